import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KITCHEN_UNDO_MS } from '@opentill/contract/kitchen/kitchen-constants';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { KitchenLineButton } from '@/features/kitchen/components/kitchen-line-button';
import { KitchenTicketHeader } from '@/features/kitchen/components/kitchen-ticket-header';
import { TicketUndoBar } from '@/features/kitchen/components/ticket-undo-bar';
import {
  groupKitchenLines,
  kitchenItemsOf,
  type KitchenLine,
} from '@/features/kitchen/tickets/group-kitchen-lines';
import type { HeldTicket } from '@/features/kitchen/tickets/place-held-tickets';
import { ticketAge } from '@/features/kitchen/tickets/ticket-times';

export type KitchenOrderCardProps = {
  order: Order;
  timeZone: string;
  now: number;
  /** Set while the finished ticket waits out its Undo. */
  held?: HeldTicket | undefined;
  onToggleLine: (order: Order, line: KitchenLine) => void;
  onUndo: (orderId: string) => void;
};

/** The clock moves once a second, so the count is kept between 1 and the Undo's 5 s. */
const secondsLeft = (leavesAt: number, now: number): number =>
  Math.min(KITCHEN_UNDO_MS / 1000, Math.max(1, Math.ceil((leavesAt - now) / 1000)));

const OUTLINE = { fresh: 'transparent', amber: '#ffb300', red: '#ff1744' } as const;

/**
 * One ticket (spec 001 §2.5): date, number, lines with options, ordered-at time,
 * destination and notes; with issue 12's age, slot day, UNPAID badge and Undo. Black on
 * white with a dark header band, sized to be read from two metres on a kitchen tablet.
 */
export const KitchenOrderCard = ({
  order,
  timeZone,
  now,
  held,
  onToggleLine,
  onUndo,
}: KitchenOrderCardProps) => {
  const age = ticketAge(order, now);
  return (
    <Box
      component="article"
      aria-label={`Order ${order.orderNumber}`}
      sx={{
        bgcolor: '#ffffff',
        color: '#0b0f0f',
        borderRadius: 2,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        position: 'relative',
        outline: `4px solid ${OUTLINE[age?.tone ?? 'fresh']}`,
        outlineOffset: -4,
      }}
    >
      <KitchenTicketHeader order={order} timeZone={timeZone} now={now} age={age} />
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 1, gap: 1 }}>
        {groupKitchenLines(kitchenItemsOf(order)).map((line) => (
          <li key={line.key}>
            <KitchenLineButton
              line={line}
              isDisabled={held !== undefined}
              onToggle={(toggled) => onToggleLine(order, toggled)}
            />
          </li>
        ))}
      </Stack>
      {order.notes.trim() !== '' && (
        <Box
          sx={{
            mx: 1,
            mb: 1,
            p: 1.25,
            bgcolor: '#ffe082',
            border: '2px solid #0b0f0f',
            borderRadius: 2,
          }}
        >
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            Notes: {order.notes}
          </Typography>
        </Box>
      )}
      {held?.phase === 'leaving' && (
        <TicketUndoBar
          secondsLeft={secondsLeft(held.leavesAt, now)}
          onUndo={() => onUndo(order.id)}
        />
      )}
    </Box>
  );
};
