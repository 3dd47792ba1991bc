import { formatPence } from '@opentill/contract/money';
import type { TipsReport } from '@opentill/contract/reports/tips.schemas';
import { FigureRow, FigureTable } from '@/features/reports/close-day/components/figure-table';
import { tipDayLabel } from '@/features/reports/tips/tip-labels';

export type TipDaysTableProps = { report: Pick<TipsReport, 'days' | 'total' | 'cash' | 'card'> };

/** The tips of each day with any, and the period's total when there is more than one. */
export const TipDaysTable = ({ report }: TipDaysTableProps) => (
  <FigureTable title="Tips by day" rowHeading="Day" columns={['Payments', 'Cash', 'Card', 'Total']}>
    {report.days.map((day) => (
      <FigureRow
        key={day.date}
        label={tipDayLabel(day.date)}
        values={[day.count, formatPence(day.cash), formatPence(day.card), formatPence(day.total)]}
      />
    ))}
    {report.days.length > 1 && (
      <FigureRow
        label="Total"
        isTotal
        values={[
          report.days.reduce((sum, day) => sum + day.count, 0),
          formatPence(report.cash),
          formatPence(report.card),
          formatPence(report.total),
        ]}
      />
    )}
  </FigureTable>
);
