import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import { serviceChargeMessages as sc } from '@opentill/contract/orders/service-charge';
import type { CartStore } from '@/features/till/cart/cart-store';
import { serviceChargeOn } from '@/features/till/cart/service-charge';
import { useCartLines, useCartPrice } from '@/features/till/cart/use-cart';

export type CartServiceChargeProps = {
  store: CartStore;
  /** The till's order type: only an eat-in bill carries the service charge. */
  orderType: DeliverTo | null;
};

/**
 * The service charge on an eat-in bill (issue 16), with the discounts above Pay, since
 * the total includes it. An optional one is removed or added back in one tap, as the
 * customer asks; a mandatory one cannot be, and the till says prices include it.
 */
export const CartServiceCharge = ({ store, orderType }: CartServiceChargeProps) => {
  const lines = useCartLines(store);
  const charge = serviceChargeOn(useCartPrice(store), orderType);
  if (lines.length === 0 || charge === null) return null;
  return (
    <Box role="group" aria-label={sc.sectionTitle}>
      {!charge.isDeclined && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'baseline',
            px: 1,
            py: 0.5,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {charge.label}
          </Typography>
          <Typography>{formatPence(charge.pence)}</Typography>
        </Box>
      )}
      {charge.isMandatory ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {sc.included(charge.percent)}
        </Typography>
      ) : (
        <Button
          fullWidth
          onClick={() => store.setIsServiceChargeDeclined(!charge.isDeclined)}
          sx={{ minHeight: 48, justifyContent: 'flex-start' }}
        >
          {charge.isDeclined ? sc.add : sc.remove}
        </Button>
      )}
    </Box>
  );
};
