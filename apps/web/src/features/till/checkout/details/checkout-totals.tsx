import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPence, type Pence } from '@opentill/contract/money';

export type CheckoutTotalsProps = {
  itemsTotal: Pence;
  /** Pence off (positive); the row shows only when there is one. */
  discount?: Pence;
  /** An eat-in bill's service charge (issue 16); the row shows only when there is one. */
  serviceCharge?: Pence;
  deliveryCharge: Pence;
  total: Pence;
  /** Whether a delivery line applies to this method at all (it shows £0.00 above the cutoff). */
  showsDelivery: boolean;
};

const Row = ({
  label,
  amount,
  isTotal = false,
}: {
  label: string;
  amount: Pence;
  isTotal?: boolean;
}) => (
  <Box
    component="div"
    role="row"
    sx={{
      display: 'flex',
      justifyContent: 'space-between',
      gap: 2,
      py: 0.5,
      fontVariantNumeric: 'tabular-nums',
      ...(isTotal && { borderTop: '1px solid #dde5e4', mt: 0.5, pt: 1 }),
    }}
  >
    <Typography role="rowheader" sx={{ fontWeight: isTotal ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography
      role="cell"

      sx={{ fontWeight: isTotal ? 700 : 400, fontSize: isTotal ? '1.25rem' : undefined }}
    >
      {formatPence(amount)}
    </Typography>
  </Box>
);

/** Items, discount, delivery charge and total: the till's sum until the server's order is back. */
export const CheckoutTotals = ({
  itemsTotal,
  discount = 0,
  serviceCharge = 0,
  deliveryCharge,
  total,
  showsDelivery,
}: CheckoutTotalsProps) => (
  <Box role="table" aria-label="Totals" sx={{ width: { xs: '100%', sm: 280 } }}>
    <Row label="Items" amount={itemsTotal} />
    {discount !== 0 && <Row label="Discount" amount={-discount} />}
    {serviceCharge !== 0 && <Row label="Service charge" amount={serviceCharge} />}
    {showsDelivery && <Row label="Delivery charge" amount={deliveryCharge} />}
    <Row label="Total" amount={total} isTotal />
  </Box>
);
