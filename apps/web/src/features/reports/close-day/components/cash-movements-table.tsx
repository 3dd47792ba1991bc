import { formatPence } from '@opentill/contract/money';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import { FigureRow, FigureTable } from '@/features/reports/close-day/components/figure-table';

export type CashMovementsTableProps = {
  figures: Pick<DayFigures, 'payIns' | 'payOuts' | 'noSales' | 'expectedCash'>;
};

/** Cash in and out of the drawers besides sales, and what the drawers should hold. */
export const CashMovementsTable = ({ figures }: CashMovementsTableProps) => (
  <FigureTable title="Cash in and out" rowHeading="Movement" columns={['Count', 'Total']}>
    <FigureRow label="Pay-ins" values={[figures.payIns.count, formatPence(figures.payIns.total)]} />
    <FigureRow
      label="Pay-outs"
      values={[figures.payOuts.count, formatPence(figures.payOuts.total)]}
    />
    <FigureRow label="No sales" values={[figures.noSales, '—']} />
    {figures.expectedCash !== null && (
      <FigureRow label="Expected cash" values={['—', formatPence(figures.expectedCash)]} isTotal />
    )}
  </FigureTable>
);
