import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Refer a friend's rules beyond the resource (issue 12): the friend gets a text; a
// number already referred, or the business's own, is refused however it is written;
// a PATCH with nothing to change is the referral as it is (D4).

type WireReferral = {
  id: string;
  recipient_phone: string;
  recipient_email: string;
  accepted: boolean;
};
type WirePage = { count: number; results: WireReferral[] };

let t: TestApp;
let staff: ApiClient;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const list = async (api = staff) => {
  const res = await api.get('/api/referrals/?limit=200');
  expect(res.statusCode).toBe(200);
  return res.json() as WirePage;
};

const create = async (body: Record<string, unknown>, api = staff) => {
  const res = await api.post('/api/referrals/', body);
  expect(res.statusCode).toBe(201);
  return res.json() as WireReferral;
};

describe('POST /api/referrals/', () => {
  it("texts the friend the merchant's name and the offer, in E.164", async () => {
    await create({ recipient_phone: '07700 900570' });
    const [text] = await t.outbox();
    if (!text) throw new Error('the referral text is in the outbox');
    expect(text).toMatchObject({ channel: 'sms', recipient: '+447700900570', status: 'sent' });
    expect(text.body).toBe(
      'Corner Café recommends OpenTill for your business. Get a month of free service for you and a friend. http://opentill.test/',
    );
  });

  it('refuses a number this merchant has referred, however it is written, pending or accepted', async () => {
    await create({ recipient_phone: '07700 900571' });
    for (const again of ['07700 900571', '+44 7700 900571', '07700900202']) {
      const res = await staff.post('/api/referrals/', { recipient_phone: again });
      expect(res.statusCode, again).toBe(400);
      expect(res.json()).toEqual({ recipient_phone: ['This number has already been referred.'] });
    }
    // Another merchant may refer the same friend.
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    await create({ recipient_phone: '07700 900571' }, harbour);
  });

  it("refuses the business's own numbers: any of its employees' phones", async () => {
    const before = (await list(owner)).count;
    // The manager's phone is 07700 900002.
    for (const own of ['07700 900002', '+44 7700 900002']) {
      const res = await staff.post('/api/referrals/', { recipient_phone: own });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        recipient_phone: ["You can't refer your own business's number."],
      });
    }
    expect((await list(owner)).count).toBe(before);
    const outbox = await t.outbox();
    expect(outbox.map((m) => m.recipient)).not.toContain('+447700900002');
  });
});

describe('PUT and PATCH /api/referrals/{id}/', () => {
  it('answers 200 with the referral unchanged to a PATCH with nothing to change (D4)', async () => {
    const made = await create({ recipient_phone: '07700 900572' });
    const url = `/api/referrals/${made.id}/`;
    for (const body of [{}, { accepted: true }, { foo: 1 }]) {
      const res = await staff.patch(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json()).toEqual(made);
    }
    const accepted = (await list()).results.find((r) => r.accepted);
    if (!accepted) throw new Error('the seed has accepted referrals');
    const unchanged = await staff.patch(`/api/referrals/${accepted.id}/`, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(accepted);
  });

  it('refuses to change a referral to a number already referred, and texts a new number', async () => {
    const first = await create({ recipient_phone: '07700 900573' });
    const second = await create({ recipient_phone: '07700 900574' });
    const clash = await staff.patch(`/api/referrals/${second.id}/`, {
      recipient_phone: '+44 7700 900573',
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ recipient_phone: ['This number has already been referred.'] });
    // Its own number, written another way, is no clash and no new text.
    const sameNumber = await staff.put(`/api/referrals/${first.id}/`, {
      recipient_phone: '+44 7700 900573',
    });
    expect(sameNumber.statusCode).toBe(200);
    expect((await t.outbox()).filter((m) => m.recipient === '+447700900573')).toHaveLength(1);
    const moved = await staff.patch(`/api/referrals/${second.id}/`, {
      recipient_phone: '07700 900575',
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.outbox())[0]).toMatchObject({ channel: 'sms', recipient: '+447700900575' });
  });
});
