import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPence } from '@opentill/contract/money';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import {
  formatPaymentDate,
  isPaid,
  outstandingPence,
} from '@/features/orders/components/order-labels';
import { splitPaymentLines } from '@/features/orders/detail/split-payments';

export type SplitPaymentsTableProps = { order: Order };

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A blank rather than £0.00, so the tips and refunds that did happen stand out. */
const ifAny = (pence: number): string => (pence > 0 ? formatPence(pence) : '');

/**
 * The payments of a split bill (issue 16): each part with its tender, amount, tip and
 * refunds, and while part paid what is still to pay. Nothing for an order paid in one go.
 */
export const SplitPaymentsTable = ({ order }: SplitPaymentsTableProps) => {
  const lines = order.orderPayment === null ? [] : splitPaymentLines(order.orderPayment);
  if (lines.length === 0) return null;
  return (
    // A phone is narrower than five columns: the table scrolls, never the dialog.
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label="Payments">
        <TableHead>
          <TableRow>
            <TableCell>Tender</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">{sb.tip}</TableCell>
            <TableCell align="right">Refunded</TableCell>
            <TableCell>Paid</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {line.tender}
              </TableCell>
              <TableCell align="right" sx={figure}>
                {formatPence(line.amount)}
              </TableCell>
              <TableCell align="right" sx={figure}>
                {ifAny(line.tip)}
              </TableCell>
              <TableCell align="right" sx={figure}>
                {ifAny(line.refunded)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {line.paidAt === null ? '' : formatPaymentDate(line.paidAt)}
              </TableCell>
            </TableRow>
          ))}
          {!isPaid(order) && (
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {sb.stillToPay}
              </TableCell>
              <TableCell align="right" sx={{ ...figure, fontWeight: 700 }}>
                {formatPence(outstandingPence(order))}
              </TableCell>
              <TableCell colSpan={3} />
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
};
