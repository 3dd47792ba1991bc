import {
  CARD_TERMINAL_TRANSACTION_PATH,
  type CardTransactionRequest,
} from '@opentill/contract/devices/card-terminal';
import type { Pence } from '@opentill/contract/money';
import {
  CardTerminalError,
  type CardTerminal,
  type CardTerminalSettings,
  type TerminalHttp,
  type TerminalTransaction,
} from '@/platform/card-terminal/card-terminal';

// The card terminal protocol (spec 001 §7, DESIGN.md §6) in one place, so its paths and
// field names can be reconciled with the terminal (and apps/terminal-sim) here alone:
//   POST {baseUrl}/transaction  {transType, amountTrans, uti, language}
//   GET  {baseUrl}/transaction?uti=…&terminalId={serial}
//        206 in progress · 200 final {uti, transApproved, amountTrans, retrievalReferenceNumber, cardPan}
//        404 never heard of it
//   Authorization: Bearer {token}
// The wire types and path are the contract's (devices/card-terminal.ts), which
// apps/terminal-sim implements.

export const TRANSACTION_PATH = CARD_TERMINAL_TRANSACTION_PATH;
export const TERMINAL_LANGUAGE = 'en';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const saleRequestBody = (uti: string, amountPence: Pence): CardTransactionRequest => ({
  transType: 'SALE',
  amountTrans: amountPence,
  uti,
  language: TERMINAL_LANGUAGE,
});

/** A REFUND names the sale it refunds by the terminal's retrievalReferenceNumber. */
export const refundRequestBody = (
  uti: string,
  amountPence: Pence,
  retrievalReferenceNumber: string,
): CardTransactionRequest => ({
  transType: 'REFUND',
  amountTrans: amountPence,
  uti,
  language: TERMINAL_LANGUAGE,
  retrievalReferenceNumber,
});

export const transactionUrl = (settings: CardTerminalSettings, uti?: string): string => {
  const base = `${trimSlash(settings.baseUrl)}${TRANSACTION_PATH}`;
  if (uti === undefined) return base;
  const query = new URLSearchParams({ uti, terminalId: settings.serialNumber });
  return `${base}?${query.toString()}`;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Reads a 200 answer; anything without a yes/no approval is not an answer we can act on. */
export const parseFinalTransaction = (data: unknown): TerminalTransaction => {
  const body = isRecord(data) ? data : {};
  const approved = body.transApproved;
  if (typeof approved !== 'boolean')
    throw new CardTerminalError('The terminal answered without saying whether it approved.');
  const amount = Number(body.amountTrans);
  return {
    status: 'final',
    transApproved: approved,
    amountTrans: Number.isFinite(amount) ? amount : 0,
    retrievalReferenceNumber: asText(body.retrievalReferenceNumber),
    cardPan: asText(body.cardPan),
    ...(asText(body.responseText).trim() === ''
      ? {}
      : { responseText: asText(body.responseText).trim() }),
  };
};

export const readTransactionAnswer = (status: number, data: unknown): TerminalTransaction => {
  if (status === 206) return { status: 'in_progress' };
  if (status === 404) return { status: 'not_found' };
  if (status === 200) return parseFinalTransaction(data);
  throw new CardTerminalError(`The terminal answered ${status}.`);
};

/** A CardTerminal speaking the protocol above over the platform's HTTP. */
export const createCardTerminal = (
  settings: CardTerminalSettings,
  http: TerminalHttp,
): CardTerminal => {
  const headers = {
    Authorization: `Bearer ${settings.token}`,
    Accept: 'application/json',
  };
  const send: TerminalHttp = async (request) => {
    try {
      return await http(request);
    } catch (cause) {
      throw new CardTerminalError(
        cause instanceof Error ? cause.message : 'The terminal could not be reached.',
      );
    }
  };
  const post = async (body: CardTransactionRequest, what: string) => {
    const { status } = await send({
      method: 'POST',
      url: transactionUrl(settings),
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
    });
    if (status < 200 || status >= 300)
      throw new CardTerminalError(`The terminal refused the ${what} (${status}).`);
  };
  return {
    sale: (uti, amountPence) => post(saleRequestBody(uti, amountPence), 'sale'),
    refund: (uti, amountPence, retrievalReferenceNumber) =>
      post(refundRequestBody(uti, amountPence, retrievalReferenceNumber), 'refund'),
    getTransaction: async (uti) => {
      const { status, data } = await send({
        method: 'GET',
        url: transactionUrl(settings, uti),
        headers,
      });
      return readTransactionAnswer(status, data);
    },
  };
};
