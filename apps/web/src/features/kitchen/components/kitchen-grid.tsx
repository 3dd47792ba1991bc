import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { KitchenOrderCard } from '@/features/kitchen/components/kitchen-order-card';
import type { KitchenLine } from '@/features/kitchen/tickets/group-kitchen-lines';
import type { HeldTicket } from '@/features/kitchen/tickets/place-held-tickets';

export type KitchenGridProps = {
  orders: Order[];
  held: readonly HeldTicket[];
  timeZone: string;
  now: number;
  onToggleLine: (order: Order, line: KitchenLine) => void;
  onUndo: (orderId: string) => void;
};

/**
 * Spec 001 §2.5: 4 columns, or 2 in portrait. Two places where the spec's numbers
 * would make tickets unreadable get fewer: a phone (under 600 px) shows one column,
 * and a landscape screen under 1000 px (a phone on its side) shows two.
 */
export const useKitchenColumns = (): 1 | 2 | 4 => {
  const isPortrait = useMediaQuery('(orientation: portrait)', { noSsr: true });
  const isPhone = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  const isWide = useMediaQuery('(min-width: 1000px)', { noSsr: true });
  if (isPhone) return 1;
  if (isPortrait || !isWide) return 2;
  return 4;
};

/** Keyed by order, so a ticket keeps its element (and a cook's tap) across refreshes. */
export const KitchenGrid = ({
  orders,
  held,
  timeZone,
  now,
  onToggleLine,
  onUndo,
}: KitchenGridProps) => {
  const columns = useKitchenColumns();
  return (
    <Box
      role="list"
      aria-label="Kitchen orders"
      data-columns={columns}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      sx={{ display: 'grid', gap: 1.5, alignItems: 'start' }}
    >
      {orders.map((order) => (
        <Box role="listitem" key={order.id} sx={{ minWidth: 0 }}>
          <KitchenOrderCard
            order={order}
            timeZone={timeZone}
            now={now}
            held={held.find((ticket) => ticket.order.id === order.id)}
            onToggleLine={onToggleLine}
            onUndo={onUndo}
          />
        </Box>
      ))}
    </Box>
  );
};
