import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatPence } from '@opentill/contract/money';
import type { TipsReport } from '@opentill/contract/reports/tips.schemas';
import { FigureTable } from '@/features/reports/close-day/components/figure-table';
import { tipDayLabel } from '@/features/reports/tips/tip-labels';

export type TipDaysTableProps = {
  report: Pick<TipsReport, 'days' | 'total' | 'cash' | 'card' | 'shared' | 'unshared'>;
};

const COLUMNS = ['Payments', 'Cash', 'Card', 'Total', 'Shared', 'Not shared'];
const FIGURE_SX = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

type DayRowProps = { label: string; values: readonly (string | number)[]; isTotal?: boolean };

/** One day on one line: with seven columns a phone scrolls the table, never wraps the day. */
const DayRow = ({ label, values, isTotal = false }: DayRowProps) => (
  <TableRow>
    <TableCell
      component="th"
      scope="row"
      sx={{ fontWeight: isTotal ? 700 : 500, whiteSpace: 'nowrap' }}
    >
      {label}
    </TableCell>
    {values.map((value, index) => (
      <TableCell
        key={COLUMNS[index]}
        align="right"
        sx={{ ...FIGURE_SX, fontWeight: isTotal ? 700 : undefined }}
      >
        {value}
      </TableCell>
    ))}
  </TableRow>
);

/**
 * The tips of each day with any, how much of them is shared and how much is not yet, and
 * the period's total when there is more than one day.
 */
export const TipDaysTable = ({ report }: TipDaysTableProps) => (
  <FigureTable title="Tips by day" rowHeading="Day" columns={COLUMNS}>
    {report.days.map((day) => (
      <DayRow
        key={day.date}
        label={tipDayLabel(day.date)}
        values={[
          day.count,
          formatPence(day.cash),
          formatPence(day.card),
          formatPence(day.total),
          formatPence(day.shared),
          formatPence(day.unshared),
        ]}
      />
    ))}
    {report.days.length > 1 && (
      <DayRow
        label="Total"
        isTotal
        values={[
          report.days.reduce((sum, day) => sum + day.count, 0),
          formatPence(report.cash),
          formatPence(report.card),
          formatPence(report.total),
          formatPence(report.shared),
          formatPence(report.unshared),
        ]}
      />
    )}
  </FigureTable>
);
