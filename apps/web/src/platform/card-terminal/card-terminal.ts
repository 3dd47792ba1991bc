import type { Pence } from '@opentill/contract/money';

/** What the terminal says about one transaction (spec 001 §7: 206 in progress, 200 final). */
export type TerminalTransaction =
  | { status: 'in_progress' }
  /** The terminal has never heard of this uti: the SALE never reached it, so nobody was charged. */
  | { status: 'not_found' }
  | {
      status: 'final';
      transApproved: boolean;
      amountTrans: Pence;
      retrievalReferenceNumber: string;
      /** Masked by the terminal, e.g. "************1234". */
      cardPan: string;
      /** The terminal's reason for a decline, when it gives one (e.g. "Card declined"). */
      responseText?: string;
    };

/** The card terminal on the till's network (DESIGN.md §6), as the checkout sees it. */
export type CardTerminal = {
  /** Sends a SALE; resolves once the terminal has taken it (the customer then taps or inserts). */
  sale: (uti: string, amountPence: Pence) => Promise<void>;
  /** Sends a REFUND of part or all of the sale with this retrievalReferenceNumber (000 §7). */
  refund: (uti: string, amountPence: Pence, retrievalReferenceNumber: string) => Promise<void>;
  getTransaction: (uti: string) => Promise<TerminalTransaction>;
};

/** The terminal could not be reached or answered something it should not have. */
export class CardTerminalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardTerminalError';
  }
}

/** Where the terminal is and who we are to it; kept per device (see terminal-settings.ts). */
export type CardTerminalSettings = {
  /** e.g. "https://192.168.1.40:8443"; no trailing slash needed. */
  baseUrl: string;
  token: string;
  /** The terminal's serial number, sent as terminalId when asking about a transaction. */
  serialNumber: string;
};

/** One HTTP exchange with the terminal: fetch in a browser, the native HTTP plugin on Android. */
export type TerminalHttp = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}) => Promise<{ status: number; data: unknown }>;
