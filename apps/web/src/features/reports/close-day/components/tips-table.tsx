import { formatPence, type Pence } from '@opentill/contract/money';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import { FigureRow, FigureTable } from '@/features/reports/close-day/components/figure-table';

export type TipsTableProps = {
  tips: NonNullable<DayFigures['tips']>;
  cashTips: Pence | undefined;
};

/**
 * Tips taken on the payments (issue 16), kept apart from the takings and their VAT. The
 * cash ones are change kept in the drawers, so they are in the expected cash: said on their
 * own, a drawer's count can be checked against them.
 */
export const TipsTable = ({ tips, cashTips }: TipsTableProps) => (
  <FigureTable title="Tips" rowHeading="Kind" columns={['Count', 'Total']}>
    <FigureRow label="Tips" values={[tips.count, formatPence(tips.total)]} />
    {cashTips !== undefined && (
      <FigureRow label="of them cash" values={['—', formatPence(cashTips)]} />
    )}
  </FigureTable>
);
