import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isDone } from '@opentill/contract/orders/order-status-machine';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { orderTypeLabel } from '@opentill/contract/orders/deliver-to';
import { useChangeOrderStatus } from '@/features/fulfilment/api/change-order-status';
import { OrderDetailsTabs } from '@/features/fulfilment/components/order-details-tabs';
import type { FulfilmentConfig } from '@/features/fulfilment/fulfilment-kinds';
import { orderStatusLabel } from '@/ui/order-labels';
import { formatClockTime, formatDayMonth } from '@/ui/zoned-time';

export type FulfilmentOrderCardProps = {
  order: Order;
  config: FulfilmentConfig;
  timeZone: string;
  /** The takeaway wait time in minutes: a takeaway without a slot is expected that long after ordering. */
  waitTimeMinutes: number;
};

/** When the customer comes (collection) or the order is due (delivery); null when unknown. */
const expectedAt = (order: Order, config: FulfilmentConfig, waitTimeMinutes: number) => {
  if (order.orderDatetimeSlot !== null) return new Date(order.orderDatetimeSlot);
  if (config.kind === 'delivery') return null;
  return new Date(new Date(order.createdAt).getTime() + waitTimeMinutes * 60_000);
};

/**
 * One order to hand over (spec 001 §2.11–2.12, §4): ready orders get the fulfil
 * button, handed-over ones an Undo that puts them back to ready. Expands into the
 * customer, order and notes tabs.
 */
export const FulfilmentOrderCard = ({
  order,
  config,
  timeZone,
  waitTimeMinutes,
}: FulfilmentOrderCardProps) => {
  const [isExpanded, setIsExpanded] = useState(false);
  const changeStatus = useChangeOrderStatus();
  const expected = expectedAt(order, config, waitTimeMinutes);
  const isPaid = order.orderPayment?.status === 'paid';
  const detailsId = `order-${order.id}-details`;
  return (
    <Card component="article" aria-label={`Order ${order.orderNumber}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h2">
          #{order.orderNumber}
        </Typography>
        <Chip
          label={orderStatusLabel(order.status, order.deliverTo)}
          color={order.status === 'ready' ? 'success' : 'default'}
        />
        {!isPaid && <Chip label="Unpaid" color="error" variant="outlined" />}
        <Typography sx={{ ml: 'auto', color: 'text.secondary' }}>
          {formatClockTime(order.createdAt, timeZone)} {formatDayMonth(order.createdAt, timeZone)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mt: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{orderTypeLabel(order)}</Typography>
        {expected !== null && (
          <Typography sx={{ fontWeight: 600 }}>
            Expected {formatClockTime(expected, timeZone)}
            {/* A slot on another day than today says which day (service problem 5). */}
            {formatDayMonth(expected, timeZone) !== formatDayMonth(new Date(), timeZone) &&
              ` ${formatDayMonth(expected, timeZone)}`}
          </Typography>
        )}
        {order.customer !== null && order.customer.name !== '' && (
          <Typography>{order.customer.name}</Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1.5 }}>
        {order.status === 'ready' && (
          <Button
            variant="contained"
            loading={changeStatus.isPending}
            onClick={() => changeStatus.mutate({ orderId: order.id, action: 'fulfill' })}
          >
            {config.fulfilLabel}
          </Button>
        )}
        {isDone(order.status) && (
          <Button
            variant="outlined"
            loading={changeStatus.isPending}
            onClick={() => changeStatus.mutate({ orderId: order.id, action: 'ready' })}
          >
            Undo
          </Button>
        )}
        <IconButton
          aria-label="Details"
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          onClick={() => setIsExpanded(!isExpanded)}
          sx={{
            ml: 'auto',
            transform: isExpanded ? 'rotate(180deg)' : 'none',
            transition: 'transform 150ms',
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </Stack>
      <Collapse in={isExpanded} id={detailsId} unmountOnExit>
        <OrderDetailsTabs order={order} />
      </Collapse>
    </Card>
  );
};
