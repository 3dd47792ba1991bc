import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, screenPairingCodes } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, terminalSession } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Pairing a kitchen screen by code (issue 14): the screen at /kitchen/pair asks for a code
// and waits; the owner types it on Devices; the screen collects its id, once.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

type Code = { code: string; poll_token: string; expires_at: string };

const askCode = async (): Promise<Code> => {
  const res = await new ApiClient(t.app).post('/api/screens/pairing-codes/', {});
  expect(res.statusCode).toBe(201);
  return res.json() as Code;
};
const poll = (token: string) =>
  new ApiClient(t.app).get(`/api/screens/pairing-codes/${encodeURIComponent(token)}/`);
const claim = (body: Record<string, unknown>, api = owner) => api.post('/api/screens/claim/', body);

describe('POST screens/pairing-codes/', () => {
  it('gives anyone a 6-character code from the unambiguous alphabet, live ten minutes', async () => {
    const before = Date.now();
    const answer = await askCode();
    expect(answer.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    const lifetime = Date.parse(answer.expires_at) - before;
    expect(lifetime).toBeGreaterThan(9.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    expect((await poll(answer.poll_token)).json()).toEqual({
      status: 'waiting',
      expires_at: answer.expires_at,
    });
  });

  it('keeps only hashes, with no merchant until claimed', async () => {
    const answer = await askCode();
    const rows = await t.db.select().from(screenPairingCodes);
    expect(JSON.stringify(rows)).not.toContain(answer.code);
    expect(JSON.stringify(rows)).not.toContain(answer.poll_token);
    expect(rows.every((row) => row.clientId === null)).toBe(true);
  });
});

describe('POST screens/claim/', () => {
  it('requires authentication, and is the owner’s only', async () => {
    const { code } = await askCode();
    expect((await claim({ code, name: 'Pass' }, new ApiClient(t.app))).statusCode).toBe(401);
    for (const caller of [
      await tillSession(t.app, CORNER_CAFE.staffEmail),
      await tillSession(t.app, CORNER_CAFE.managerEmail),
      await terminalSession(t.app, t.db),
      kitchenScreen(t.app),
    ])
      expect((await claim({ code, name: 'Pass' }, caller)).statusCode).toBe(403);
  });

  it('refuses a missing code or name, and a wrong code, on their fields', async () => {
    expect((await claim({ code: 'ABC', name: '' })).json()).toEqual({
      code: ['Enter the 6-character code shown on the screen.'],
      name: ['Enter a name for the screen.'],
    });
    const wrong = await claim({ code: 'ZZZZZZ', name: 'Pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: ['This code is wrong or has expired. Check the screen and try again.'],
    });
  });

  it('pairs the screen: it collects its id once, then runs the kitchen with it', async () => {
    const asked = await askCode();
    // Typed as a person would: lower case, with a space.
    const typed = `${asked.code.slice(0, 3).toLowerCase()} ${asked.code.slice(3)}`;
    const res = await claim({ code: typed, name: 'Grill screen' });
    expect(res.statusCode).toBe(201);
    const screen = res.json() as { id: string; name: string; kind: string };
    expect(screen).toMatchObject({ kind: 'screen', name: 'Grill screen' });

    const collected = await poll(asked.poll_token);
    expect(collected.statusCode).toBe(200);
    const body = collected.json() as { status: string; screen_id: string };
    expect(body).toMatchObject({ status: 'paired', device: { id: screen.id, kind: 'screen' } });
    // Once only: the poll token is spent.
    expect((await poll(asked.poll_token)).statusCode).toBe(404);

    const display = new ApiClient(t.app, { authorization: `Screen ${body.screen_id}` });
    expect((await display.get('/api/orders/orders/kitchen/')).statusCode).toBe(200);
    expect((await display.get('/api/session/')).json()).toMatchObject({
      user: null,
      client: { identifier: CORNER_CAFE.identifier },
      device: { id: screen.id },
    });
    // The owner is still logged in where they typed the code.
    expect((await owner.get('/api/session/')).json()).toMatchObject({
      user: { email: CORNER_CAFE.ownerEmail },
    });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, screen.id));
    expect(entry).toMatchObject({ action: 'screen.paired', details: { name: 'Grill screen' } });

    // A code is single use.
    expect((await claim({ code: asked.code, name: 'Again' })).statusCode).toBe(400);

    // Unpaired on Devices: its access ends at once.
    expect((await owner.delete(`/api/screens/${screen.id}/`)).statusCode).toBe(204);
    expect((await display.get('/api/orders/orders/kitchen/')).statusCode).toBe(401);
  });

  it('belongs to the merchant that claimed it, never to another', async () => {
    const asked = await askCode();
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const screen = (await claim({ code: asked.code, name: 'Fryer' }, harbour)).json() as {
      id: string;
    };
    const body = (await poll(asked.poll_token)).json() as { screen_id: string };
    const display = new ApiClient(t.app, { authorization: `Screen ${body.screen_id}` });
    expect((await display.get('/api/session/')).json()).toMatchObject({
      client: { identifier: HARBOUR_FISH.identifier },
    });
    const cafeScreens = (await owner.get('/api/screens/')).json() as { id: string }[];
    expect(cafeScreens.map((s) => s.id)).not.toContain(screen.id);
    expect((await owner.delete(`/api/screens/${screen.id}/`)).statusCode).toBe(404);
  });

  it('refuses an expired code, and tells the waiting screen to ask again', async () => {
    const asked = await askCode();
    await t.db
      .update(screenPairingCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(screenPairingCodes.expiresAt, new Date(asked.expires_at)));
    expect((await claim({ code: asked.code, name: 'Late' })).statusCode).toBe(400);
    const res = await poll(asked.poll_token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'This code has expired.' });
  });

  it('locks a merchant out after ten wrong codes in ten minutes, even for the right one', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const asked = await askCode();
    for (let i = 0; i < 10; i += 1)
      expect((await claim({ code: 'ZZZZZZ', name: 'Guess' }, harbour)).statusCode).toBe(400);
    const locked = await claim({ code: asked.code, name: 'Right' }, harbour);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toEqual(expect.any(String));
    expect(locked.json().detail).toMatch(/^Too many wrong codes\. Try again in \d+ minutes?\.$/);
    // Another merchant is not held up by it.
    expect((await claim({ code: asked.code, name: 'Pass' })).statusCode).toBe(201);
  });
});

describe('GET screens/pairing-codes/{token}/', () => {
  it('answers an unknown token with 404', async () => {
    expect((await poll('no-such-token')).statusCode).toBe(404);
  });
});
