import { reportQueryKeys } from '@/features/reports/api/report-query-keys';

/**
 * Under the reports' root key, so a sale, refund or tip heard on the event stream
 * refreshes the tips as it does Today (app/live/live-query-keys.ts).
 */
const root = [...reportQueryKeys.all, 'tips'] as const;

export const tipsQueryKeys = {
  all: root,
  report: (from: string, to: string) => [...root, 'report', from, to] as const,
  statement: (cashierId: string) => [...root, 'statement', cashierId] as const,
};
