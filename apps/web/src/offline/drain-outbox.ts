import { ORDER_BATCH_MAX } from '@opentill/contract/orders/order-batch';
import { api } from '@/api/api-client';
import { createBatch, withBatchAnswer } from '@/offline/drain-batch';
import {
  drainSale,
  type CardCheck,
  type CreatedOrder,
  type DrainDeps,
  type DrainOutcome,
} from '@/offline/drain-sale';
import { offlineDb } from '@/offline/offline-db';
import type { OutboxSale } from '@/offline/outbox-types';
import { deleteSale, listSales, updateSale } from '@/offline/outbox-store';
import { createBodyOf } from '@/offline/sale-bodies';
import { readTillDevice } from '@/offline/till-device';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';

/** One drainer across the till's tabs: a Web Lock held while it sends. */
export const DRAIN_LOCK = 'opentill-outbox-drain';

/**
 * A sale a checkout claimed (`live`) but did not settle for this long belongs to a page
 * that went away (a closed tab, a crash): the drainer takes it over.
 */
export const LIVE_CLAIM_MS = 120_000;

export type DrainReport = { sent: number; attention: number; waiting: number; ms: number };

/** The terminal's answer about a uti, as the drainer needs it (drain-sale.ts). */
export const cardCheckOf = async (terminal: CardTerminal, uti: string): Promise<CardCheck> => {
  const answer = await terminal.getTransaction(uti);
  if (answer.status === 'not_found') return { kind: 'not_charged' };
  if (answer.status !== 'final') return { kind: 'unknown' };
  if (!answer.transApproved) return { kind: 'not_charged' };
  return {
    kind: 'approved',
    input: {
      type: 'pax_device',
      uti,
      retrievalReferenceNumber: answer.retrievalReferenceNumber,
      cardNumberMask: answer.cardPan,
    },
  };
};

const apiDeps: DrainDeps = {
  create: (body: unknown, key: string) =>
    api.post<CreatedOrder>('orders/orders', body, { headers: { 'Idempotency-Key': key } }),
  createMany: createBatch,
  pay: (orderId: string, body: unknown, key: string) =>
    api.post(`orders/orders/${orderId}/pay`, body, { headers: { 'Idempotency-Key': key } }),
  update: updateSale,
  remove: deleteSale,
  now: () => Date.now(),
};

const isDue = (sale: OutboxSale, now: number, ignoresBackOff: boolean) => {
  if (sale.state === 'attention') return false;
  if (sale.state === 'live' && now - sale.claimedAt < LIVE_CLAIM_MS) return false;
  return ignoresBackOff || sale.nextAttemptAt <= now;
};

/** A sale written before the till knew its device gets it now, before its first send. */
const withDevice = async (sale: OutboxSale): Promise<OutboxSale> => {
  if (sale.deviceId !== null || sale.isCreated || sale.attemptedBody !== null) return sale;
  const device = await readTillDevice(sale.merchant);
  if (device === null) return sale;
  await updateSale(sale.id, { deviceId: device.id, deviceNumber: device.number });
  return { ...sale, deviceId: device.id, deviceNumber: device.number };
};

/** One pass over the due sales; stops at the first the server could not take. */
const pass = async (
  merchant: string,
  ignoresBackOff: boolean,
  isCreateOnly: boolean,
  report: DrainReport,
  deps: DrainDeps,
): Promise<boolean> => {
  const sales = await listSales(merchant);
  // While creating, a sale's own bookkeeping is written behind the next sale's request
  // rather than before it: the kitchen hears of every order sooner. A write lost (with the
  // page, or refused by the browser) costs only a repeated create, which the server answers
  // from its Idempotency-Key, or a refusal met again.
  const writes: Promise<unknown>[] = [];
  const passDeps: DrainDeps = isCreateOnly
    ? {
        ...deps,
        update: (id, changes) => {
          writes.push(deps.update(id, changes));
          return Promise.resolve();
        },
      }
    : deps;
  try {
    return isCreateOnly && passDeps.createMany !== undefined
      ? await createInBatches(sales, ignoresBackOff, report, passDeps, passDeps.createMany)
      : await passOver(sales, ignoresBackOff, isCreateOnly, report, passDeps);
  } finally {
    await Promise.allSettled(writes);
  }
};

