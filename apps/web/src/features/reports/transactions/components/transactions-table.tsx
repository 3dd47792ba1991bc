import type { KeyboardEvent } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { formatPence } from '@opentill/contract/money';
import { TRANSACTIONS_PAGE_SIZE } from '@opentill/contract/reports/report-constants';
import type { TransactionRow } from '@opentill/contract/reports/report.schemas';
import {
  formatCreated,
  paymentTypeLabel,
  refundedLabel,
} from '@/features/reports/transactions/transaction-labels';

type Column = {
  label: string;
  /** Kept on small screens (spec 001 §2.13: Created, Amount Paid, Payment Type). */
  isEssential: boolean;
  isNumeric: boolean;
  value: (row: TransactionRow, timeZone: string) => string;
};

export const TRANSACTION_COLUMNS: readonly Column[] = [
  {
    label: 'Created',
    isEssential: true,
    isNumeric: false,
    value: (row, timeZone) => formatCreated(row.createdAt, timeZone),
  },
  {
    label: 'Amount Paid',
    isEssential: true,
    isNumeric: true,
    value: (row) => formatPence(row.amountGross),
  },
  {
    label: 'Refunded',
    isEssential: false,
    isNumeric: false,
    value: (row) => refundedLabel(row.refunded),
  },
  {
    label: 'Amount Refunded',
    isEssential: false,
    isNumeric: true,
    value: (row) => formatPence(row.amountRefunded),
  },
  {
    label: 'Payment Type',
    isEssential: true,
    isNumeric: false,
    value: (row) => paymentTypeLabel(row.type),
  },
  {
    label: 'Item Count',
    isEssential: false,
    isNumeric: true,
    value: (row) => String(row.itemCount),
  },
  {
    label: 'Customer Name',
    isEssential: false,
    isNumeric: false,
    value: (row) => row.customerName,
  },
];

export type TransactionsTableProps = {
  rows: TransactionRow[];
  count: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  isSmall: boolean;
  timeZone: string;
  onOpenOrder: (orderId: string) => void;
};

const openOnKey = (event: KeyboardEvent, open: () => void) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  open();
};

/** The §2.13 columns, 50 a page; a row opens its order's details. */
export const TransactionsTable = ({
  rows,
  count,
  page,
  onPageChange,
  isSmall,
  timeZone,
  onOpenOrder,
}: TransactionsTableProps) => {
  const columns = isSmall ? TRANSACTION_COLUMNS.filter((c) => c.isEssential) : TRANSACTION_COLUMNS;
  return (
    <>
      <TableContainer>
        <Table
          size={isSmall ? 'small' : 'medium'}
          aria-label="Transactions"
          // A phone's three columns share 350 px: tighter cells, and headings may wrap.
          sx={isSmall ? { '& th, & td': { px: 1 }, '& th': { whiteSpace: 'normal' } } : undefined}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.isNumeric ? 'right' : 'left'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap', verticalAlign: 'bottom' }}
                >
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                tabIndex={0}
                aria-label={`Transaction ${formatCreated(row.createdAt, timeZone)}, ${formatPence(row.amountGross)}: open order details`}
                onClick={() => onOpenOrder(row.orderId)}
                onKeyDown={(event) => openOnKey(event, () => onOpenOrder(row.orderId))}
                sx={{ cursor: 'pointer', height: isSmall ? 48 : 56 }}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    align={column.isNumeric ? 'right' : 'left'}
                    sx={{
                      whiteSpace: column.label === 'Customer Name' ? 'normal' : 'nowrap',
                      fontVariantNumeric: column.isNumeric ? 'tabular-nums' : undefined,
                    }}
                  >
                    {column.value(row, timeZone)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={Math.max(0, page - 1)}
        onPageChange={(_, zeroBased) => onPageChange(zeroBased + 1)}
        rowsPerPage={TRANSACTIONS_PAGE_SIZE}
        rowsPerPageOptions={[]}
      />
    </>
  );
};
