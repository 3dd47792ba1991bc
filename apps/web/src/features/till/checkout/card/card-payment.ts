import type { Pence } from '@opentill/contract/money';
import { isApiError } from '@/api/api-error';
import type { CardTerminal } from '@/platform/card-terminal/card-terminal';

/**
 * A card payment as a state machine (spec 001 §4 "Card"; issue 12). The uti is recorded
 * on the order (start_card_payment) BEFORE the SALE goes to the terminal, so a checkout
 * that is reloaded, or whose terminal stops answering, can always ask the terminal what
 * became of that uti, and never charges the customer twice.
 *
 *   ready ─pay→ starting ─→ sending ─→ waiting ⟲206 ─approved→ recording ─→ paid
 *                  │            │          │        └─declined→ declined ─retry (new uti)→ starting
 *                  └─fail→ declined        ├─unreachable / pay failed→ unverified
 *                                          └─no final answer in timeoutMs→ slow
 *   slow ─keep waiting→ waiting · ─check again (same uti, once)→ … | slow
 *        ─cancel→ cancelled (the server keeps the uti; another payment may be taken)
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
  /**
   * The terminal declined, or the attempt never started. Retry uses a new uti. `reason` is
   * the terminal's own words when it gives them; without them, 'Payment failed.'.
   */
  | { phase: 'declined'; uti: string | null; reason: string | null }
  /** 'Failed to verify payment.': the outcome is unknown. Retry asks about the same uti. */
  | { phase: 'unverified'; uti: string }
  /** No final answer in time: Keep waiting, Check again, or Cancel. `isStillBusy` after a check. */
  | { phase: 'slow'; uti: string; isStillBusy: boolean }
  | { phase: 'cancelling'; uti: string }
  /** The cashier stopped waiting; the uti stays on the order, so a late approval still counts. */
  | { phase: 'cancelled'; uti: string };

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
  /** POST orders/orders/{id}/card_attempts/{uti}/: a cancel or a decline, kept on the order. */
  reportOutcome: (uti: string, outcome: 'cancelled' | 'declined') => Promise<void>;
  newUti: () => string;
  sleep: (ms: number) => Promise<void>;
  /** Milliseconds now; Date.now in the app, so a journey's page.clock can move it. */
  now: () => number;
  /** How long to wait for a final answer before offering the way out (contract). */
  timeoutMs: number;
  onChange: (state: CardPhase) => void;
  /** Stops polling when the dialog goes away, or the cashier chooses; the state stays resumable. */
  isCancelled?: () => boolean;
};

/** The terminal answers 206 while the customer is still at it: ask again about every second. */
export const CARD_POLL_INTERVAL_MS = 1000;

const isBusy = (state: CardPhase) =>
  state.phase === 'starting' ||
  state.phase === 'sending' ||
  state.phase === 'waiting' ||
  state.phase === 'checking' ||
  state.phase === 'recording' ||
  state.phase === 'cancelling';

/** A card sale refused before it reached the terminal, with the sentence to show. */
export class CardSaleRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardSaleRefused';
  }
}

/** The cashier cannot take another payment: the terminal may still take this one. */
export const isCardBusy = isBusy;

/** Keeps a decline on the order; if that fails, the outcome is unknown to the server. */
const declined = async (
  deps: CardPaymentDeps,
  uti: string,
  reason: string | null,
): Promise<CardPhase> => {
  try {
    await deps.reportOutcome(uti, 'declined');
  } catch {
    return { phase: 'unverified', uti };
  }
  return { phase: 'declined', uti, reason };
};

/**
 * Asks about `uti` until the terminal has a final answer (then records an approval), or
 * until `timeoutMs` passes without one. `once` asks a single time (Check again).
 */
