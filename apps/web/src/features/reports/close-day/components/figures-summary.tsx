import Box from '@mui/material/Box';
import { formatPence } from '@opentill/contract/money';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';

export type FiguresSummaryProps = { figures: DayFigures };

type Tile = { label: string; value: string; isMain?: boolean };

const tilesOf = (figures: DayFigures): Tile[] => [
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
  <Box
    component="dl"
    aria-label="Summary"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      gap: { xs: 1, sm: 1.5 },
    }}
  >
    {tilesOf(figures).map((tile) => (
      <Box
        key={tile.label}
        sx={{
          p: { xs: 1.5, sm: 2 },
          borderRadius: 2,
          border: 1,
          borderColor: tile.isMain === true ? 'primary.main' : 'divider',
          bgcolor: tile.isMain === true ? 'rgba(15, 92, 87, 0.08)' : 'background.paper',
        }}
      >
        <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600, fontSize: '0.9rem' }}>
          {tile.label}
        </Box>
        <Box
          component="dd"
          sx={{
            m: 0,
            fontWeight: 700,
            fontSize: { xs: '1.3rem', sm: '1.5rem' },
            fontVariantNumeric: 'tabular-nums',
            overflowWrap: 'anywhere',
          }}
        >
          {tile.value}
        </Box>
      </Box>
    ))}
  </Box>
);
