import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { REFERRAL_NOT_SENT } from './referral-text.js';

// A referral with a real SMS provider on loopback, which refuses one number.

const REFUSED = '+447700900666';
const received: { to: string; from: string; text: string }[] = [];
let provider: http.Server;
let t: TestApp;
let staff: ApiClient;

beforeAll(async () => {
  provider = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const sms = JSON.parse(raw) as { to: string; from: string; text: string };
      if (sms.to === REFUSED) return void response.writeHead(400).end('Not a mobile number');
      received.push(sms);
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp([], {
    SMS_PROVIDER_URL: `http://127.0.0.1:${port}/send`,
    SMS_FROM: 'OpenTill',
  });
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

describe('POST /api/referrals/ with an SMS provider', () => {
  it('delivers the text to the provider before answering 201', async () => {
    const res = await staff.post('/api/referrals/', { recipient_phone: '07700 900580' });
    expect(res.statusCode).toBe(201);
    expect(received).toContainEqual({
      to: '+447700900580',
      from: 'OpenTill',
      text: expect.stringContaining('Get a month of free service for you and a friend.'),
    });
  });

  it('answers 502 with a sentence when the provider refuses the number, and keeps no referral', async () => {
    const res = await staff.post('/api/referrals/', { recipient_phone: '07700 900666' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: REFERRAL_NOT_SENT });
    const page = (await staff.get('/api/referrals/?limit=200')).json() as {
      results: { recipient_phone: string }[];
    };
    expect(page.results.map((r) => r.recipient_phone)).not.toContain('07700 900666');
    // Nothing is left behind that would call a second try a duplicate.
    expect(
      (await staff.post('/api/referrals/', { recipient_phone: '07700 900666' })).statusCode,
    ).toBe(502);
  });
});
