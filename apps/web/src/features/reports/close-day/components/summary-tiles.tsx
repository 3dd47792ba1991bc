import Box from '@mui/material/Box';

export type SummaryTile = { label: string; value: string; isMain?: boolean };
export type SummaryTilesProps = { tiles: readonly SummaryTile[]; label?: string };

/**
 * The figures a manager reads first, large, two a row on a phone and three from a
 * laptop; the main one outlined. Shared by the day's figures and the tips.
 */
export const SummaryTiles = ({ tiles, label = 'Summary' }: SummaryTilesProps) => (
  <Box
    component="dl"
    aria-label={label}
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      gap: { xs: 1, sm: 1.5 },
    }}
  >
    {tiles.map((tile) => (
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
