import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';
import { KitchenItemButton } from '@/features/kitchen/components/kitchen-item-button';
import { destinationLabel } from '@/ui/order-labels';
import { formatClockTime, formatShortDate } from '@/ui/zoned-time';

export type KitchenOrderCardProps = {
  order: Order;
  timeZone: string;
  onToggleItem: (item: OrderItem) => void;
};

/**
 * One ticket (spec 001 §2.5): date, number, items with options, ordered-at time,
 * destination and notes. Black on white with a dark header band, sized to be read
 * from two metres on a kitchen tablet.
 */
export const KitchenOrderCard = ({ order, timeZone, onToggleItem }: KitchenOrderCardProps) => (
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
    }}
  >
    <Box sx={{ bgcolor: '#0b0f0f', color: '#ffffff', px: 1.5, py: 1 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}
      >
        <Typography component="h2" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 }}>
          #{order.orderNumber}
        </Typography>
        <Typography
          sx={{
            fontSize: '1.35rem',
            fontWeight: 700,
            textAlign: 'right',
            overflowWrap: 'anywhere',
          }}
        >
          {destinationLabel(order)}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1.5, mt: 0.5 }}
      >
        <Typography sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          {formatShortDate(order.createdAt, timeZone)}
        </Typography>
        <Typography sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          Ordered {formatClockTime(order.createdAt, timeZone)}
        </Typography>
        {order.orderDatetimeSlot !== null && (
          <Typography sx={{ fontSize: '1.2rem', fontWeight: 800, color: '#ffd54f' }}>
            Due {formatClockTime(order.orderDatetimeSlot, timeZone)}
          </Typography>
        )}
      </Stack>
    </Box>
    <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 1, gap: 1 }}>
      {order.orderItems.map((item) => (
        <li key={item.id}>
          <KitchenItemButton item={item} onToggle={onToggleItem} />
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
  </Box>
);