const passOver = async (
  sales: readonly OutboxSale[],
  ignoresBackOff: boolean,
  isCreateOnly: boolean,
  report: DrainReport,
  deps: DrainDeps,
): Promise<boolean> => {
  for (const [index, listed] of sales.entries()) {
    // Read again: another page may have settled it since the list was made.
    const fresh = await offlineDb().sales.get(listed.id);
    if (fresh === undefined || !isDue(fresh, Date.now(), ignoresBackOff)) continue;
    if (isCreateOnly && fresh.isCreated) continue;
    const outcome: DrainOutcome = await drainSale(await withDevice(fresh), deps, {
      isCreateOnly,
    });
    if (outcome === 'sent') report.sent += 1;
    if (outcome === 'held') report.waiting += 1;
    if (outcome === 'attention') report.attention += 1;
    if (outcome === 'retry') {
      // The server is not there: the rest wait for the next pass rather than each failing.
      report.waiting = sales.length - index;
      return false;
    }
  }
  return true;
};

/**
 * The create-only pass in batches of up to ORDER_BATCH_MAX, in sale order: one request
 * makes them all, so the kitchen has them sooner. Each answer then settles its sale as a
 * create of its own would. A batch the server did not answer (down, or a server without
 * the batch route) leaves each sale to its own create, which finds out what is wrong.
 */
const createInBatches = async (
  sales: readonly OutboxSale[],
  ignoresBackOff: boolean,
  report: DrainReport,
  deps: DrainDeps,
  createMany: NonNullable<DrainDeps['createMany']>,
): Promise<boolean> => {
  // Read again: another page may have settled some since the list was made.
  const fresh = await offlineDb().sales.bulkGet(sales.map((sale) => sale.id));
  const due: OutboxSale[] = [];
  for (const sale of fresh) {
    if (sale === undefined || sale.isCreated || !isDue(sale, Date.now(), ignoresBackOff)) continue;
    due.push(await withDevice(sale));
  }
  for (let start = 0; start < due.length; start += ORDER_BATCH_MAX) {
    const chunk = due.slice(start, start + ORDER_BATCH_MAX);
    const answers = await createMany(
      chunk.map((sale) => ({ body: createBodyOf(sale, true), key: sale.id })),
    ).catch(() => null);
    for (const [index, sale] of chunk.entries()) {
      const answer = answers?.[index];
      const saleDeps = answer === undefined ? deps : withBatchAnswer(deps, answer);
      const outcome = await drainSale(sale, saleDeps, { isCreateOnly: true });
      if (outcome === 'attention') report.attention += 1;
      if (outcome === 'retry') {
        report.waiting = due.length - (start + index);
        return false;
      }
    }
  }
  return true;
};

/** Every order first (the kitchen sees them all sooner), then every payment. */
const sendDue = async (
  merchant: string,
  ignoresBackOff: boolean,
  terminal: CardTerminal | null,
): Promise<DrainReport> => {
  const started = performance.now();
  const report: DrainReport = { sent: 0, attention: 0, waiting: 0, ms: 0 };
  const deps: DrainDeps =
    terminal === null ? apiDeps : { ...apiDeps, checkCard: (uti) => cardCheckOf(terminal, uti) };
  if (await pass(merchant, ignoresBackOff, true, report, deps))
    await pass(merchant, ignoresBackOff, false, report, deps);
  report.ms = Math.round(performance.now() - started);
  return report;
};

/**
 * Sends what is due, oldest first, under the drain lock; another tab already draining
 * means nothing to do here (it sends them). `ignoresBackOff` for Send now and reconnects.
 */
export const drainOutbox = async (
  merchant: string,
  {
    ignoresBackOff = false,
    terminal = null,
  }: {
    ignoresBackOff?: boolean;
    /** The till's card terminal, asked about card SALEs whose outcome was never kept. */
    terminal?: CardTerminal | null;
  } = {},
): Promise<DrainReport | null> => {
  if (typeof navigator.locks === 'undefined')
    return await sendDue(merchant, ignoresBackOff, terminal);
  return await navigator.locks.request(DRAIN_LOCK, { ifAvailable: true }, async (lock) =>
    lock === null ? null : await sendDue(merchant, ignoresBackOff, terminal),
  );
};
