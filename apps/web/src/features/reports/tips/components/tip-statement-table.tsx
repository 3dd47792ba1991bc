import { formatPence } from '@opentill/contract/money';
import type { TipStatement } from '@opentill/contract/reports/tips.schemas';
import {
  FigureRow,
  FigureTable,
  NoFiguresRow,
} from '@/features/reports/close-day/components/figure-table';
import { hoursLabel, methodLabel, tipPeriodLabel } from '@/features/reports/tips/tip-labels';

export type TipStatementTableProps = { statement: TipStatement };

/** Every allocation a worker had a share of, newest first, and what they were given in all. */
export const TipStatementTable = ({ statement }: TipStatementTableProps) => (
  <FigureTable
    title={statement.name}
    rowHeading="Days"
    columns={['Method', 'Hours', 'Pot', 'Share']}
  >
    {statement.lines.length === 0 && (
      <NoFiguresRow columnCount={5} text="No tips have been shared with them yet." />
    )}
    {statement.lines.map((line) => (
      <FigureRow
        key={line.allocationId}
        label={tipPeriodLabel(line.from, line.to)}
        values={[
          methodLabel(line.method),
          hoursLabel(line.hours),
          formatPence(line.pot),
          formatPence(line.share),
        ]}
      />
    ))}
    <FigureRow label="Total" isTotal values={['', '', '', formatPence(statement.total)]} />
  </FigureTable>
);
