import { useId, useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { DrawerMovementKind } from '@opentill/contract/drawer/denominations';
import type { DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import { useSession } from '@/api/get-session';
import { CashUpForm } from '@/features/till/drawer/cash-up-form';
import { CashUpResult } from '@/features/till/drawer/cash-up-result';
import { DrawerMovementForm } from '@/features/till/drawer/drawer-movement-form';
import { DrawerSummary, MOVEMENT_LABELS } from '@/features/till/drawer/drawer-summary';
import {
  currentDrawerQueryKey,
  keepDrawerSession,
} from '@/features/till/drawer/use-current-drawer';

export type DrawerDialogProps = {
  /** The till's open session, as the cache has it. */
  session: DrawerSession;
  onClose: () => void;
};

type View =
  | { kind: 'menu' }
  | { kind: 'movement'; movement: DrawerMovementKind }
  | { kind: 'count' }
  | { kind: 'result'; session: DrawerSession };

const ACTIONS: readonly DrawerMovementKind[] = ['pay_in', 'pay_out', 'no_sale'];

const firstView = (session: DrawerSession): View =>
  session.status === 'awaiting_approval' ? { kind: 'result', session } : { kind: 'menu' };

/** Cash drawer — Till N: the session so far, and Pay in, Pay out, No sale and Cash up. */
export const DrawerDialog = ({ session, onClose }: DrawerDialogProps) => {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { client } = useSession();
  const isFullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const [view, setView] = useState<View>(() => firstView(session));

  const keep = (answer: DrawerSession) => {
    if (client !== null) keepDrawerSession(queryClient, client.identifier, answer);
  };

  /**
   * A closed session leaves the cache only now: the till behind the summary turns into
   * Open till, so it must not happen while the cashier is still reading the figures.
   */
  const close = () => {
    if (view.kind === 'result' && view.session.status === 'closed' && client !== null) {
      keep(view.session);
      void queryClient.invalidateQueries({ queryKey: currentDrawerQueryKey(client.identifier) });
    }
    onClose();
  };

  const counted = (answer: DrawerSession) => {
    // Still open while it waits for a manager: the cache may follow at once.
    if (answer.status !== 'closed') keep(answer);
    setView({ kind: 'result', session: answer });
  };

  const body = (() => {
    if (view.kind === 'movement')
      return (
        <DrawerMovementForm
          session={session}
          kind={view.movement}
          onDone={(answer) => {
            keep(answer);
            onClose();
          }}
          onBack={() => setView({ kind: 'menu' })}
        />
      );
    if (view.kind === 'count')
      return (
        <CashUpForm
          session={session}
          onCounted={counted}
          onBack={() => setView({ kind: 'menu' })}
        />
      );
    if (view.kind === 'result')
      return (
        <CashUpResult
          session={view.session}
          onDone={close}
          onApproved={(answer) => setView({ kind: 'result', session: answer })}
          onCountAgain={() => setView({ kind: 'count' })}
        />
      );
    return (
      <>
        <DialogContent sx={{ display: 'grid', gap: 3, pt: 1 }}>
          <DrawerSummary session={session} timeZone={client?.timeZone ?? 'Europe/London'} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Box
            role="group"
            aria-label="Drawer actions"
            sx={{ width: '100%', display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}
          >
            {ACTIONS.map((movement) => (
              <Button
                key={movement}
                variant="outlined"
                size="large"
                onClick={() => setView({ kind: 'movement', movement })}
                sx={{ minHeight: 56 }}
              >
                {MOVEMENT_LABELS[movement]}
              </Button>
            ))}
            <Button
              variant="contained"
              size="large"
              onClick={() => setView({ kind: 'count' })}
              sx={{ minHeight: 56 }}
            >
              Cash up
            </Button>
          </Box>
        </DialogActions>
      </>
    );
  })();

  const subtitle =
    view.kind === 'movement'
      ? MOVEMENT_LABELS[view.movement]
      : view.kind === 'count' || view.kind === 'result'
        ? 'Cash up'
        : null;

  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
    >
      {/* Its own id: MUI would give the title the dialog's label id, naming it with the step too. */}
      <DialogTitle
        id={`${titleId}-title`}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}
      >
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          <span id={titleId}>Cash drawer — {session.tillName}</span>
          {subtitle !== null && (
            <Box
              component="span"
              sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}
            >
              {subtitle}
            </Box>
          )}
        </Box>
        <IconButton aria-label="Close" onClick={close}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {body}
    </Dialog>
  );
};
