import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { DrawerFigure } from '@opentill/contract/reports/day-figures.schemas';
import { varianceText } from '@/features/reports/close-day/figure-labels';
import { formatClockTime } from '@/ui/zoned-time';

export type DrawerCardsProps = { drawers: readonly DrawerFigure[]; timeZone: string };

const varianceColour = (variance: number | null) => {
  if (variance === null || variance === 0) return 'text.primary';
  return variance < 0 ? 'error.main' : 'warning.main';
};

const statusOf = (drawer: DrawerFigure, timeZone: string): string =>
  drawer.closedAt === null
    ? `Open since ${formatClockTime(drawer.openedAt, timeZone)}, not cashed up`
    : `Cashed up at ${formatClockTime(drawer.closedAt, timeZone)}`;

/** One till's drawer: float, expected, counted and the difference, as a card of its own. */
const DrawerCard = ({ drawer, timeZone }: { drawer: DrawerFigure; timeZone: string }) => (
  <Paper
    component="article"
    variant="outlined"
    aria-label={`Drawer of ${drawer.deviceName}`}
    sx={{ p: 2, display: 'grid', gap: 1 }}
  >
    <Typography component="h4" sx={{ fontWeight: 700 }}>
      {drawer.deviceName}
    </Typography>
    <Typography color="text.secondary">{statusOf(drawer, timeZone)}</Typography>
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        rowGap: 0.5,
        fontVariantNumeric: 'tabular-nums',
        '& dt': { fontWeight: 500 },
        '& dd': { m: 0, textAlign: 'right', fontWeight: 600 },
      }}
    >
      <dt>Float</dt>
      <dd>{formatPence(drawer.float)}</dd>
      <dt>Expected</dt>
      <dd>{formatPence(drawer.expected)}</dd>
      <dt>Counted</dt>
      <dd>{drawer.counted === null ? 'Not counted' : formatPence(drawer.counted)}</dd>
      <dt>Variance</dt>
      <Box component="dd" sx={{ color: varianceColour(drawer.variance) }}>
        {drawer.variance === null ? '—' : varianceText(drawer.variance)}
      </Box>
    </Box>
    {drawer.approvedBy !== null && (
      <Typography variant="body2">
        Approved by {drawer.approvedBy}
        {drawer.varianceReason === null ? '' : `: ${drawer.varianceReason}`}
      </Typography>
    )}
  </Paper>
);

/** Every drawer of the period, side by side where the screen allows. */
export const DrawerCards = ({ drawers, timeZone }: DrawerCardsProps) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="h3" sx={{ fontSize: '1.1rem' }}>
        Drawers
      </Typography>
      {drawers.length === 0 ? (
        <Typography color="text.secondary">No till was opened with a float.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
          }}
        >
          {drawers.map((drawer) => (
            <DrawerCard key={drawer.sessionId} drawer={drawer} timeZone={timeZone} />
          ))}
        </Box>
      )}
    </Box>
  );
};
