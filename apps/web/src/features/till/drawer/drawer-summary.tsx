import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DrawerMovementKind } from '@opentill/contract/drawer/denominations';
import type { DrawerMovement, DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import { formatPence } from '@opentill/contract/money';
import { formatClockTimeOrWeekday } from '@/ui/zoned-time';

export const MOVEMENT_LABELS: Record<DrawerMovementKind, string> = {
  pay_in: 'Pay in',
  pay_out: 'Pay out',
  no_sale: 'No sale',
};

export type DrawerSummaryProps = {
  session: DrawerSession;
  timeZone: string;
};

const movementAmount = (movement: DrawerMovement): string | null => {
  if (movement.kind === 'no_sale') return null;
  return `${movement.kind === 'pay_out' ? '−' : '+'}${formatPence(movement.amount)}`;
};

/**
 * The session as the cashier may see it before a count: the float, who opened it, and
 * what went in and out by hand. Never the expected cash: the count stays blind.
 */
export const DrawerSummary = ({ session, timeZone }: DrawerSummaryProps) => {
  const now = new Date();
  const at = (iso: string) => formatClockTimeOrWeekday(new Date(iso), now, timeZone);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <dt>Float</dt>
        <dd>{formatPence(session.float)}</dd>
        <dt>Opened</dt>
        <dd>
          {at(session.openedAt)}
          {session.openedBy === null ? '' : ` by ${session.openedBy}`}
        </dd>
      </Box>
      <Typography component="h3" variant="h3">
        Movements
      </Typography>
      {session.movements.length === 0 ? (
        <Typography color="text.secondary">No pay-ins, pay-outs or No sales yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Movements">
          {session.movements.map((movement) => {
            const amount = movementAmount(movement);
            const who = movement.by === null ? '' : ` · ${movement.by}`;
            // A No sale a manager's PIN let through names them: the cashier alone did not.
            const approver =
              movement.approvedBy === null ? '' : `, approved by ${movement.approvedBy}`;
            return (
              <ListItem
                key={movement.id}
                disableGutters
                divider
                secondaryAction={
                  amount === null ? undefined : (
                    <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {amount}
                    </Typography>
                  )
                }
              >
                <ListItemText
                  primary={MOVEMENT_LABELS[movement.kind]}
                  secondary={`${movement.reason} · ${at(movement.createdAt)}${who}${approver}`}
                  sx={{ pr: amount === null ? 0 : 10 }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
};
