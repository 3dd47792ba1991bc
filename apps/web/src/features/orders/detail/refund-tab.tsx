import Box from '@mui/material/Box';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { RefundAction } from '@/features/orders/detail/refund-action';
import { RefundsList } from '@/features/orders/detail/refunds-list';

export type RefundTabProps = { order: Order };

/** Earlier refunds (amount, notes, date) and Refund (001 §2.4; the paired terminal's tab). */
export const RefundTab = ({ order }: RefundTabProps) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <RefundsList refunds={order.orderPayment?.refunds ?? []} />
    <RefundAction order={order} />
  </Box>
);
