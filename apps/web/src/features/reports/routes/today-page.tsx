import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@/api/get-session';
import { useTodayReport } from '@/features/reports/api/get-today-report';
import { FALLBACK_TIME_ZONE } from '@opentill/contract/time/zoned-format';
import { CashierTotalsTable } from '@/features/reports/today/cashier-totals-table';
import {
  nextChangeLine,
  statusLine,
  todayHeading,
  weekOnWeekLine,
} from '@/features/reports/today/today-lines';
import { TodayTotalsTable } from '@/features/reports/today/today-totals-table';
import { PageContainer } from '@/ui/page-container';

const TODAY_MAX_WIDTH = 720;

/** Today (spec 001 §2.13): open or closed, and today's takings by type and by cashier. */
export const TodayPage = () => {
  const timeZone = useSession().client?.timeZone ?? FALLBACK_TIME_ZONE;
  const { data: report, isPending, isError, refetch, isFetching } = useTodayReport();

  if (isPending)
    return (
      <PageContainer maxWidth={TODAY_MAX_WIDTH}>
        <Skeleton variant="rounded" height={280} aria-label="Loading today's report" />
      </PageContainer>
    );

  if (isError)
    return (
      <PageContainer maxWidth={TODAY_MAX_WIDTH}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          }
        >
          Today&apos;s report could not be loaded.
        </Alert>
      </PageContainer>
    );

  const zoned = { timeZone };
  const next = nextChangeLine(report, zoned);
  const weekOnWeek = weekOnWeekLine(report);
  return (
    <PageContainer maxWidth={TODAY_MAX_WIDTH}>
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <Typography component="h2" variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
            {todayHeading(report, zoned)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{statusLine(report, zoned)}</Typography>
          {next !== null && <Typography color="text.secondary">{next}</Typography>}
          {weekOnWeek !== null && (
            <Typography
              color={(report.increaseOverLastWeek ?? 0) > 0 ? 'success.dark' : 'text.secondary'}
            >
              {weekOnWeek}
            </Typography>
          )}
        </Stack>
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <TodayTotalsTable report={report} />
        </Paper>
        {report.cashierBreakdown.length > 0 && (
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <CashierTotalsTable cashiers={report.cashierBreakdown} />
          </Paper>
        )}
      </Stack>
    </PageContainer>
  );
};
