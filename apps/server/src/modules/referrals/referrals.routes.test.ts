import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen } from '@/testing/order-fixtures.js';
import { terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Refer a friend (000 §7, issue 7): any employee of the merchant, its own referrals only.

type WireReferral = {
  id: string;
  recipient_phone: string;
  recipient_email: string;
  accepted: boolean;
};
type WirePage = { count: number; next: string | null; results: WireReferral[] };

const INVALID_PHONE = { recipient_phone: ['Please enter a valid phone number.'] };

let t: TestApp;
let staff: ApiClient;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const list = async (api = staff, query = 'limit=200') => {
  const res = await api.get(`/api/referrals/?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as WirePage;
};
const create = async (body: Record<string, unknown>, api = staff) => {
  const res = await api.post('/api/referrals/', body);
  expect(res.statusCode).toBe(201);
  return res.json() as WireReferral;
};

describe('who may use /api/referrals/', () => {
  it('requires authentication, and refuses a terminal device and a kitchen screen', async () => {
    const body = { recipient_phone: '07700 900555' };
    const signedOut = new ApiClient(t.app);
    expect((await signedOut.get('/api/referrals/')).statusCode).toBe(401);
    expect((await signedOut.post('/api/referrals/', body)).statusCode).toBe(401);
    const terminal = await terminalSession(t.app);
    expect((await terminal.get('/api/referrals/')).statusCode).toBe(403);
    expect((await terminal.post('/api/referrals/', body)).statusCode).toBe(403);
    expect((await kitchenScreen(t.app).get('/api/referrals/')).statusCode).toBe(403);
  });
});

describe('GET /api/referrals/', () => {
  it("pages the merchant's referrals newest first, the seeded accepted ones ticked", async () => {
    const all = await list(owner);
    expect(all.results.map((r) => [r.recipient_phone, r.accepted])).toEqual([
      ['07700 900204', false],
      ['07700 900203', false],
      ['07700 900202', true],
      ['07700 900201', true],
    ]);
    const first = await list(staff, 'page=1&limit=3');
    expect(first).toMatchObject({ count: 4, next: '/api/referrals/?page=2&limit=3' });
    expect(first.results).toHaveLength(3);
    const second = await list(staff, 'page=2&limit=3');
    expect(second.results.map((r) => r.recipient_phone)).toEqual(['07700 900201']);
  });
});

describe('POST /api/referrals/', () => {
  it('stores the phone as typed, and lists the new referral first', async () => {
    const made = await create({ recipient_phone: ' 07700 900555 ' });
    expect(made).toEqual({
      id: expect.any(String),
      recipient_phone: ' 07700 900555 ',
      recipient_email: '',
      accepted: false,
    });
    expect((await list(owner)).results[0]).toEqual(made);
  });

  it('refuses a bad or missing phone on recipient_phone', async () => {
    for (const body of [{ recipient_phone: '12ab' }, { recipient_phone: '123' }, {}]) {
      const res = await staff.post('/api/referrals/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_PHONE);
    }
    const badEmail = await staff.post('/api/referrals/', {
      recipient_phone: '07700 900556',
      recipient_email: 'nope',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ recipient_email: ['Enter a valid email address.'] });
  });

  it('never lets the client set accepted', async () => {
    const made = await create({ recipient_phone: '07700 900557', accepted: true });
    expect(made.accepted).toBe(false);
  });
});

describe('/api/referrals/{id}/', () => {
  it('reads, replaces, patches and deletes a pending referral', async () => {
    const made = await create({
      recipient_phone: '07700 900558',
      recipient_email: 'a@example.com',
    });
    const url = `/api/referrals/${made.id}/`;
    expect((await staff.get(url)).json()).toEqual(made);

    const put = await staff.put(url, { recipient_phone: '07700 900559' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...made, recipient_phone: '07700 900559' });

    const patch = await owner.patch(url, { recipient_email: 'b@example.com', accepted: true });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toEqual({
      ...made,
      recipient_phone: '07700 900559',
      recipient_email: 'b@example.com',
      accepted: false,
    });

    const badPatch = await staff.patch(url, { recipient_phone: 'x' });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json()).toEqual(INVALID_PHONE);
    expect((await staff.put(url, {})).json()).toEqual(INVALID_PHONE);

    expect((await staff.delete(url)).statusCode).toBe(204);
    expect((await staff.get(url)).statusCode).toBe(404);
    expect((await list()).results.map((r) => r.id)).not.toContain(made.id);
  });

  it('keeps an accepted referral as it is: a change or delete is a 409', async () => {
    const accepted = (await list()).results.find((r) => r.accepted);
    if (!accepted) throw new Error('the seed has accepted referrals');
    const url = `/api/referrals/${accepted.id}/`;
    const change = await staff.patch(url, { recipient_phone: '07700 900560' });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({
      detail: 'This referral has been accepted and cannot be changed.',
    });
    expect((await staff.delete(url)).statusCode).toBe(409);
    expect((await staff.get(url)).json()).toEqual(accepted);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const unknown = '/api/referrals/00000000-0000-4000-8000-000000000000/';
    expect((await staff.get(unknown)).statusCode).toBe(404);
    expect((await staff.patch(unknown, { recipient_email: '' })).statusCode).toBe(404);
    expect((await staff.delete(unknown)).statusCode).toBe(404);
    expect((await staff.get('/api/referrals/nope/')).statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("never lists another merchant's referral and answers 404 to every verb on it", async () => {
    const cafes = await create({ recipient_phone: '07700 900561' });
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const theirs = await create({ recipient_phone: '07700 900562' }, harbour);

    const harbourList = await list(harbour);
    expect(harbourList.results.map((r) => r.id)).toEqual([theirs.id]);
    expect((await list(staff)).results.map((r) => r.id)).not.toContain(theirs.id);

    const url = `/api/referrals/${cafes.id}/`;
    expect((await harbour.get(url)).statusCode).toBe(404);
    expect((await harbour.put(url, { recipient_phone: '07700 900563' })).statusCode).toBe(404);
    expect((await harbour.patch(url, { recipient_email: '' })).statusCode).toBe(404);
    expect((await harbour.delete(url)).statusCode).toBe(404);
    expect((await staff.get(url)).json()).toEqual(cafes);
  });

  it('refuses a session that names another merchant in X-DT-SCHEMA', async () => {
    const res = await staff.get('/api/referrals/', { 'x-dt-schema': HARBOUR_FISH.identifier });
    expect(res.statusCode).toBe(403);
  });
});
