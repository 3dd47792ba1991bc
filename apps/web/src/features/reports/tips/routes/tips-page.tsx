import { lazy, Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { formatPence } from '@opentill/contract/money';
import { tipsMessages as m, type TipAllocation } from '@opentill/contract/reports/tips.schemas';
import { FALLBACK_TIME_ZONE, merchantToday } from '@opentill/contract/time/zoned-format';
import { getFirstFieldErrors } from '@/api/api-error';
import { useSession } from '@/api/get-session';
import { useTipsReport } from '@/features/reports/tips/api/get-tips-report';
import { ShareTipsDialog } from '@/features/reports/tips/components/share-tips-dialog';
import { TipPeriodFields } from '@/features/reports/tips/components/tip-period-fields';
import { TipStatementDialog } from '@/features/reports/tips/components/tip-statement-dialog';
import { TipsReportView } from '@/features/reports/tips/components/tips-report-view';
import { useTipPeriod } from '@/features/reports/tips/hooks/use-tip-period';
import { tipPeriodLabel } from '@/features/reports/tips/tip-labels';
import { DialogLoading } from '@/ui/dialog-loading';
import { PageContainer } from '@/ui/page-container';

// The order dialog Transactions opens: loaded only when an order number is pressed.
const TransactionOrderDialog = lazy(async () => ({
  default: (await import('@/features/reports/transactions/components/transaction-order-dialog'))
    .TransactionOrderDialog,
}));

/** "Tips shared: Sam £1.01, Jo £0.50." */
export const sharedMessage = (allocation: TipAllocation): string =>
  `Tips shared: ${allocation.shares.map((s) => `${s.name} ${formatPence(s.share)}`).join(', ')}.`;

/**
 * Tips (issue 16; Employment (Allocation of Tips) Act 2023): the tips taken in some days,
 * by day and by payment, how they were shared between the workers, and each worker's
 * statement. Same access as Close day: the reports guard.
 */
export const TipsPage = () => {
  const headingId = useId();
  const timeZone = useSession().client?.timeZone ?? FALLBACK_TIME_ZONE;
  const today = merchantToday(timeZone);
  const period = useTipPeriod(today);
  const report = useTipsReport(period.period);
  const { enqueueSnackbar } = useSnackbar();
  const [isSharing, setIsSharing] = useState(false);
  const [statementFor, setStatementFor] = useState<string | null>(null);
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  // The server's word on the days shown (a 400 on from or to) lands under its field.
  const serverErrors = period.isShown ? getFirstFieldErrors(report.error) : {};
  const errors = {
    from: period.errors.from ?? serverErrors.from,
    to: period.errors.to ?? serverErrors.to,
  };

  const showShared = (allocation: TipAllocation) => {
    setIsSharing(false);
    enqueueSnackbar(sharedMessage(allocation), { variant: 'success' });
  };

  return (
    <PageContainer maxWidth={1100}>
      <Stack component="section" aria-labelledby={headingId} spacing={{ xs: 2, sm: 2.5 }}>
        {/* The top bar says Tips already: the heading says which days. */}
        <Typography id={headingId} component="h2" variant="h2">
          {tipPeriodLabel(period.period.from, period.period.to)}
        </Typography>
        <TipPeriodFields
          values={period.fields}
          errors={errors}
          today={today}
          onChange={period.change}
          onSubmit={() => period.show(() => void report.refetch())}
          isBusy={report.isLoading}
        />
        {report.isPending && (
          <Skeleton variant="rounded" height={280} aria-label="Loading the tips" />
        )}
        {report.isError && (
          <Alert
            severity="error"
            action={
              <Button
                color="inherit"
                onClick={() => void report.refetch()}
                disabled={report.isFetching}
              >
                Try again
              </Button>
            }
          >
            The tips could not be loaded.
          </Alert>
        )}
        {report.data !== undefined && !report.isError && (
          <TipsReportView
            report={report.data}
            timeZone={timeZone}
            onShare={() => setIsSharing(true)}
            onOpenOrder={setOpenOrderId}
            onOpenStatement={setStatementFor}
          />
        )}
        <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          {m.kept}
        </Typography>
      </Stack>
      {isSharing && report.data !== undefined && (
        <ShareTipsDialog
          period={{ from: report.data.from, to: report.data.to }}
          potPence={report.data.unshared}
          onCancel={() => setIsSharing(false)}
          onShared={showShared}
        />
      )}
      {statementFor !== null && (
        <TipStatementDialog cashierId={statementFor} onClose={() => setStatementFor(null)} />
      )}
      {openOrderId !== null && (
        <Suspense fallback={<DialogLoading />}>
          <TransactionOrderDialog orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
        </Suspense>
      )}
    </PageContainer>
  );
};
