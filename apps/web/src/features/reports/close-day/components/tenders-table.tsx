import { formatPence } from '@opentill/contract/money';
import { TENDERS, type DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import { TENDER_LABELS } from '@/features/reports/close-day/figure-labels';
import { FigureRow, FigureTable } from '@/features/reports/close-day/components/figure-table';

export type TendersTableProps = { tenders: DayFigures['tenders'] };

/** Cash, card and other, each shown even at nothing, so a missing tender is seen as £0.00. */
export const TendersTable = ({ tenders }: TendersTableProps) => (
  <FigureTable title="Tenders" rowHeading="Tender" columns={['Payments', 'Total']}>
    {TENDERS.map((tender) => {
      const line = tenders.find((figure) => figure.tender === tender);
      return (
        <FigureRow
          key={tender}
          label={TENDER_LABELS[tender]}
          values={[line?.count ?? 0, formatPence(line?.total ?? 0)]}
        />
      );
    })}
  </FigureTable>
);
