import { formatPence } from '@opentill/contract/money';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import { FigureRow, FigureTable } from '@/features/reports/close-day/components/figure-table';

export type AdjustmentsTableProps = {
  figures: Pick<DayFigures, 'refunds' | 'voids' | 'discounts' | 'comps'>;
};

/** Money given back or never taken, each with how often: where a manager looks first. */
export const AdjustmentsTable = ({ figures }: AdjustmentsTableProps) => (
  <FigureTable
    title="Refunds, voids, discounts and comps"
    rowHeading="Kind"
    columns={['Count', 'Total']}
  >
    <FigureRow
      label="Refunds"
      values={[figures.refunds.count, formatPence(figures.refunds.total)]}
    />
    <FigureRow label="Voids" values={[figures.voids.count, formatPence(figures.voids.total)]} />
    <FigureRow
      label="Discounts"
      values={[figures.discounts.count, formatPence(figures.discounts.total)]}
    />
    <FigureRow label="Comps" values={[figures.comps.count, formatPence(figures.comps.total)]} />
  </FigureTable>
);
