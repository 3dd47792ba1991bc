import { formatPence } from '@opentill/contract/money';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import {
  SummaryTiles,
  type SummaryTile,
} from '@/features/reports/close-day/components/summary-tiles';

export type FiguresSummaryProps = { figures: DayFigures };

const tilesOf = (figures: DayFigures): SummaryTile[] => [
  { label: 'Net takings', value: formatPence(figures.netTakings), isMain: true },
  { label: 'Gross sales', value: formatPence(figures.gross) },
  { label: 'VAT', value: formatPence(figures.vat) },
  { label: 'Net of VAT', value: formatPence(figures.net) },
  { label: 'Transactions', value: String(figures.transactionCount) },
  ...(figures.expectedCash === null
    ? []
    : [{ label: 'Expected cash', value: formatPence(figures.expectedCash) }]),
];

/**
 * The figures a manager reads first, large: takings after refunds, the sales and their
 * VAT, the count of payments taken (a split bill's parts one each) and the cash the
 * drawers should hold.
 */
export const FiguresSummary = ({ figures }: FiguresSummaryProps) => (
  <SummaryTiles tiles={tilesOf(figures)} />
);
