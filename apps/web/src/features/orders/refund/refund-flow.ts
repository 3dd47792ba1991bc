import type { Pence } from '@opentill/contract/money';
import type { CompletedRefundInput } from '@opentill/contract/orders/order-operations.schemas';
import { refundMessages as m } from '@opentill/contract/orders/refund-messages';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';

/**
 * A refund once the PIN is checked and the amount chosen (000 §4, 001 §4):
 *
 *   cash ─→ record
 *   card ─REFUND→ terminal ─poll ⟲206─approved→ record
 *                    │          │      └─declined→ 'Refund failed.'
 *                    │          └─unreachable→ unverified (retry asks about the same uti)
 *                    └─fail→ 'Failed to send refund request to device'
 *   record ─fail→ recordFailed (retry sends the same body with the same Idempotency-Key)
 *
 * The key is chosen once per refund, so a retry after a lost answer is recorded once.
 */
export type PendingRecord = { input: CompletedRefundInput; idempotencyKey: string };

export type RefundOutcome =
  | { kind: 'processed' }
  /** Nothing left the till: say why and let the cashier try again from the amount. */
  | { kind: 'failed'; message: string }
  /** The terminal took the REFUND but its outcome is unknown. */
  | { kind: 'unverified'; uti: string; amount: Pence; notes: string }
  /** The money moved; telling the server failed. */
  | { kind: 'recordFailed'; pending: PendingRecord; message: string };

export type RefundDeps = {
  terminal: CardTerminal | null;
  record: (pending: PendingRecord) => Promise<void>;
  /** The server's own words for a refused record (e.g. a 400 on the amount), if any. */
  serverMessage: (error: unknown) => string | null;
  newKey: () => string;
  newUti: () => string;
  sleep: (ms: number) => Promise<void>;
  /** Stops polling when the dialog closes. */
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

export const refundCash = (deps: RefundDeps, amount: Pence, notes: string) =>
  recordPending(
    deps,
    { input: { amountRefunded: amount, notes }, idempotencyKey: deps.newKey() },
    { isCard: false },
  );

/** Polls the terminal about `uti` until it has a final answer; records an approval. */
export const followCardRefund = async (
  deps: RefundDeps,
  uti: string,
  amount: Pence,
  notes: string,
): Promise<RefundOutcome> => {
  if (deps.terminal === null) return { kind: 'failed', message: m.androidOnly };
  for (;;) {
    if (deps.isCancelled?.() === true) return { kind: 'unverified', uti, amount, notes };
    const answer = await deps.terminal.getTransaction(uti).catch(() => null);
    if (answer === null || answer.status === 'not_found')
      return { kind: 'unverified', uti, amount, notes };
    if (answer.status === 'in_progress') {
      deps.onWaiting?.();
      await deps.sleep(REFUND_POLL_INTERVAL_MS);
      continue;
    }
    if (!answer.transApproved) return { kind: 'failed', message: m.refundFailed };
    const input: CompletedRefundInput = {
      amountRefunded: amount,
      notes,
      retrievalReferenceNumber: answer.retrievalReferenceNumber,
    };
    return recordPending(deps, { input, idempotencyKey: deps.newKey() }, { isCard: true });
  }
};

export const refundCard = async (
  deps: RefundDeps,
  amount: Pence,
  notes: string,
  saleReference: string | null,
): Promise<RefundOutcome> => {
  if (deps.terminal === null) return { kind: 'failed', message: m.androidOnly };
  const uti = deps.newUti();
  try {
    await deps.terminal.refund(uti, amount, saleReference ?? '');
  } catch {
    return { kind: 'failed', message: m.sendFailed };
  }
  deps.onWaiting?.();
  return followCardRefund(deps, uti, amount, notes);
};
