import type { Pence } from '@opentill/contract/money';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';

/**
 * A card payment as a state machine (spec 001 §4 "Card"). The uti is recorded on the
 * order (start_card_payment) BEFORE the SALE goes to the terminal, so a checkout that
 * is reloaded, or whose terminal stops answering, can always ask the terminal what
 * became of that uti, and never charges the customer twice.
 *
 *   ready ─pay→ starting ─→ sending ─→ waiting ⟲206 ─approved→ recording ─→ paid
 *                  │            │          │        └─declined→ declined ─retry (new uti)→ starting
 *                  └─fail→ declined        └─unreachable / pay failed→ unverified
 *   unverified ─retry→ checking (same uti) ─→ waiting | recording | declined | ready (never sent)
 *   resume (order has a uti, unpaid) → checking
 */
export type CardPhase =
  | { phase: 'ready' }
  | { phase: 'starting'; uti: string }
  | { phase: 'sending'; uti: string }
  | { phase: 'waiting'; uti: string }
  | { phase: 'checking'; uti: string }
  | { phase: 'recording'; uti: string }
  | { phase: 'paid'; uti: string }
  /** 'Payment failed.': the terminal declined, or the attempt never started. Retry uses a new uti. */
  | { phase: 'declined'; uti: string | null }
  /** 'Failed to verify payment.': the outcome is unknown. Retry asks about the same uti. */
  | { phase: 'unverified'; uti: string };

export type CardApproval = {
  uti: string;
  retrievalReferenceNumber: string;
  /** The terminal's masked card number (cardPan). */
  cardNumberMask: string;
};

export type CardPaymentDeps = {
  terminal: CardTerminal;
  /** POST orders/orders/{id}/start_card_payment/ {uti} */
  startCardPayment: (uti: string) => Promise<void>;
  /** POST orders/orders/{id}/pay/ {type: 'pax_device', …}; idempotent per uti. */
  recordPayment: (approval: CardApproval) => Promise<void>;
  newUti: () => string;
  sleep: (ms: number) => Promise<void>;
  onChange: (state: CardPhase) => void;
  /** Stops polling when the dialog goes away; the state stays resumable. */
  isCancelled?: () => boolean;
};

/** The terminal answers 206 while the customer is still at it: ask again about every second. */
export const CARD_POLL_INTERVAL_MS = 1000;

const isBusy = (state: CardPhase) =>
  state.phase === 'starting' ||
  state.phase === 'sending' ||
  state.phase === 'waiting' ||
  state.phase === 'checking' ||
  state.phase === 'recording';

export const isCardBusy = isBusy;

/** Asks about `uti` until the terminal has a final answer, then records an approval. */
const followTransaction = async (
  deps: CardPaymentDeps,
  uti: string,
  { isAfterSale }: { isAfterSale: boolean },
): Promise<CardPhase> => {
  for (;;) {
    if (deps.isCancelled?.() === true) return { phase: 'waiting', uti };
    const answer = await deps.terminal.getTransaction(uti).catch(() => null);
    if (answer === null) return { phase: 'unverified', uti };
    if (answer.status === 'in_progress') {
      deps.onChange({ phase: 'waiting', uti });
      await deps.sleep(CARD_POLL_INTERVAL_MS);
      continue;
    }
    if (answer.status === 'not_found')
      // Just after a SALE the terminal must know it; otherwise the SALE never arrived and a
      // new one is safe to offer.
      return isAfterSale ? { phase: 'unverified', uti } : { phase: 'ready' };
    if (!answer.transApproved) return { phase: 'declined', uti };
    deps.onChange({ phase: 'recording', uti });
    try {
      await deps.recordPayment({
        uti,
        retrievalReferenceNumber: answer.retrievalReferenceNumber,
        cardNumberMask: answer.cardPan,
      });
    } catch {
      // The customer has paid; only our record failed. Retry asks again about this uti.
      return { phase: 'unverified', uti };
    }
    return { phase: 'paid', uti };
  }
};

const finish = (deps: CardPaymentDeps, state: CardPhase): CardPhase => {
  deps.onChange(state);
  return state;
};

/** A new SALE with a new uti: the first attempt, and Retry after a decline. */
export const payByCard = async (deps: CardPaymentDeps, amountPence: Pence): Promise<CardPhase> => {
  const uti = deps.newUti();
  deps.onChange({ phase: 'starting', uti });
  try {
    await deps.startCardPayment(uti);
  } catch {
    // Nothing reached the terminal: nobody was charged.
    return finish(deps, { phase: 'declined', uti: null });
  }
  deps.onChange({ phase: 'sending', uti });
  try {
    await deps.terminal.sale(uti, amountPence);
  } catch {
    // The SALE may or may not have arrived: only the terminal can say.
    return finish(deps, { phase: 'unverified', uti });
  }
  deps.onChange({ phase: 'waiting', uti });
  return finish(deps, await followTransaction(deps, uti, { isAfterSale: true }));
};

/**
 * Asks the terminal about a uti already recorded on the order: Retry after 'Failed to
 * verify payment.', and a reopened checkout. Never sends a SALE.
 */
export const checkCardPayment = async (deps: CardPaymentDeps, uti: string): Promise<CardPhase> => {
  deps.onChange({ phase: 'checking', uti });
  return finish(deps, await followTransaction(deps, uti, { isAfterSale: false }));
};
