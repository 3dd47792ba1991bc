import type { CashierTotal, TodayReport } from '@opentill/contract/reports/report.schemas';
import { toZonedIso } from '@opentill/contract/time/zoned-format';
import {
  merchantDateKey,
  shiftWallClock,
  startOfLocalDay,
} from '@opentill/contract/time/zoned-time';
import type { Db } from '@/db/client.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { openingStatus } from './opening-status.js';
import { readTodayTotals, type TodayTotalsRow } from './today-totals.sql.js';

export const NO_CASHIER_NAME = 'No cashier';

const totalOf = (rows: TodayTotalsRow[]) => ({
  count: rows.reduce((n, r) => n + r.count, 0),
  total: rows.reduce((n, r) => n + r.totalPence, 0),
});

/** Percent change, one decimal; null when last week took nothing (no base to compare). */
export const percentIncrease = (now: number, before: number): number | null =>
  before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10;

/**
 * GET report/today/: takings from local midnight to now, net of their refunds, by
 * card, cash and cashier, against the same wall-clock period a week before, with
 * the open or closed state from the opening hours.
 */
export const getTodayReport = async (
  db: Db,
  client: Pick<ClientRow, 'id' | 'timeZone' | 'openingHours'>,
  now: Date,
): Promise<TodayReport> => {
  const { timeZone } = client;
  const today = merchantDateKey(now, timeZone);
  const start = startOfLocalDay(today, timeZone);
  const rows = await readTodayTotals(db, {
    clientId: client.id,
    start,
    now,
    lastWeekStart: startOfLocalDay(today, timeZone, -7),
    lastWeekNow: shiftWallClock(now, timeZone, -7),
  });
  const byPayType = rows.filter((r) => r.kind === 'pay_type');
  const cashiers = rows.filter((r) => r.kind === 'cashier');
  const totalPayments = totalOf(byPayType);
  const lastWeek = rows.find((r) => r.kind === 'last_week')?.totalPence ?? 0;
  // The per-cashier table shows only when some cashier took a payment today.
  const cashierBreakdown: CashierTotal[] = cashiers.some((r) => r.key !== null)
    ? cashiers
        .map((r) => ({
          id: r.key,
          cashierName: r.key === null ? NO_CASHIER_NAME : (r.cashierName ?? ''),
          count: r.count,
          total: r.totalPence,
        }))
        .sort((a, b) => b.total - a.total || a.cashierName.localeCompare(b.cashierName))
    : [];
  const status = openingStatus(
    client.openingHours,
    timeZone,
    now,
    startOfLocalDay(today, timeZone, -1),
  );
  return {
    start: toZonedIso(start, timeZone),
    end: toZonedIso(startOfLocalDay(today, timeZone, 1), timeZone),
    generatedAt: toZonedIso(now, timeZone),
    open: status.open,
    statusSince: status.statusSince ? toZonedIso(status.statusSince, timeZone) : null,
    nextChangeAt: status.nextChangeAt ? toZonedIso(status.nextChangeAt, timeZone) : null,
    increaseOverLastWeek: percentIncrease(totalPayments.total, lastWeek),
    totalCardPayments: totalOf(byPayType.filter((r) => r.key === 'pax_device')),
    totalCashPayments: totalOf(byPayType.filter((r) => r.key === 'cash')),
    totalPayments,
    cashierBreakdown,
  };
};
