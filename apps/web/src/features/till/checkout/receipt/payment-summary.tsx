import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { OrderPayment } from '@opentill/contract/orders/order.schemas';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';

export type PaymentSummaryProps = { payment: OrderPayment };

const tenderLabel = (payType: OrderPayment['payType']): string =>
  payType === 'pax_device' ? 'Card' : payType === 'cash' ? 'Cash' : 'Payment';

/**
 * How a paid order was paid (issue 16): each part of a split bill with its tender, and the
 * tips, which are the staff's and not part of the sale. Nothing for a bill paid in one go
 * with no tip: the headline says it all.
 */
export const PaymentSummary = ({ payment }: PaymentSummaryProps) => {
  const parts = payment.parts ?? [];
  const tipPence = payment.tip ?? 0;
  if (parts.length === 0 && tipPence === 0) return null;
  // The order's own row is the last part: the whole order's sums less the earlier parts'.
  const last = {
    id: payment.id,
    payType: payment.payType,
    amountGross: payment.amountGross - parts.reduce((sum, part) => sum + part.amountGross, 0),
    tip: tipPence - parts.reduce((sum, part) => sum + part.tip, 0),
    cardNumberMask: payment.cardNumberMask,
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5, fontVariantNumeric: 'tabular-nums' }}>
      {parts.length > 0 && (
        <Box
          component="ol"
          aria-label="Parts paid"
          sx={{ m: 0, pl: 3, display: 'grid', gap: 0.25 }}
        >
          {[...parts, last].map((part) => (
            <Typography component="li" key={part.id}>
              {tenderLabel(part.payType)} {formatPence(part.amountGross)}
              {part.tip > 0 && ` + ${sb.tip.toLowerCase()} ${formatPence(part.tip)}`}
              {part.cardNumberMask !== null &&
                part.cardNumberMask !== '' &&
                ` · ${part.cardNumberMask.slice(-4)}`}
            </Typography>
          ))}
        </Box>
      )}
      {tipPence > 0 && (
        <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
          {sb.tip} {formatPence(tipPence)}
        </Typography>
      )}
    </Box>
  );
};
