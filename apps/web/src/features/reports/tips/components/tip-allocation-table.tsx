import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatPence } from '@opentill/contract/money';
import { tipsMessages as m, type TipAllocation } from '@opentill/contract/reports/tips.schemas';
import { FigureRow, FigureTable } from '@/features/reports/close-day/components/figure-table';
import { hoursLabel, methodLabel, tipPeriodLabel } from '@/features/reports/tips/tip-labels';
import { formatCreated } from '@/features/reports/transactions/transaction-labels';

export type TipAllocationTableProps = {
  allocation: TipAllocation;
  timeZone: string;
  onOpenStatement: (cashierId: string) => void;
};

const FIGURE_SX = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Who got what from one allocation, each worker opening their tips statement. When it was
 * made tells apart two shares of the same days: the first, and one of the tips left.
 */
export const TipAllocationTable = ({
  allocation,
  timeZone,
  onOpenStatement,
}: TipAllocationTableProps) => {
  const isByHours = allocation.method === 'hours';
  return (
    <FigureTable
      title={`Tips shared: ${tipPeriodLabel(allocation.from, allocation.to)}`}
      description={`${methodLabel(allocation.method)}, ${formatPence(allocation.total)} in all, shared ${formatCreated(allocation.createdAt, timeZone)}.`}
      rowHeading="Worker"
      columns={isByHours ? ['Hours', 'Share', 'Statement'] : ['Share', 'Statement']}
    >
      {allocation.shares.map((share) => (
        <TableRow key={share.cashierId}>
          <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
            {share.name}
          </TableCell>
          {isByHours && (
            <TableCell align="right" sx={FIGURE_SX}>
              {hoursLabel(share.hours)}
            </TableCell>
          )}
          <TableCell align="right" sx={{ ...FIGURE_SX, fontWeight: 600 }}>
            {formatPence(share.share)}
          </TableCell>
          <TableCell align="right">
            <Button
              size="small"
              aria-label={`${m.statement} for ${share.name}`}
              onClick={() => onOpenStatement(share.cashierId)}
              sx={{ minHeight: 44 }}
            >
              View
            </Button>
          </TableCell>
        </TableRow>
      ))}
      <FigureRow
        label="Total"
        isTotal
        values={[...(isByHours ? [''] : []), formatPence(allocation.total), '']}
      />
    </FigureTable>
  );
};
