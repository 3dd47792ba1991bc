import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RevenueReport } from '@opentill/contract/reports/report.schemas';
import { toChartPoints } from '@/features/reports/transactions/chart-points';

// Recharts arrives with the chart, never with the rest of the app (DESIGN.md §10).
const RevenueChart = lazy(async () => ({
  default: (await import('@/features/reports/transactions/components/revenue-chart')).RevenueChart,
}));

const CHART_HEIGHT = 300;
export const REVENUE_CHART_TITLE = 'Hourly Revenue over last 24 hours';

export type RevenueChartCardProps = {
  report: RevenueReport | undefined;
  isError: boolean;
  timeZone: string;
};

const ChartPlaceholder = () => (
  <Skeleton
    variant="rounded"
    height={CHART_HEIGHT}
    aria-label="Loading the revenue chart"
    sx={{ transform: 'none' }}
  />
);

/** 'Hourly Revenue over last 24 hours' (spec 001 §2.13) with the lazily loaded chart. */
export const RevenueChartCard = ({ report, isError, timeZone }: RevenueChartCardProps) => (
  <Paper
    component="section"
    aria-label={REVENUE_CHART_TITLE}
    variant="outlined"
    sx={{ p: { xs: 1.5, sm: 2 } }}
  >
    <Typography
      variant="h6"
      component="h2"
      sx={{ mb: 1.5, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
    >
      {REVENUE_CHART_TITLE}
    </Typography>
    {report === undefined && isError && (
      <Alert severity="error">The revenue could not be loaded. Trying again shortly.</Alert>
    )}
    {report === undefined && !isError && <ChartPlaceholder />}
    {report !== undefined && (
      <Box sx={{ height: CHART_HEIGHT }}>
        <Suspense fallback={<ChartPlaceholder />}>
          <RevenueChart points={toChartPoints(report, timeZone)} height={CHART_HEIGHT} />
        </Suspense>
      </Box>
    )}
  </Paper>
);
