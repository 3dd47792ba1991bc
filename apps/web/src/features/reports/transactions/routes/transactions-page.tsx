import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { TRANSACTIONS_REFRESH_MS } from '@opentill/contract/reports/report-constants';
import { useSession } from '@/api/get-session';
import { isTerminalDevice } from '@/api/session-access';
import { FALLBACK_TIME_ZONE, merchantToday } from '@opentill/contract/time/zoned-format';
import { useRevenueReport } from '@/features/reports/transactions/api/get-revenue-report';
import { useTransactions } from '@/features/reports/transactions/api/get-transactions';
import { ExportPanel } from '@/features/reports/transactions/components/export-panel';
import { RevenueChartCard } from '@/features/reports/transactions/components/revenue-chart-card';
import { TransactionsTable } from '@/features/reports/transactions/components/transactions-table';
import { useAutoRefresh } from '@/features/reports/transactions/hooks/use-auto-refresh';
import { useTransactionsExport } from '@/features/reports/transactions/hooks/use-transactions-export';
import { refreshTargets } from '@/features/reports/transactions/refresh-targets';
import { DialogLoading } from '@/ui/dialog-loading';
import { PageContainer } from '@/ui/page-container';

const TransactionOrderDialog = lazy(async () => ({
  default: (await import('@/features/reports/transactions/components/transaction-order-dialog'))
    .TransactionOrderDialog,
}));

type View = 'history' | 'graph';

// Both labels on one line on a phone.
const TAB_SX = { minHeight: 48, px: 1, fontSize: { xs: '0.82rem', sm: '0.875rem' } };

/**
 * /reports/revenue, Transactions (spec 001 §2.13, §4): the revenue chart and the paid
 * transactions, 50 a page, refreshed every 10 s; on a small screen one at a time.
 */
export const TransactionsPage = () => {
  const session = useSession();
  const timeZone = session.client?.timeZone ?? FALLBACK_TIME_ZONE;
  const isTerminal = isTerminalDevice(session);
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [view, setView] = useState<View>('history');
  const [page, setPage] = useState(1);
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const revenue = useRevenueReport();
  const transactions = useTransactions(page);
  const exporter = useTransactionsExport();

  useAutoRefresh(
    async () => {
      const targets = refreshTargets(page);
      await Promise.all([
        targets.chart ? revenue.refetch() : null,
        targets.table ? transactions.refetch() : null,
      ]);
    },
    {
      intervalMs: TRANSACTIONS_REFRESH_MS,
      isPaused: exporter.isExporting || revenue.isFetching || transactions.isFetching,
    },
  );

  const rows = transactions.data?.results ?? [];
  const chart = (
    <RevenueChartCard report={revenue.data} isError={revenue.isError} timeZone={timeZone} />
  );
  const history = (
    <Paper
      component="section"
      aria-label="Transaction History"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        {/* On a small screen the tab above already says it. */}
        {!isSmall && (
          <Typography variant="h6" component="h2" sx={{ pt: 0.5 }}>
            Transaction History
          </Typography>
        )}
        <ExportPanel
          today={merchantToday(timeZone)}
          isTerminal={isTerminal}
          isExporting={exporter.isExporting}
          onExportCsv={(range) => void exporter.exportCsv(range)}
          onEmailReport={(range) => void exporter.emailReport(range)}
        />
      </Box>
      {transactions.isPending && (
        <CircularProgress aria-label="Loading transactions" sx={{ justifySelf: 'center' }} />
      )}
      {transactions.isError && transactions.data === undefined && (
        <Alert severity="error">The transactions could not be loaded. Trying again shortly.</Alert>
      )}
      {transactions.isSuccess && transactions.data.count === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          No transactions yet
        </Typography>
      )}
      {rows.length > 0 && (
        <TransactionsTable
          rows={rows}
          count={transactions.data?.count ?? 0}
          page={page}
          onPageChange={setPage}
          isSmall={isSmall}
          timeZone={timeZone}
          onOpenOrder={setOpenOrderId}
        />
      )}
    </Paper>
  );

  return (
    <PageContainer>
      {isSmall ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Tabs
            value={view}
            onChange={(_, next: View) => setView(next)}
            variant="fullWidth"
            aria-label="Transactions view"
          >
            <Tab value="history" label="Transaction History" sx={TAB_SX} />
            <Tab value="graph" label="Revenue Graph" sx={TAB_SX} />
          </Tabs>
          {view === 'history' ? history : chart}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {chart}
          {history}
        </Box>
      )}
      {openOrderId !== null && (
        <Suspense fallback={<DialogLoading />}>
          <TransactionOrderDialog orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
        </Suspense>
      )}
    </PageContainer>
  );
};
