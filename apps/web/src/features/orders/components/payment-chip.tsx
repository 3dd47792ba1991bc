import Chip from '@mui/material/Chip';
import type { PaymentStatus } from '@opentill/contract/orders/deliver-to';
import { shownPaymentStatus, type RefundState } from '@/features/orders/components/order-labels';

export type PaymentChipProps = {
  status: PaymentStatus | undefined;
  /** A paid order that has been refunded reads Refunded or Partially refunded (issue 12). */
  refund?: RefundState;
  size?: 'small' | 'medium';
};

const COLOURS = { paid: 'success', requested: 'warning', cancelled: 'default' } as const;

/** The payment status badge (000 §4): paid stands apart; both cancels read 'cancelled'. */
export const PaymentChip = ({ status, refund = 'none', size = 'small' }: PaymentChipProps) => {
  const shown = shownPaymentStatus(status);
  const isRefunded = shown === 'paid' && refund !== 'none';
  const label = !isRefunded ? shown : refund === 'full' ? 'Refunded' : 'Partially refunded';
  return (
    <Chip
      label={label}
      color={isRefunded ? (refund === 'full' ? 'error' : 'info') : COLOURS[shown]}
      size={size}
      aria-label={`Payment ${label.toLowerCase()}`}
      sx={{ fontWeight: 700, textTransform: 'uppercase' }}
    />
  );
};
