import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatPence } from '@opentill/contract/money';
import { paymentTypeLabel } from '@opentill/contract/reports/report-constants';
import type { TipsReport } from '@opentill/contract/reports/tips.schemas';
import { FigureTable } from '@/features/reports/close-day/components/figure-table';
import { paymentSharedLabel } from '@/features/reports/tips/tip-labels';
import { formatCreated } from '@/features/reports/transactions/transaction-labels';
import { visuallyHidden } from '@/ui/visually-hidden';

export type TipPaymentsTableProps = {
  payments: TipsReport['payments'];
  timeZone: string;
  onOpenOrder: (orderId: string) => void;
};

const FIGURE_SX = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Each payment that carried a tip, newest first: the record behind every total, each
 * opening its order as Transactions does, and saying whether its tip is shared yet.
 */
export const TipPaymentsTable = ({ payments, timeZone, onOpenOrder }: TipPaymentsTableProps) => (
  <FigureTable
    title="Tipped payments"
    rowHeading="Order"
    columns={['Time', 'Tender', 'Cashier', 'Tip', 'Shared']}
  >
    {payments.map((payment) => (
      <TableRow key={payment.paymentId}>
        <TableCell component="th" scope="row">
          <Button
            size="small"
            onClick={() => onOpenOrder(payment.orderId)}
            sx={{ minWidth: 0, minHeight: 44, px: 1, ml: -1, fontWeight: 700 }}
          >
            {/* Read as "Order #42": the number alone says little to a screen reader. */}
            <span style={visuallyHidden}>Order</span> #{payment.orderNumber}
          </Button>
        </TableCell>
        <TableCell align="right" sx={FIGURE_SX}>
          {formatCreated(payment.paidAt, timeZone)}
        </TableCell>
        <TableCell align="right">{paymentTypeLabel(payment.payType)}</TableCell>
        <TableCell align="right">{payment.cashier ?? '—'}</TableCell>
        <TableCell align="right" sx={{ ...FIGURE_SX, fontWeight: 600 }}>
          {formatPence(payment.tip)}
        </TableCell>
        <TableCell align="right">{paymentSharedLabel(payment.allocationId)}</TableCell>
      </TableRow>
    ))}
  </FigureTable>
);
