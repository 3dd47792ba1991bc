import { reportQueryKeys } from '@/features/reports/api/report-query-keys';

/**
 * Under the reports' root key, so a sale, refund or cancellation heard on the event
 * stream refreshes the X report as it does Today (app/live/live-query-keys.ts).
 */
const root = [...reportQueryKeys.all, 'close-day'] as const;

export const closeDayQueryKeys = {
  all: root,
  x: (deviceId: string | null) => [...root, 'x', deviceId ?? 'business'] as const,
  zList: (page: number) => [...root, 'z-list', page] as const,
  z: (id: string) => [...root, 'z', id] as const,
  managers: [...root, 'managers'] as const,
};
