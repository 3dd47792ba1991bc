import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPence } from '@opentill/contract/money';
import type { PaymentTotal, TodayReport } from '@opentill/contract/reports/report.schemas';

export type TodayTotalsTableProps = {
  report: Pick<TodayReport, 'totalCardPayments' | 'totalCashPayments' | 'totalPayments'>;
};

const TotalRow = ({
  label,
  total,
  isGrand,
}: {
  label: string;
  total: PaymentTotal;
  isGrand?: boolean;
}) => {
  const weight = isGrand === true ? 700 : undefined;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: weight ?? 500 }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: weight }}>
        {total.count}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: weight }}>
        {formatPence(total.total)}
      </TableCell>
    </TableRow>
  );
};

/** Card, Cash and Total: transactions and revenue, net of refunds (spec 001 §2.13). */
export const TodayTotalsTable = ({ report }: TodayTotalsTableProps) => (
  <Table sx={{ '& thead th': { fontWeight: 700 } }} aria-label="Takings by payment type">
    <TableHead>
      <TableRow>
        <TableCell>Payment type</TableCell>
        <TableCell align="right" sx={{ width: '28%' }}>
          Transactions
        </TableCell>
        <TableCell align="right" sx={{ width: '28%' }}>
          Revenue
        </TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      <TotalRow label="Card" total={report.totalCardPayments} />
      <TotalRow label="Cash" total={report.totalCashPayments} />
      <TotalRow label="Total" total={report.totalPayments} isGrand />
    </TableBody>
  </Table>
);
