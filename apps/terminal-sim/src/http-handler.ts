import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, parseTransaction, readJson } from './parse-request.js';
import type { TransactionStore } from './transaction-store.js';

export type HandlerOptions = {
  token: string;
  serialNumber: string;
  store: TransactionStore;
  /** Told each transaction taken, for a person watching the simulator. */
  log: (line: string) => void;
};

// A browser till (dev, e2e) calls the terminal from another origin with a bearer
// token, so the preflight must allow Authorization. No cookies are involved, so '*' is safe.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type',
  'access-control-max-age': '600',
};

const send = (
  response: ServerResponse,
  status: number,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) => {
  const headers: Record<string, string> = { ...CORS_HEADERS, ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
  response.writeHead(status, headers);
  response.end(body === undefined ? undefined : JSON.stringify(body));
};

const isAuthorized = (request: IncomingMessage, token: string): boolean => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
};

const pathOf = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';

// Chrome asks before a page reaches a private-network address (Private Network Access).
const preflightHeaders = (request: IncomingMessage): Record<string, string> =>
  request.headers['access-control-request-private-network'] === 'true'
    ? { 'access-control-allow-private-network': 'true' }
    : {};

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

export const createHandler = ({ token, serialNumber, store, log }: HandlerOptions) => {
  const postTransaction = async (request: IncomingMessage, response: ServerResponse) => {
    const input = parseTransaction(await readJson(request));
    // "Unreachable" (…04): the terminal never answers and takes no payment.
    if (input.amountTrans % 100 === 4) {
      log(
        `${input.transType} ${pounds(input.amountTrans)} uti ${input.uti}: dropped (unreachable)`,
      );
      request.socket.destroy();
      return;
    }
    const result = store.create(input);
    if (result.kind !== 'conflict')
      log(`${input.transType} ${pounds(input.amountTrans)} uti ${input.uti}: ${result.kind}`);
    if (result.kind === 'conflict')
      return send(response, 409, { error: 'This uti belongs to a different transaction.' });
    send(response, result.kind === 'created' ? 201 : 200, result.accepted);
  };

  const getTransaction = (url: URL, response: ServerResponse) => {
    const uti = url.searchParams.get('uti');
    const terminalId = url.searchParams.get('terminalId');
    if (!uti || !terminalId) throw new BadRequest('uti and terminalId are required.');
    // 400, not 404: a 404 tells the till "never heard of this uti, nobody was charged",
    // which must not be said because the till has the wrong serial number.
    if (terminalId !== serialNumber)
      return send(response, 400, { error: `This terminal is ${serialNumber}, not ${terminalId}.` });
    const answer = store.poll(uti);
    if (!answer) return send(response, 404, { error: 'No transaction with this uti.' });
    send(response, answer.status === 'IN_PROGRESS' ? 206 : 200, answer);
  };

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://terminal');
    const path = pathOf(url);
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') return send(response, 204, undefined, preflightHeaders(request));
    if (path === '/health' && method === 'GET')
      return send(response, 200, { status: 'ok', terminalId: serialNumber });
    if (!isAuthorized(request, token)) {
      response.setHeader('www-authenticate', 'Bearer');
      return send(response, 401, { error: 'Missing or wrong bearer token.' });
    }
    if (path === '/transaction' && method === 'POST') return postTransaction(request, response);
    if (path === '/transaction' && method === 'GET') return getTransaction(url, response);
    if (path === '/_sim/transactions' && method === 'GET')
      return send(response, 200, { transactions: store.list() });
    const settle = /^\/_sim\/transactions\/([^/]+)\/(approve|decline)$/.exec(path);
    if (settle && method === 'POST') {
      // A card holder finishing at the terminal long after the till stopped waiting.
      const isDone = store.settle(decodeURIComponent(settle[1] ?? ''), settle[2] === 'approve');
      return isDone ? send(response, 204) : send(response, 404, { error: 'No such uti.' });
    }
    if (path === '/_sim/transactions' && method === 'DELETE') {
      store.clear();
      return send(response, 204);
    }
    send(response, 404, { error: `Nothing at ${method} ${path}.` });
  };

  return (request: IncomingMessage, response: ServerResponse): void => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent || request.socket.destroyed) return;
      if (error instanceof BadRequest) send(response, 400, { error: error.message });
      else send(response, 500, { error: 'The terminal failed.' });
    });
  };
};
