import crypto from 'node:crypto';
import type {
  CardTransactionAccepted,
  CardTransactionInProgress,
  CardTransactionResult,
  CardTransType,
} from '@opentill/contract/devices/card-terminal';
import { outcomeForAmount, progressFor, type Outcome, type SimTiming } from './amount-rules.js';

/** One transaction the terminal took, as GET /_sim/transactions lists it. */
export type SimTransaction = {
  uti: string;
  transType: CardTransType;
  amountTrans: number;
  language: string | null;
  /** The sale a REFUND refers to. */
  originalRetrievalReferenceNumber: string | null;
  outcome: Outcome;
  state: 'in_progress' | 'approved' | 'declined';
  retrievalReferenceNumber: string;
  cardPan: string;
  createdAt: string;
  /** How many times this uti was POSTed: more than 1 means a retry, still one charge. */
  postCount: number;
  /** How many GETs were answered 206. */
  pollCount: number;
};

export type NewTransaction = {
  transType: CardTransType;
  amountTrans: number;
  uti: string;
  language: string | null;
  originalRetrievalReferenceNumber: string | null;
};

export type CreateResult =
  { kind: 'created' | 'repeated'; accepted: CardTransactionAccepted } | { kind: 'conflict' };

const CARD_PAN = '************1234';
/** What a real terminal says on a declined card; the till shows it. */
export const DECLINE_TEXT = 'Card declined';
const newRetrievalReference = () => String(crypto.randomInt(100_000_000_000, 999_999_999_999));

const statusOf = (t: SimTransaction): CardTransactionAccepted['status'] =>
  t.state === 'in_progress' ? 'IN_PROGRESS' : t.state === 'approved' ? 'APPROVED' : 'DECLINED';

/** In memory on purpose: the simulator forgets everything when it stops. */
export const createTransactionStore = (timing: SimTiming, terminalId: string) => {
  const byUti = new Map<string, SimTransaction>();
  const startedAt = new Map<string, number>();

  const accepted = (t: SimTransaction): CardTransactionAccepted => ({
    uti: t.uti,
    transType: t.transType,
    amountTrans: t.amountTrans,
    status: statusOf(t),
  });

  return {
    /** The same uti again returns the first transaction: a retry never charges twice. */
    create(input: NewTransaction, now = Date.now()): CreateResult {
      const existing = byUti.get(input.uti);
      if (existing) {
        const isSame =
          existing.transType === input.transType && existing.amountTrans === input.amountTrans;
        if (!isSame) return { kind: 'conflict' };
        existing.postCount += 1;
        return { kind: 'repeated', accepted: accepted(existing) };
      }
      const transaction: SimTransaction = {
        ...input,
        outcome: outcomeForAmount(input.amountTrans),
        state: 'in_progress',
        retrievalReferenceNumber: newRetrievalReference(),
        cardPan: CARD_PAN,
        createdAt: new Date(now).toISOString(),
        postCount: 1,
        pollCount: 0,
      };
      byUti.set(input.uti, transaction);
      startedAt.set(input.uti, now);
      return { kind: 'created', accepted: accepted(transaction) };
    },

    /** Answers a status poll, moving the transaction on when its time and polls are up. */
    poll(
      uti: string,
      now = Date.now(),
    ): CardTransactionInProgress | CardTransactionResult | undefined {
      const t = byUti.get(uti);
      if (!t) return undefined;
      const progress = progressFor(t.outcome, timing);
      const isDue =
        progress !== 'never' &&
        t.pollCount >= progress.minPolls &&
        now - (startedAt.get(uti) ?? now) >= progress.delayMs;
      if (t.state === 'in_progress' && isDue)
        t.state = t.outcome === 'declined' ? 'declined' : 'approved';
      if (t.state === 'in_progress') {
        t.pollCount += 1;
        return {
          uti,
          transType: t.transType,
          amountTrans: t.amountTrans,
          status: 'IN_PROGRESS',
        };
      }
      return {
        uti,
        transType: t.transType,
        amountTrans: t.amountTrans,
        transApproved: t.state === 'approved',
        status: t.state === 'approved' ? 'APPROVED' : 'DECLINED',
        retrievalReferenceNumber: t.retrievalReferenceNumber,
        cardPan: t.cardPan,
        terminalId,
        ...(t.state === 'declined' ? { responseText: DECLINE_TEXT } : {}),
      };
    },

    /** Test hook: a transaction still in progress ends now, approved or declined. */
    settle(uti: string, isApproved: boolean): boolean {
      const t = byUti.get(uti);
      if (!t || t.state !== 'in_progress') return false;
      t.state = isApproved ? 'approved' : 'declined';
      return true;
    },

    list: (): SimTransaction[] => [...byUti.values()].map((t) => ({ ...t })),

    clear(): void {
      byUti.clear();
      startedAt.clear();
    },
  };
};

export type TransactionStore = ReturnType<typeof createTransactionStore>;
