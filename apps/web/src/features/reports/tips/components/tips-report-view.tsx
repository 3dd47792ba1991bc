import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { TipsReport } from '@opentill/contract/reports/tips.schemas';
import { SummaryTiles } from '@/features/reports/close-day/components/summary-tiles';
import { TipDaysTable } from '@/features/reports/tips/components/tip-days-table';
import { TipPaymentsTable } from '@/features/reports/tips/components/tip-payments-table';
import { TipsSharing } from '@/features/reports/tips/components/tips-sharing';

export const NO_TIPS = 'No tips in these days.';

export type TipsReportViewProps = {
  report: TipsReport;
  timeZone: string;
  onShare: () => void;
  onOpenOrder: (orderId: string) => void;
  onOpenStatement: (cashierId: string) => void;
};

/**
 * The period's tips: the totals first, then what is left to share (and Share) and how they
 * were shared, the days and every tipped payment, in Close day's tables: each scrolls inside its own region, so
 * a phone's page never widens.
 */
export const TipsReportView = ({
  report,
  timeZone,
  onShare,
  onOpenOrder,
  onOpenStatement,
}: TipsReportViewProps) => {
  const hasTips = report.total !== 0 || report.payments.length > 0;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      {hasTips ? (
        <SummaryTiles
          label="Tips summary"
          tiles={[
            { label: 'Tips', value: formatPence(report.total), isMain: true },
            { label: 'of them cash', value: formatPence(report.cash) },
            { label: 'of them card', value: formatPence(report.card) },
          ]}
        />
      ) : (
        <Typography color="text.secondary">{NO_TIPS}</Typography>
      )}
      <TipsSharing
        report={report}
        timeZone={timeZone}
        onShare={onShare}
        onOpenStatement={onOpenStatement}
      />
      {hasTips && <TipDaysTable report={report} />}
      {hasTips && (
        <TipPaymentsTable
          payments={report.payments}
          timeZone={timeZone}
          onOpenOrder={onOpenOrder}
        />
      )}
    </Stack>
  );
};
