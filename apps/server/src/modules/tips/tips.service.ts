import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { allocatePence } from '@opentill/contract/orders/vat';
import {
  tipsMessages as m,
  type TipAllocation,
  type TipAllocationInput,
  type TipStatement,
  type TipsReport,
} from '@opentill/contract/reports/tips.schemas';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import { toZonedIso } from '@opentill/contract/time/zoned-format';
import type { Db } from '@/db/client.js';
import { tipAllocations, tipShares } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { readCashierNames, readTipDays, readTipPayments, type TipPeriod } from './tip-rows.sql.js';

export type TipsClient = { id: string; timeZone: string };
type AllocationRow = typeof tipAllocations.$inferSelect;

const PAYMENTS_LISTED = 500;
const MAX_DAYS = 31;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** 'yyyy-mm-dd' naming a day that exists: no 30 February reaches the database's cast. */
const isCalendarDay = (key: string): boolean => {
  const [year, month, day] = key.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

/** A period the merchant may read or share: real days, in order, none in the future. */
const checkPeriod = (client: TipsClient, from: string, to: string, now: Date) => {
  if (!isCalendarDay(from)) throw AppError.field('from', m.dateInvalid);
  if (!isCalendarDay(to)) throw AppError.field('to', m.dateInvalid);
  if (from > to) throw AppError.field('to', m.periodBackwards);
  if (daysBetween(from, to) >= MAX_DAYS) throw AppError.field('to', m.periodTooLong);
  if (to > merchantDateKey(now, client.timeZone)) throw AppError.field('to', m.periodFuture);
};

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
    .orderBy(desc(tipAllocations.periodFrom));
  return viewAllocations(db, client, rows);
};

const viewAllocations = async (
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

/** GET reports/tips/: the period's tips by day and by payment, and how they were shared. */
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
    days,
    payments: payments.map((row) => ({
      ...row,
      paidAt: toZonedIso(new Date(row.paidAt), client.timeZone),
    })),
    allocations: await allocationsOver(db, client, from, to),
  };
};

/** Checks the workers named and returns each one's weight: 1 each, or their minutes. */
const weightsOf = async (db: Db, client: TipsClient, input: TipAllocationInput) => {
  const ids = input.workers.map((worker) => worker.cashierId);
  if (new Set(ids).size !== ids.length) throw AppError.field('workers', m.workerRepeated);
  const known = await readCashierNames(db, client.id, ids);
  if (known.length !== ids.length || known.some((c) => c.removed))
    throw AppError.field('workers', m.unknownWorker);
  if (input.method === 'equal') return input.workers.map(() => ({ weight: 1, minutes: null }));
  const minutes = input.workers.map((worker) => Math.round((worker.hours ?? 0) * 60));
  if (input.workers.some((worker) => worker.hours === null || worker.hours === undefined))
    throw AppError.field('workers', m.hoursRequired);
  if (minutes.reduce((a, b) => a + b, 0) === 0) throw AppError.field('workers', m.hoursRequired);
  return minutes.map((value) => ({ weight: value, minutes: value }));
};

/**
 * POST reports/tips/allocations/: shares every tip paid in [from, to] between the workers
 * named, equally or by their hours, by largest remainder so the shares add up to the pot
 * exactly. A day's tips are shared once: a period that overlaps one shared is refused.
 */
export const allocateTips = async (
  db: Db,
  client: TipsClient,
  input: TipAllocationInput,
  userId: string | null,
  now: Date,
  seal?: SealAnswer,
): Promise<TipAllocation> => {
  checkPeriod(client, input.from, input.to, now);
  const weights = await weightsOf(db, client, input);
  return db.transaction(async (tx) => {
    // Two shares at once of overlapping days take turns, so the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tips:${client.id}`}))`);
    const [overlap] = await allocationsOver(tx, client, input.from, input.to);
    if (overlap) throw AppError.detail('conflict', m.alreadyShared(overlap.from, overlap.to));
    const days = await readTipDays(tx, {
      clientId: client.id,
      timeZone: client.timeZone,
      from: input.from,
      to: input.to,
    });
    const total = days.reduce((sum, day) => sum + day.total, 0);
    if (total === 0) throw AppError.detail('conflict', m.nothingToShare);
    const [row] = await tx
      .insert(tipAllocations)
      .values({
        clientId: client.id,
        periodFrom: input.from,
        periodTo: input.to,
        method: input.method,
        totalPence: total,
        createdByUserId: userId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the allocation was not written');
    const shares = allocatePence(
      total,
      weights.map((w) => w.weight),
    );
    await tx.insert(tipShares).values(
      input.workers.map((worker, i) => ({
        clientId: client.id,
        allocationId: row.id,
        cashierId: worker.cashierId,
        minutesWorked: weights[i]?.minutes ?? null,
        sharePence: shares[i] ?? 0,
      })),
    );
    const [view] = await viewAllocations(tx, client, [row]);
    if (!view) throw new Error('the allocation has no view');
    await seal?.(tx, view);
    return view;
  });
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
