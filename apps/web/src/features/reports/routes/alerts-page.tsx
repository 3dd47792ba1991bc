import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import { useSession } from '@/api/get-session';
import { AlertListItem } from '@/features/reports/alerts/alert-list-item';
import { useMarkShownAlertsSeen } from '@/features/reports/alerts/use-mark-shown-alerts-seen';
import { useAlerts } from '@/features/reports/api/get-alerts';
import { FALLBACK_TIME_ZONE } from '@/features/reports/format/zoned-format';
import { PageContainer } from '@/ui/page-container';

/**
 * Alerts (spec 001 §2.13): newest first, unseen ones highlighted and then marked seen.
 * A failed load is silently ignored (§8) and reads as no alerts.
 */
export const AlertsPage = () => {
  const timeZone = useSession().client?.timeZone ?? FALLBACK_TIME_ZONE;
  const { data, isPending } = useAlerts();
  const alerts = data?.results;
  const newIds = useMarkShownAlertsSeen(alerts);

  if (isPending)
    return (
      <PageContainer maxWidth={880}>
        <Skeleton variant="rounded" height={240} aria-label="Loading alerts" />
      </PageContainer>
    );

  return (
    <PageContainer maxWidth={880}>
      {alerts === undefined || alerts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {REPORT_MESSAGES.noAlerts}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
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
      )}
    </PageContainer>
  );
};