const followTransaction = async (
  deps: CardPaymentDeps,
  uti: string,
  { isAfterSale, once = false }: { isAfterSale: boolean; once?: boolean },
): Promise<CardPhase> => {
  const deadline = deps.now() + deps.timeoutMs;
  for (;;) {
    if (deps.isCancelled?.() === true) return { phase: 'waiting', uti };
    const answer = await deps.terminal.getTransaction(uti).catch(() => null);
    if (answer === null) return { phase: 'unverified', uti };
    if (answer.status === 'in_progress') {
      if (once || deps.now() >= deadline) return { phase: 'slow', uti, isStillBusy: once };
      deps.onChange({ phase: 'waiting', uti });
      await deps.sleep(CARD_POLL_INTERVAL_MS);
      continue;
    }
    if (answer.status === 'not_found') {
      // Just after a SALE the terminal must know it; otherwise the SALE never arrived and a
      // new one is safe to offer, once the attempt is closed on the order.
      if (isAfterSale) return { phase: 'unverified', uti };
      return deps.reportOutcome(uti, 'cancelled').then(
        (): CardPhase => ({ phase: 'ready' }),
        (): CardPhase => ({ phase: 'unverified', uti }),
      );
    }
    if (!answer.transApproved) return declined(deps, uti, answer.responseText ?? null);
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

/** A new SALE with a new uti: the first attempt, Retry after a decline, and after a cancel. */
export const payByCard = async (deps: CardPaymentDeps, amountPence: Pence): Promise<CardPhase> => {
  const uti = deps.newUti();
  deps.onChange({ phase: 'starting', uti });
  try {
    await deps.startCardPayment(uti);
  } catch (error) {
    // Nothing reached the terminal: nobody was charged. With no answer (a timeout), the
    // server may have kept the uti as waiting, which would hold back cash: it is given up
    // on at once, safe since no SALE was sent. A refusal wrote nothing.
    if (isApiError(error) && error.status === 0)
      await deps.reportOutcome(uti, 'cancelled').catch(() => undefined);
    const reason = error instanceof CardSaleRefused ? error.message : null;
    return finish(deps, { phase: 'declined', uti: null, reason });
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
 * verify payment.', a reopened checkout, and Keep waiting. Never sends a SALE.
 */
export const checkCardPayment = async (deps: CardPaymentDeps, uti: string): Promise<CardPhase> => {
  deps.onChange({ phase: 'checking', uti });
  return finish(deps, await followTransaction(deps, uti, { isAfterSale: false }));
};

/** Check again: one question about the same uti; still in progress leaves the choices up. */
export const checkCardPaymentOnce = async (
  deps: CardPaymentDeps,
  uti: string,
): Promise<CardPhase> => {
  deps.onChange({ phase: 'checking', uti });
  return finish(deps, await followTransaction(deps, uti, { isAfterSale: false, once: true }));
};

/**
 * Cancel and take another payment: the attempt is closed on the order but keeps its uti,
 * so a late approval is still recorded and a second charge refused. If the server cannot
 * be told, the choices stay: another payment would not be safe.
 */
export const cancelCardPayment = async (deps: CardPaymentDeps, uti: string): Promise<CardPhase> => {
  deps.onChange({ phase: 'cancelling', uti });
  try {
    await deps.reportOutcome(uti, 'cancelled');
  } catch {
    return finish(deps, { phase: 'slow', uti, isStillBusy: false });
  }
  return finish(deps, { phase: 'cancelled', uti });
};

export type LateAnswer = 'approved' | 'declined' | 'none';

/**
 * After a cancel, the terminal may still answer for that uti: one question. An approval
 * is reported to the server, which then marks the order paid (or, if it was paid another
 * way meanwhile, shows the approval on the order to be refunded).
 */
export const askAboutCancelled = async (
  deps: Pick<CardPaymentDeps, 'terminal' | 'reportOutcome'> & {
    reportApproval: (approval: CardApproval) => Promise<void>;
  },
  uti: string,
): Promise<LateAnswer> => {
  const answer = await deps.terminal.getTransaction(uti).catch(() => null);
  if (answer?.status !== 'final') return 'none';
  try {
    if (!answer.transApproved) {
      await deps.reportOutcome(uti, 'declined');
      return 'declined';
    }
    await deps.reportApproval({
      uti,
      retrievalReferenceNumber: answer.retrievalReferenceNumber,
      cardNumberMask: answer.cardPan,
    });
    return 'approved';
  } catch {
    // The server did not hear it: ask again next time.
    return 'none';
  }
};
