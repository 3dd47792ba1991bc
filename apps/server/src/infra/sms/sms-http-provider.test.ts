import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../outbox.js';
import { createSmsHttpProvider } from './sms-http-provider.js';

// The SMS provider's HTTP answers, as the outbox reads them: 2xx took it, 408,
// 429 and 5xx are worth another try, any other 4xx refuses the number for good.

let server: http.Server;
let url: string;
const bodies: unknown[] = [];
const headers: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(raw));
      headers.push(request.headers);
      const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('answer'));
      response.writeHead(status).end(status >= 400 ? 'Invalid destination number' : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A loopback port that was just free: nothing answers there. */
const closedPortUrl = async (): Promise<string> => {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
};

const row = { channel: 'sms', recipient: '+447700900123', body: 'Hello' } as OutboxRow;
const answerTo = (status: number) =>
  createSmsHttpProvider({
    providerUrl: `${url}?answer=${status}`,
    apiKey: 'key',
    from: 'Cafe',
  }).deliver(row);

describe('the SMS provider over HTTP', () => {
  it('posts {to, from, text} with the bearer key, and a 200 is accepted', async () => {
    expect(await answerTo(200)).toEqual({ outcome: 'accepted' });
    expect(bodies.at(-1)).toEqual({ to: '+447700900123', from: 'Cafe', text: 'Hello' });
    expect(headers.at(-1)?.authorization).toBe('Bearer key');
  });

  it('reads a 400 as a refusal, with the provider’s words', async () => {
    expect(await answerTo(400)).toEqual({
      outcome: 'refused',
      reason: 'SMS provider answered 400: Invalid destination number',
    });
  });

  it('reads 429, 503 and no answer at all as worth another try', async () => {
    expect((await answerTo(429)).outcome).toBe('unavailable');
    expect((await answerTo(503)).outcome).toBe('unavailable');
    const unreachable = createSmsHttpProvider({ providerUrl: await closedPortUrl(), from: 'x' });
    expect(await unreachable.deliver(row)).toEqual({
      outcome: 'unavailable',
      reason: 'ECONNREFUSED',
    });
  });
});
