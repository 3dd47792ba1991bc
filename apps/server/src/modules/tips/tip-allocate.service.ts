import { and, eq, sql } from 'drizzle-orm';
import { allocatePence } from '@opentill/contract/orders/vat';
import {
  tipsMessages as m,
  type TipAllocation,
  type TipAllocationInput,
} from '@opentill/contract/reports/tips.schemas';
import type { Db } from '@/db/client.js';
import { tipAllocations, tipShares } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { checkPeriod, type TipsClient } from './tip-period.js';
import { linkUnsharedTips, readCashierNames, readTipDays, type TipPeriod } from './tip-rows.sql.js';
import { viewAllocations } from './tips.service.js';

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

/** Why nothing was shared: the days had no tips, or every one was shared before. */
const nothingLeft = async (db: Db, period: TipPeriod) => {
  const days = await readTipDays(db, period);
  return days.some((day) => day.total > 0) ? m.allShared : m.nothingToShare;
};

/**
 * POST reports/tips/allocations/: shares the tips paid in [from, to] that no allocation
 * shared yet between the workers named, equally or by their hours, by largest remainder so
 * the shares add up to what is left exactly. The payments shared are linked to it in the
 * same transaction, so a tip taken after a day was shared is left for the next allocation.
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
  const period: TipPeriod = {
    clientId: client.id,
    timeZone: client.timeZone,
    from: input.from,
    to: input.to,
  };
  return db.transaction(async (tx) => {
    // Two shares at once of overlapping days take turns, so the second finds the first's links.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tips:${client.id}`}))`);
    const [row] = await tx
      .insert(tipAllocations)
      .values({
        clientId: client.id,
        periodFrom: input.from,
        periodTo: input.to,
        method: input.method,
        totalPence: 0,
        createdByUserId: userId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the allocation was not written');
    // One statement picks and links the tips left: the pot is exactly the tips it linked,
    // even if a payment is paid while this runs.
    const linked = await linkUnsharedTips(tx, period, row.id);
    const total = linked.reduce((sum, link) => sum + link.tip, 0);
    if (total === 0) throw AppError.detail('conflict', await nothingLeft(tx, period));
    const [allocation] = await tx
      .update(tipAllocations)
      .set({ totalPence: total })
      .where(and(eq(tipAllocations.clientId, client.id), eq(tipAllocations.id, row.id)))
      .returning();
    if (!allocation) throw new Error('the allocation was not written');
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
    const [view] = await viewAllocations(tx, client, [allocation]);
    if (!view) throw new Error('the allocation has no view');
    await seal?.(tx, view);
    return view;
  });
};
