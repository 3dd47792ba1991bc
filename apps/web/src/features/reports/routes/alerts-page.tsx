import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import { useSession } from '@/api/get-session';
import { AlertListItem } from '@/features/reports/alerts/alert-list-item';
import { useMarkShownAlertsSeen } from '@/features/reports/alerts/use-mark-shown-alerts-seen';
import { useAlerts } from '@/features/reports/api/get-alerts';
import { FALLBACK_TIME_ZONE } from '@opentill/contract/time/zoned-format';
import { PageContainer } from '@/ui/page-container';

const ALERTS_MAX_WIDTH = 880;

/**
 * Alerts (spec 001 §2.13): newest first, unseen ones highlighted and then marked seen.
 * A failed load is silently ignored (§8) and reads as no alerts.
 */
export const AlertsPage = () => {
  const timeZone = useSession().client?.timeZone ?? FALLBACK_TIME_ZONE;
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useAlerts();
  const alerts = data?.pages.flatMap((page) => page.results);
  const newIds = useMarkShownAlertsSeen(alerts);

  if (isPending)
    return (
      <PageContainer maxWidth={ALERTS_MAX_WIDTH}>
        <Skeleton variant="rounded" height={240} aria-label="Loading alerts" />
      </PageContainer>
    );

  if (alerts === undefined || alerts.length === 0)
    return (
      <PageContainer maxWidth={ALERTS_MAX_WIDTH}>
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {REPORT_MESSAGES.noAlerts}
        </Typography>
      </PageContainer>
    );

  return (
    <PageContainer maxWidth={ALERTS_MAX_WIDTH}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Paper variant="outlined" sx={{ overflow: 'hidden', width: '100%' }}>
          <List disablePadding aria-label="Alerts">
            {alerts.map((alert) => (
              <AlertListItem
                key={alert.id}
                alert={alert}
                isNew={newIds.has(alert.id) || !alert.seen}
                timeZone={timeZone}
              />
            ))}
          </List>
        </Paper>
        {hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            Show older alerts
          </Button>
        )}
      </Stack>
    </PageContainer>
  );
};
