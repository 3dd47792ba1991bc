import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { deliverToLabel, tableLabel } from '@opentill/contract/orders/deliver-to';
import { TicketAgeBadge } from '@/features/kitchen/components/ticket-age-badge';
import { formatDue, type TicketAge } from '@/features/kitchen/tickets/ticket-times';
import { formatClockTime, formatShortDate } from '@/ui/zoned-time';

export type KitchenTicketHeaderProps = {
  order: Order;
  timeZone: string;
  now: number;
  age: TicketAge | null;
};

const isPaid = (order: Order): boolean => order.orderPayment?.status === 'paid';

/** The ticket's dark band: number, UNPAID, destination, day, ordered-at, age and slot. */
export const KitchenTicketHeader = ({ order, timeZone, now, age }: KitchenTicketHeaderProps) => (
  <Box sx={{ bgcolor: '#0b0f0f', color: '#ffffff', px: 1.5, py: 1 }}>
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1 }}>
          #{order.orderNumber}
        </Typography>
        {!isPaid(order) && (
          <Box
            component="span"
            sx={{
              bgcolor: '#ffffff',
              color: '#b71c1c',
              border: '2px solid #ff1744',
              borderRadius: 1.5,
              px: 0.75,
              fontSize: '1.1rem',
              fontWeight: 900,
              letterSpacing: '0.05em',
            }}
          >
            UNPAID
          </Box>
        )}
      </Stack>
      {/* The order type over its table, so 'Table 12' never breaks across lines. */}
      <Typography
        sx={{ fontSize: '1.35rem', fontWeight: 700, textAlign: 'right', overflowWrap: 'anywhere' }}
      >
        {deliverToLabel(order.deliverTo)}
        {tableLabel(order.table) !== null && (
          <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            {tableLabel(order.table)}
          </Box>
        )}
      </Typography>
    </Stack>
    <Stack
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}
    >
      <Typography sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
        {formatShortDate(order.createdAt, timeZone)}
      </Typography>
      <Typography sx={{ fontSize: '1.2rem', fontWeight: 600, flexGrow: 1 }}>
        Ordered {formatClockTime(order.createdAt, timeZone)}
      </Typography>
      {age !== null && <TicketAgeBadge age={age} />}
    </Stack>
    {order.orderDatetimeSlot !== null && (
      <Typography sx={{ fontSize: '1.2rem', fontWeight: 800, color: '#ffd54f', mt: 0.5 }}>
        {formatDue(order.orderDatetimeSlot, now, timeZone)}
      </Typography>
    )}
  </Box>
);
