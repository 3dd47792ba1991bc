import Chip from '@mui/material/Chip';
import type { PaymentStatus } from '@opentill/contract/orders/deliver-to';
import { shownPaymentStatus } from '@/features/orders/components/order-labels';

export type PaymentChipProps = { status: PaymentStatus | undefined; size?: 'small' | 'medium' };

const COLOURS = { paid: 'success', requested: 'warning', cancelled: 'default' } as const;
/**
 * 000 §4 shows the payment's own word ('requested'); staff read it as the order's state
 * (service problem 18: an unpaid order badged REQUESTED looked like a kitchen status), so
 * the badge says Paid or Unpaid.
 */
const WORDS = { paid: 'Paid', requested: 'Unpaid', cancelled: 'Cancelled' } as const;

/** The payment badge (000 §4): paid stands apart; both cancels read 'cancelled'. */
export const PaymentChip = ({ status, size = 'small' }: PaymentChipProps) => {
  const shown = shownPaymentStatus(status);
  const word = WORDS[shown];
  return (
    <Chip
      label={word}
      color={COLOURS[shown]}
      size={size}
      aria-label={`Payment ${word.toLowerCase()}`}
      sx={{ fontWeight: 700, textTransform: 'uppercase' }}
    />
  );
};
