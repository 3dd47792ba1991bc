import type { ReactNode } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { ItemStatusList } from '@/features/orders/components/item-status-list';
import { formatOrderDate, refundState, slotLabel } from '@/features/orders/components/order-labels';
import { OrderProgress } from '@/features/orders/components/order-progress';
import { PaymentChip } from '@/features/orders/components/payment-chip';
import type { DetailTab } from '@/features/orders/detail/detail-tabs';
import { destinationLabel } from '@/ui/order-labels';

export type OrderCardProps = {
  order: Order;
  /** Details is offered only on a terminal device (001 §2.4). */
  hasDetails: boolean;
  onOpen: (order: Order, tab: DetailTab) => void;
  /** The details shown inside the card (a wide screen); absent while folded. */
  details?: ReactNode;
};

/** One order in the list (001 §2.4). */
export const OrderCard = ({ order, hasDetails, onOpen, details }: OrderCardProps) => {
  const slot = slotLabel(order);
  const titleId = `order-${order.id}-title`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1, pb: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            #{order.orderNumber}
          </Typography>
          <Typography color="text.secondary" sx={{ flex: 1, minWidth: 'max-content' }}>
            {formatOrderDate(order.createdAt)}
          </Typography>
          <PaymentChip status={order.orderPayment?.status} refund={refundState(order)} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 600 }}>{destinationLabel(order)}</Typography>
          {slot !== null && <Typography color="text.secondary">{slot}</Typography>}
          <Typography sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}>
            {formatPence(order.totalCost)}
          </Typography>
        </Box>
        <ItemStatusList order={order} />
        <OrderProgress order={order} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<ReceiptIcon />}
          onClick={() => onOpen(order, 'receipt')}
          aria-label={`Receipt for order ${order.orderNumber}`}
          sx={{ minHeight: 44 }}
        >
          Receipt
        </Button>
        {hasDetails && (
          <Button
            variant="contained"
            onClick={() => onOpen(order, 'details')}
            aria-label={`Details of order ${order.orderNumber}`}
            aria-expanded={details !== undefined}
            sx={{ minHeight: 44 }}
          >
            Details
          </Button>
        )}
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
