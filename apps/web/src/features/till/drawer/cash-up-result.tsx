import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type { DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import { formatPence } from '@opentill/contract/money';
import { useSession } from '@/api/get-session';
import { canSeeReports } from '@/api/session-access';
import { dialogFieldsSx } from '@/features/till/drawer/dialog-form-sx';
import { varianceText } from '@/features/till/drawer/drawer-amounts';
import { DrawerApprovalForm } from '@/features/till/drawer/drawer-approval-form';

export type CashUpResultProps = {
  /** The session as the count (or the approval) left it. */
  session: DrawerSession;
  onDone: () => void;
  onApproved: (session: DrawerSession) => void;
  onCountAgain: () => void;
};

const varianceColour = (variance: number) => {
  if (variance === 0) return 'success.main';
  return variance < 0 ? 'error.main' : 'warning.main';
};

/** Expected, Counted and the difference, once a count has been made. */
const CashUpFigures = ({ session }: { session: DrawerSession }) => {
  const variance = session.variance ?? 0;
  return (
    <Box
      component="dl"
      aria-label="Cash-up figures"
      sx={{
        m: 0,
        p: 2,
        borderRadius: 2,
        bgcolor: 'rgba(15, 92, 87, 0.08)',
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        rowGap: 1,
        fontVariantNumeric: 'tabular-nums',
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, textAlign: 'right', fontWeight: 700 },
      }}
    >
      <dt>Expected</dt>
      <dd>{formatPence(session.expected ?? 0)}</dd>
      <dt>Counted</dt>
      <dd>{formatPence(session.counted ?? 0)}</dd>
      <dt>Variance</dt>
      <Box component="dd" sx={{ color: varianceColour(variance), fontSize: '1.25rem' }}>
        {varianceText(variance)}
      </Box>
    </Box>
  );
};

/** Where the day is closed (Reports → Close day), once every till is cashed up. */
const CLOSE_DAY_PATH = '/reports/close-day';

/**
 * What the count came to. Within the tolerance the till is cashed up; beyond it a
 * manager approves, or the cashier counts again.
 */
export const CashUpResult = ({ session, onDone, onApproved, onCountAgain }: CashUpResultProps) => {
  // Cashing up is usually the last thing before the Z: offered to whoever may open reports.
  const mayCloseDay = canSeeReports(useSession());
  if (session.status === 'awaiting_approval')
    return (
      <DrawerApprovalForm session={session} onApproved={onApproved} onCountAgain={onCountAgain}>
        <Alert severity="warning">
          {/* Within the tolerance yet waiting: a recount after the expected cash was shown. */}
          {Math.abs(session.variance ?? 0) <= session.tolerance
            ? m.recountNeedsApproval
            : m.needsApproval(session.variance ?? 0, session.tolerance)}
        </Alert>
        <CashUpFigures session={session} />
      </DrawerApprovalForm>
    );
  return (
    <>
      <DialogContent sx={dialogFieldsSx}>
        <Typography component="h3" variant="h3">
          {session.tillName} is cashed up
        </Typography>
        <CashUpFigures session={session} />
        {session.approvedBy !== null && (
          <Typography>
            Approved by {session.approvedBy}
            {session.varianceReason === null ? '' : `: ${session.varianceReason}`}
          </Typography>
        )}
        <Typography color="text.secondary">The till opens again with a new float.</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {mayCloseDay && (
          <Button component={Link} to={CLOSE_DAY_PATH} onClick={onDone} size="large">
            Close the day (Z report)
          </Button>
        )}
        <Button variant="contained" size="large" onClick={onDone} autoFocus>
          Done
        </Button>
      </DialogActions>
    </>
  );
};
