import type { ReactNode } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { orderTypeLabel } from '@opentill/contract/orders/deliver-to';
import { ItemStatusList } from '@/features/orders/components/item-status-list';
import { formatOrderDate, refundState, slotLabel } from '@/features/orders/components/order-labels';
import { OrderProgress } from '@/features/orders/components/order-progress';
import { PaymentChip } from '@/features/orders/components/payment-chip';
import type { DetailTab } from '@/features/orders/detail/detail-tabs';
import { orderStatusLabel } from '@/ui/order-labels';

export type OrderCardProps = {
  order: Order;
  onOpen: (order: Order, tab: DetailTab) => void;
  /** The details shown inside the card (a wide screen); absent while folded. */
  details?: ReactNode;
};

/** "Dee · 07700 900123": who the order is for, as staff call out at hand-over. */
const whoFor = (customer: Order['customer']): string =>
  customer === null
    ? ''
    : [customer.name, customer.phone].filter((part) => part.trim() !== '').join(' · ');

/**
 * One order in the list (001 §2.4), with what staff need at a glance (service problem
 * 18): who it is for, the notes, Paid or Unpaid, and identical lines as "3 ×". Tapping the
 * order number opens its details, as the Details button does: in the browser too (000-3).
 */
export const OrderCard = ({ order, onOpen, details }: OrderCardProps) => {
  const slot = slotLabel(order);
  const titleId = `order-${order.id}-title`;
  const customer = whoFor(order.customer);
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1, pb: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <ButtonBase
            onClick={() => onOpen(order, 'details')}
            aria-label={`Open order ${order.orderNumber}`}
            sx={{ minHeight: 44, minWidth: 44, px: 0.5, borderRadius: 1 }}
          >
            <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              #{order.orderNumber}
            </Typography>
          </ButtonBase>
          <Typography color="text.secondary" sx={{ flex: 1, minWidth: 'max-content' }}>
            {formatOrderDate(order.createdAt)}
          </Typography>
          <Chip
            label={orderStatusLabel(order.status, order.deliverTo)}
            size="small"
            variant="outlined"
            aria-label={`Status ${orderStatusLabel(order.status, order.deliverTo)}`}
            sx={{ fontWeight: 700 }}
          />
          <PaymentChip status={order.orderPayment?.status} refund={refundState(order)} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 600 }}>{orderTypeLabel(order)}</Typography>
          {slot !== null && <Typography color="text.secondary">{slot}</Typography>}
          <Typography sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}>
            {formatPence(order.totalCost)}
          </Typography>
        </Box>
        {customer !== '' && (
          <Typography aria-label="Customer" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {customer}
          </Typography>
        )}
        {order.notes !== '' && (
          <Typography
            aria-label="Notes"
            sx={{
              bgcolor: '#fff4e0',
              borderLeft: 4,
              borderColor: 'secondary.main',
              px: 1,
              py: 0.5,
              overflowWrap: 'anywhere',
            }}
          >
            {order.notes}
          </Typography>
        )}
        <ItemStatusList order={order} />
        <OrderProgress order={order} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button
          variant="contained"
          onClick={() => onOpen(order, 'details')}
          aria-label={`Details of order ${order.orderNumber}`}
          aria-expanded={details !== undefined}
          sx={{ minHeight: 44 }}
        >
          Details
        </Button>
        <Button
          variant="outlined"
          startIcon={<ReceiptIcon />}
          onClick={() => onOpen(order, 'receipt')}
          aria-label={`Receipt for order ${order.orderNumber}`}
          sx={{ minHeight: 44 }}
        >
          Receipt
        </Button>
      </CardActions>
      {details !== undefined && (
        <Box
          role="region"
          aria-label={`Order #${order.orderNumber}`}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        >
          {details}
        </Box>
      )}
    </Card>
  );
};
