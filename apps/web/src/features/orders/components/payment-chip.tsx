import Chip from '@mui/material/Chip';
import type { PaymentStatus } from '@opentill/contract/orders/deliver-to';
import { shownPaymentStatus } from '@/features/orders/components/order-labels';

export type PaymentChipProps = { status: PaymentStatus | undefined; size?: 'small' | 'medium' };

const COLOURS = { paid: 'success', requested: 'warning', cancelled: 'default' } as const;

/** The payment status badge (000 §4): paid stands apart; both cancels read 'cancelled'. */
export const PaymentChip = ({ status, size = 'small' }: PaymentChipProps) => {
  const shown = shownPaymentStatus(status);
  return (
    <Chip
      label={shown}
      color={COLOURS[shown]}
      size={size}
      aria-label={`Payment ${shown}`}
      sx={{ fontWeight: 700, textTransform: 'uppercase' }}
    />
  );
};
