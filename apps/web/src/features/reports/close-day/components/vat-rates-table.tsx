import { formatPence } from '@opentill/contract/money';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import { vatRateLabel } from '@/features/reports/close-day/figure-labels';
import {
  FigureRow,
  FigureTable,
  NoFiguresRow,
} from '@/features/reports/close-day/components/figure-table';

export type VatRatesTableProps = {
  figures: Pick<DayFigures, 'vatRates' | 'net' | 'vat' | 'gross'>;
};

/** Net, VAT and gross per rate, and their totals: what the VAT return needs. */
export const VatRatesTable = ({ figures }: VatRatesTableProps) => (
  <FigureTable title="VAT by rate" rowHeading="Rate" columns={['Net', 'VAT', 'Gross']}>
    {figures.vatRates.length === 0 && <NoFiguresRow columnCount={4} text="No sales yet." />}
    {figures.vatRates.map((line) => (
      <FigureRow
        key={line.rate}
        label={vatRateLabel(line.rate)}
        values={[formatPence(line.net), formatPence(line.vat), formatPence(line.gross)]}
      />
    ))}
    <FigureRow
      label="Total"
      values={[formatPence(figures.net), formatPence(figures.vat), formatPence(figures.gross)]}
      isTotal
    />
  </FigureTable>
);
