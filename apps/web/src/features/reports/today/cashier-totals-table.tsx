import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPence } from '@opentill/contract/money';
import type { CashierTotal } from '@opentill/contract/reports/report.schemas';

export type CashierTotalsTableProps = { cashiers: readonly CashierTotal[] };

/** Payments taken with no cashier signed in have no id and are named by the server. */
export const CashierTotalsTable = ({ cashiers }: CashierTotalsTableProps) => (
  <Table sx={{ '& thead th': { fontWeight: 700 } }} aria-label="Takings by cashier">
    <TableHead>
      <TableRow>
        <TableCell>Cashier</TableCell>
        <TableCell align="right" sx={{ width: '28%' }}>
          Transactions
        </TableCell>
        <TableCell align="right" sx={{ width: '28%' }}>
          Revenue
        </TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {cashiers.map((cashier) => (
        <TableRow key={cashier.id ?? `none-${cashier.cashierName}`}>
          <TableCell component="th" scope="row">
            {cashier.cashierName}
          </TableCell>
          <TableCell align="right">{cashier.count}</TableCell>
          <TableCell align="right">{formatPence(cashier.total)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
