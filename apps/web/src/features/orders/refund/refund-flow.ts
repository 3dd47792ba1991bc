import type { Pence } from '@opentill/contract/money';
import type { CompletedRefundInput } from '@opentill/contract/orders/order-operations.schemas';
import { refundMessages as m } from '@opentill/contract/orders/refund-messages';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';

/**
 * A refund once the PIN is checked and the amount chosen (000 §4, 001 §4; issue 12):
 *
 *   cash ─→ record
 *   card ─start (uti kept on the order)→ REFUND → terminal ─poll ⟲206─approved→ record
 *          │                                  │          │      └─declined→ 'Refund failed.'
 *          └─refused→ the server's words      │          ├─unreachable→ unverified (same uti)
 *                                             │          └─no answer in timeoutMs→ slow
 *                                             └─fail→ 'Failed to send refund request to device'
 *   slow ─keep waiting→ poll · ─check again→ once · ─cancel→ cancelled (uti kept)
 *   record ─fail→ recordFailed (retry sends the same body with the same Idempotency-Key)
 *
 * Before a new card REFUND the terminal is asked about the order's cancelled ones: one it
 * approved after all is recorded instead, so a customer is never refunded twice. A refund
 * of an order paid in parts names its payment on start and on record (issue 16).
 */
export type PendingRecord = { input: CompletedRefundInput; idempotencyKey: string };

/**
 * How much goes back, with the notes, and for an order paid in parts which of its payments
 * it returns (issue 16); left out for an order paid in one go, whose one payment is meant.
 */
export type RefundRequest = { amount: Pence; notes: string; paymentId?: string };

/** A card REFUND sent to the terminal: asked about again, or recorded, by its uti. */
export type CardRefundWait = RefundRequest & { uti: string };

/** The payment's id as the server takes it, and nothing at all when none is named. */
const named = (paymentId: string | undefined): { paymentId?: string } =>
  paymentId === undefined ? {} : { paymentId };

/** The wait alone, out of an outcome or a state that carries it. */
export const waitOf = ({ uti, amount, notes, paymentId }: CardRefundWait): CardRefundWait => ({
  uti,
  amount,
  notes,
  ...named(paymentId),
});

export type RefundOutcome =
  | { kind: 'processed' }
  /** Nothing left the till: say why and let the cashier try again from the amount. */
  | { kind: 'failed'; message: string }
  /** The terminal took the REFUND but its outcome is unknown. */
  | ({ kind: 'unverified' } & CardRefundWait)
  /** No final answer in time: Keep waiting, Check again or Cancel. */
  | ({ kind: 'slow'; isStillBusy: boolean } & CardRefundWait)
  /** The cashier stopped waiting; the uti stays on the order. */
  | { kind: 'cancelled' }
  /** The money moved; telling the server failed. */
  | { kind: 'recordFailed'; pending: PendingRecord; message: string };

export type RefundDeps = {
  terminal: CardTerminal | null;
  record: (pending: PendingRecord) => Promise<void>;
  /** POST start_card_refund: the REFUND's uti, amount and payment kept before it is sent. */
  startCardRefund: (uti: string, amount: Pence, paymentId?: string) => Promise<void>;
  /** POST card_attempts/{uti}: a cancelled wait or a decline, kept on the order. */
  reportOutcome: (uti: string, outcome: 'cancelled' | 'declined') => Promise<void>;
  /** The server's own words for a refused record (e.g. a 400 on the amount), if any. */
  serverMessage: (error: unknown) => string | null;
  newKey: () => string;
  newUti: () => string;
  sleep: (ms: number) => Promise<void>;
  /** Milliseconds now; Date.now in the app, so a journey's page.clock can move it. */
  now: () => number;
  timeoutMs: number;
  /** Stops polling when the dialog closes or the cashier chooses. */
  isCancelled?: () => boolean;
  /** Told when the terminal has the REFUND and the card holder is at it. */
  onWaiting?: () => void;
};

/** The terminal answers 206 while the card holder is at it: ask again every second. */
export const REFUND_POLL_INTERVAL_MS = 1000;

export const recordPending = async (
  deps: RefundDeps,
  pending: PendingRecord,
  { isCard }: { isCard: boolean },
): Promise<RefundOutcome> => {
  try {
    await deps.record(pending);
    return { kind: 'processed' };
  } catch (error) {
    const said = deps.serverMessage(error);
    // Cash has not changed hands until this succeeds: the server's refusal stands as is.
    if (!isCard && said !== null) return { kind: 'failed', message: said };
    return { kind: 'recordFailed', pending, message: m.updateFailed };
  }
};

