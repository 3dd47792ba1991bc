/**
 * The local card terminal's own HTTP API (spec 001 §7, 000 §7; DESIGN.md §6).
 * It is not the OpenTill API: the terminal speaks camelCase JSON and takes a
 * bearer token. The web app's platform layer calls it; apps/terminal-sim
 * implements it. Types only, so the till's bundle carries no schema code.
 */

export type CardTransType = 'SALE' | 'REFUND';

/** POST /transaction */
export type CardTransactionRequest = {
  transType: CardTransType;
  /** Pence, a positive integer. */
  amountTrans: number;
  /** Chosen by the caller; POSTing the same uti again never makes a second charge. */
  uti: string;
  language?: string;
  /** The sale being refunded (REFUND only; required there). */
  retrievalReferenceNumber?: string;
};

/** 201 (new) or 200 (the uti was already known) to POST /transaction. */
export type CardTransactionAccepted = {
  uti: string;
  transType: CardTransType;
  amountTrans: number;
  status: 'IN_PROGRESS' | 'APPROVED' | 'DECLINED';
};

/** 206 to GET /transaction while the card holder is still at the terminal. */
export type CardTransactionInProgress = {
  uti: string;
  transType: CardTransType;
  amountTrans: number;
  status: 'IN_PROGRESS';
};

/** 200 to GET /transaction: the final answer. */
export type CardTransactionResult = {
  uti: string;
  transType: CardTransType;
  amountTrans: number;
  transApproved: boolean;
  status: 'APPROVED' | 'DECLINED';
  retrievalReferenceNumber: string;
  /** Masked, e.g. '************1234'. */
  cardPan: string;
  terminalId: string;
  /** Why a transaction was declined, in the terminal's words, when it says (optional). */
  responseText?: string;
};

/** Error bodies of the terminal (400, 401, 404, 409). */
export type CardTerminalError = { error: string };

export const CARD_TERMINAL_TRANSACTION_PATH = '/transaction';
