import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { useRequireCashier } from '@/features/orders/cashier/use-require-cashier';
import { formatPaymentDate, isPaid } from '@/features/orders/components/order-labels';
import { DialogLoading } from '@/ui/dialog-loading';

const RefundDialog = lazy(async () => ({
  default: (await import('@/features/orders/refund/refund-dialog')).RefundDialog,
}));

export type RefundTabProps = { order: Order };

/** Earlier refunds (amount, notes, date) and Refund (001 §2.4; terminal devices only). */
export const RefundTab = ({ order }: RefundTabProps) => {
  const [isRefunding, setIsRefunding] = useState(false);
  const { withCashier, dialog } = useRequireCashier();
  const refunds = order.orderPayment?.refunds ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {refunds.length === 0 ? (
        <Typography color="text.secondary">No refunds yet.</Typography>
      ) : (
        <Table size="small" aria-label="Refunds">
          <TableHead>
            <TableRow>
              <TableCell>Amount</TableCell>
              <TableCell>Notes</TableCell>
              <TableCell>Date</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {refunds.map((refund) => (
              <TableRow key={refund.id}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPence(refund.amount)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{refund.notes}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatPaymentDate(refund.date)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Button
        variant="contained"
        color="error"
        size="large"
        disabled={!isPaid(order)}
        onClick={() => withCashier(() => setIsRefunding(true))}
        sx={{ minHeight: 56, justifySelf: 'start', minWidth: 160 }}
      >
        Refund
      </Button>
      {dialog}
      {isRefunding && (
        <Suspense fallback={<DialogLoading />}>
          <RefundDialog order={order} onClose={() => setIsRefunding(false)} />
        </Suspense>
      )}
    </Box>
  );
};
