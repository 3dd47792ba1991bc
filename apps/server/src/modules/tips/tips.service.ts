import { and, desc, eq, gte, lte } from 'drizzle-orm';
import {
  tipsMessages as m,
  type TipAllocation,
  type TipStatement,
  type TipsReport,
} from '@opentill/contract/reports/tips.schemas';
import { toZonedIso } from '@opentill/contract/time/zoned-format';
import type { Db } from '@/db/client.js';
import { tipAllocations, tipShares } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { checkPeriod, type TipsClient } from './tip-period.js';
import { readCashierNames, readTipDays, readTipPayments, type TipPeriod } from './tip-rows.sql.js';

type AllocationRow = typeof tipAllocations.$inferSelect;

const PAYMENTS_LISTED = 500;

/** The allocations sharing any of [from, to], each with its shares and their names. */
const allocationsOver = async (
  db: Db,
  client: TipsClient,
  from: string,
  to: string,
): Promise<TipAllocation[]> => {
  const rows = await db
    .select()
    .from(tipAllocations)
    .where(
      and(
        eq(tipAllocations.clientId, client.id),
        lte(tipAllocations.periodFrom, to),
        gte(tipAllocations.periodTo, from),
      ),
    )
    .orderBy(desc(tipAllocations.periodFrom), desc(tipAllocations.createdAt));
  return viewAllocations(db, client, rows);
};

export const viewAllocations = async (
  db: Db,
  client: TipsClient,
  rows: readonly AllocationRow[],
): Promise<TipAllocation[]> => {
  const views: TipAllocation[] = [];
  for (const row of rows) {
    const shares = await db
      .select()
      .from(tipShares)
      .where(and(eq(tipShares.clientId, client.id), eq(tipShares.allocationId, row.id)));
    const names = new Map(
      (
        await readCashierNames(
          db,
          client.id,
          shares.map((s) => s.cashierId),
        )
      ).map((c) => [c.id, c.name]),
    );
    views.push({
      id: row.id,
      from: row.periodFrom,
      to: row.periodTo,
      method: row.method,
      total: row.totalPence,
      createdAt: toZonedIso(row.createdAt, client.timeZone),
      shares: shares
        .map((share) => ({
          cashierId: share.cashierId,
          name: names.get(share.cashierId) ?? '',
          hours: share.minutesWorked === null ? null : share.minutesWorked / 60,
          share: share.sharePence,
        }))
        .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name)),
    });
  }
  return views;
};

/**
 * GET reports/tips/: the period's tips by day and by payment, how much of them is shared
 * and how much is left, and the allocations that shared them.
 */
export const tipsReport = async (
  db: Db,
  client: TipsClient,
  from: string,
  to: string,
  now: Date,
): Promise<TipsReport> => {
  checkPeriod(client, from, to, now);
  const period: TipPeriod = { clientId: client.id, timeZone: client.timeZone, from, to };
  const days = await readTipDays(db, period);
  const payments = await readTipPayments(db, period, PAYMENTS_LISTED);
  return {
    from,
    to,
    total: days.reduce((sum, day) => sum + day.total, 0),
    cash: days.reduce((sum, day) => sum + day.cash, 0),
    card: days.reduce((sum, day) => sum + day.card, 0),
    shared: days.reduce((sum, day) => sum + day.shared, 0),
    unshared: days.reduce((sum, day) => sum + day.unshared, 0),
    days,
    payments: payments.map((row) => ({
      ...row,
      paidAt: toZonedIso(new Date(row.paidAt), client.timeZone),
    })),
    allocations: await allocationsOver(db, client, from, to),
  };
};

/** GET reports/tips/allocations/{id}/ */
export const getAllocation = async (db: Db, client: TipsClient, id: string) => {
  const rows = await db
    .select()
    .from(tipAllocations)
    .where(and(eq(tipAllocations.clientId, client.id), eq(tipAllocations.id, id)));
  const [view] = await viewAllocations(db, client, rows);
  if (!view) throw AppError.notFound(m.notFound);
  return view;
};

/** GET reports/tips/statements/{cashierId}/: what one worker was allocated, newest first. */
export const tipStatement = async (
  db: Db,
  client: TipsClient,
  cashierId: string,
): Promise<TipStatement> => {
  const [cashier] = await readCashierNames(db, client.id, [cashierId]);
  if (!cashier) throw AppError.notFound(m.unknownWorker);
  const rows = await db
    .select({ share: tipShares, allocation: tipAllocations })
    .from(tipShares)
    .innerJoin(
      tipAllocations,
      and(
        eq(tipAllocations.clientId, tipShares.clientId),
        eq(tipAllocations.id, tipShares.allocationId),
      ),
    )
    .where(and(eq(tipShares.clientId, client.id), eq(tipShares.cashierId, cashierId)))
    .orderBy(desc(tipAllocations.periodFrom));
  const lines = rows.map(({ share, allocation }) => ({
    allocationId: allocation.id,
    from: allocation.periodFrom,
    to: allocation.periodTo,
    method: allocation.method,
    hours: share.minutesWorked === null ? null : share.minutesWorked / 60,
    share: share.sharePence,
    pot: allocation.totalPence,
  }));
  return {
    cashierId,
    name: cashier.name,
    total: lines.reduce((sum, line) => sum + line.share, 0),
    lines,
  };
};
