import { isApiError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';
import type { PayInput } from '@opentill/contract/orders/order.schemas';
import type { BatchAnswer, BatchItem } from '@/offline/drain-batch';
import type { OutboxSale } from '@/offline/outbox-types';
import { createBodyOf, payBodyOf, payKeyOf } from '@/offline/sale-bodies';

/** What the server answered to a create: only what the drainer needs next. */
export type CreatedOrder = { id: string; orderNumber: number; soldOfflineAt?: string | null };

/** What the terminal says about a card SALE the till did not see finish. */
export type CardCheck =
  | { kind: 'approved'; input: Extract<PayInput, { type: 'pax_device' }> }
  /** Declined, or the terminal never heard of the uti: nobody was charged. */
  | { kind: 'not_charged' }
  /** Still in progress, or the terminal cannot be reached: ask again later. */
  | { kind: 'unknown' };

export type DrainDeps = {
  create: (body: unknown, key: string) => Promise<CreatedOrder>;
  /** Many creates in one request, each answered as alone (drain-batch.ts); absent: one by one. */
  createMany?: (items: readonly BatchItem[]) => Promise<BatchAnswer[]>;
  /** Asks the till's card terminal about a uti; absent when no terminal is set up. */
  checkCard?: (uti: string) => Promise<CardCheck>;
  pay: (orderId: string, body: unknown, key: string) => Promise<unknown>;
  update: (id: string, changes: Partial<OutboxSale>) => Promise<void>;
  remove: (id: string) => Promise<void>;
  now: () => number;
};

/**
 * - `sent`: every step got a 2xx, and the sale left the outbox;
 * - `created`: only the create was asked for (`isCreateOnly`), and it got a 2xx;
 * - `retry`: the server could not be reached or answered 5xx; the sale waits (back-off);
 * - `attention`: the server refused a step (4xx), with its sentence kept for staff;
 * - `held`: the server has the order, but a card SALE's outcome is not known yet (the
 *   terminal is busy or out of reach): the sale waits, and the others go on.
 */
export type DrainOutcome = 'sent' | 'created' | 'retry' | 'attention' | 'held';

const BACK_OFF_BASE_MS = 2_000;
const BACK_OFF_MAX_MS = 60_000;

export const backOffMs = (attempts: number): number =>
  Math.min(BACK_OFF_MAX_MS, BACK_OFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

/** Another request with the same key is still being handled: wait for it, do not give up. */
const isStillRunning = (error: unknown) =>
  isApiError(error) && error.status === 409 && /Idempotency-Key/i.test(error.detail ?? '');

const GENERIC_REFUSAL = 'The server refused this sale.';

/** The server's own sentence: its detail, or the first message of the first field. */
export const refusalSentence = (error: unknown): string => {
  if (!isApiError(error)) return GENERIC_REFUSAL;
  if (error.detail !== undefined) return error.detail;
  const first = Object.values(error.fieldErrors).find((list) => list.length > 0)?.[0];
  return first ?? GENERIC_REFUSAL;
};

const settleFailure = async (
  sale: OutboxSale,
  error: unknown,
  deps: DrainDeps,
): Promise<DrainOutcome> => {
  const attempts = sale.attempts + 1;
  if (!isApiError(error) || isUnreachableStatus(error.status) || isStillRunning(error)) {
    await deps.update(sale.id, { attempts, nextAttemptAt: deps.now() + backOffMs(attempts) });
    return 'retry';
  }
  await deps.update(sale.id, { attempts, state: 'attention', problem: refusalSentence(error) });
  return 'attention';
};

/**
 * The create with the offline body (with `sold_at`). When a checkout's online attempt
 * reached the server before the connection went, the server knows this key with that
 * first body and answers 422 to another: the first body then gets the first answer, so
 * a lost response is still one order.
 */
const createOnce = async (sale: OutboxSale, deps: DrainDeps): Promise<CreatedOrder> => {
  try {
    return await deps.create(createBodyOf(sale, true), sale.id);
  } catch (error) {
    if (isApiError(error) && error.status === 422 && sale.attemptedBody !== null)
      return await deps.create(sale.attemptedBody, sale.id);
    throw error;
  }
};

const UNKNOWN: CardCheck = { kind: 'unknown' };

/**
 * A card SALE whose outcome the till never kept is settled by the terminal before the
 * sale can leave: approved becomes the sale's payment, not charged clears it, unknown
 * holds the sale (null) with back-off. A sale with a payment kept has nothing to ask.
 */
const settleCard = async (sale: OutboxSale, deps: DrainDeps): Promise<OutboxSale | null> => {
  const uti = sale.cardUti;
  if (sale.payment !== null || uti === undefined || uti === null) return sale;
  const check = deps.checkCard ? await deps.checkCard(uti).catch(() => UNKNOWN) : UNKNOWN;
  if (check.kind === 'unknown') {
    const attempts = sale.attempts + 1;
    await deps.update(sale.id, { attempts, nextAttemptAt: deps.now() + backOffMs(attempts) });
    return null;
  }
  const payment =
    check.kind === 'approved'
      ? { input: check.input, paidAt: new Date(deps.now()).toISOString(), key: `${sale.id}:pay` }
      : null;
  await deps.update(sale.id, { cardUti: null, payment });
  return { ...sale, cardUti: null, payment };
};

/**
 * Sends one sale's steps in order (create, then pay); deleted only once all got a 2xx.
 * `isCreateOnly` stops after the create: the drainer makes every order first, so the
 * kitchen has them all sooner, then takes the payments.
 */
export const drainSale = async (
  sale: OutboxSale,
  deps: DrainDeps,
  { isCreateOnly = false }: { isCreateOnly?: boolean } = {},
): Promise<DrainOutcome> => {
  let current = sale;
  if (!current.isCreated) {
    try {
      const order = await createOnce(current, deps);
      current = { ...current, isCreated: true, soldAt: order.soldOfflineAt ?? null };
      await deps.update(current.id, { isCreated: true, soldAt: current.soldAt });
    } catch (error) {
      return await settleFailure(current, error, deps);
    }
  }
  if (isCreateOnly) return 'created';
  const settled = await settleCard(current, deps);
  if (settled === null) return 'held';
  current = settled;
  const payBody = payBodyOf(current);
  if (payBody !== null) {
    try {
      await deps.pay(current.id, payBody, payKeyOf(current));
    } catch (error) {
      return await settleFailure(current, error, deps);
    }
  }
  await deps.remove(current.id);
  return 'sent';
};
