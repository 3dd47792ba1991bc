import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { Refund } from '@opentill/contract/orders/order.schemas';
import { formatPaymentDate } from '@/features/orders/components/order-labels';

export type RefundsListProps = { refunds: Refund[] };

/** Earlier refunds: amount, date and notes (000 §3, 001 §2.4). */
export const RefundsList = ({ refunds }: RefundsListProps) =>
  refunds.length === 0 ? (
    <Typography color="text.secondary">No refunds yet.</Typography>
  ) : (
    <Table size="small" aria-label="Refunds">
      <TableHead>
        <TableRow>
          <TableCell>Amount</TableCell>
          <TableCell>Date</TableCell>
          <TableCell>Notes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {refunds.map((refund) => (
          <TableRow key={refund.id}>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPence(refund.amount)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPaymentDate(refund.date)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{refund.notes}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