export const refundCash = (deps: RefundDeps, { amount, notes, paymentId }: RefundRequest) =>
  recordPending(
    deps,
    {
      input: { amountRefunded: amount, notes, ...named(paymentId) },
      idempotencyKey: deps.newKey(),
    },
    { isCard: false },
  );

const recordApproved = (
  deps: RefundDeps,
  { uti, amount, notes, paymentId }: CardRefundWait,
  retrievalReferenceNumber: string,
) =>
  recordPending(
    deps,
    {
      input: { amountRefunded: amount, notes, retrievalReferenceNumber, uti, ...named(paymentId) },
      idempotencyKey: deps.newKey(),
    },
    { isCard: true },
  );

/** Polls the terminal about `uti` until it has a final answer (records an approval), or times out. */
export const followCardRefund = async (
  deps: RefundDeps,
  wait: CardRefundWait,
  { once = false }: { once?: boolean } = {},
): Promise<RefundOutcome> => {
  if (deps.terminal === null) return { kind: 'failed', message: m.androidOnly };
  const { uti } = wait;
  const deadline = deps.now() + deps.timeoutMs;
  for (;;) {
    if (deps.isCancelled?.() === true) return { kind: 'unverified', ...wait };
    const answer = await deps.terminal.getTransaction(uti).catch(() => null);
    if (answer === null || answer.status === 'not_found') return { kind: 'unverified', ...wait };
    if (answer.status === 'in_progress') {
      if (once || deps.now() >= deadline) return { kind: 'slow', isStillBusy: once, ...wait };
      deps.onWaiting?.();
      await deps.sleep(REFUND_POLL_INTERVAL_MS);
      continue;
    }
    if (!answer.transApproved) {
      try {
        await deps.reportOutcome(uti, 'declined');
      } catch {
        return { kind: 'unverified', ...wait };
      }
      return { kind: 'failed', message: m.refundFailed };
    }
    return recordApproved(deps, wait, answer.retrievalReferenceNumber);
  }
};

export type EarlierRefund = { uti: string; amount: Pence };

/**
 * One question about each cancelled REFUND; an approval found is recorded instead. An
 * attempt does not say which payment of a split bill it was for, so the server is left to
 * put it against the order's own payment.
 */
const settleEarlier = async (
  deps: RefundDeps & { terminal: CardTerminal },
  earlier: readonly EarlierRefund[],
): Promise<RefundOutcome | null> => {
  for (const { uti, amount } of earlier) {
    const answer = await deps.terminal.getTransaction(uti).catch(() => null);
    if (answer?.status === 'final' && answer.transApproved)
      return recordApproved(deps, { uti, amount, notes: '' }, answer.retrievalReferenceNumber);
  }
  return null;
};

export const refundCard = async (
  deps: RefundDeps,
  request: RefundRequest,
  saleReference: string | null,
  earlier: readonly EarlierRefund[] = [],
): Promise<RefundOutcome> => {
  const { terminal } = deps;
  if (terminal === null) return { kind: 'failed', message: m.androidOnly };
  const settled = await settleEarlier({ ...deps, terminal }, earlier);
  if (settled !== null) return settled;
  const wait: CardRefundWait = waitOf({ ...request, uti: deps.newUti() });
  const { uti, amount } = wait;
  try {
    await deps.startCardRefund(uti, amount, request.paymentId);
  } catch (error) {
    // Nothing reached the terminal: the server's reason, or the spec's words.
    return { kind: 'failed', message: deps.serverMessage(error) ?? m.sendFailed };
  }
  try {
    await terminal.refund(uti, amount, saleReference ?? '');
  } catch {
    // It may have arrived: only a terminal that has never heard of the uti proves it did not.
    const heard = await terminal.getTransaction(uti).catch(() => null);
    if (heard?.status !== 'not_found') return { kind: 'unverified', ...wait };
    return deps.reportOutcome(uti, 'cancelled').then(
      (): RefundOutcome => ({ kind: 'failed', message: m.sendFailed }),
      (): RefundOutcome => ({ kind: 'unverified', ...wait }),
    );
  }
  deps.onWaiting?.();
  return followCardRefund(deps, wait);
};

/** Cancel this refund: closed on the order, uti kept. If the server is not told, the choices stay. */
export const cancelCardRefund = async (
  deps: RefundDeps,
  wait: CardRefundWait,
): Promise<RefundOutcome> => {
  try {
    await deps.reportOutcome(wait.uti, 'cancelled');
  } catch {
    return { kind: 'slow', isStillBusy: false, ...wait };
  }
  return { kind: 'cancelled' };
};
