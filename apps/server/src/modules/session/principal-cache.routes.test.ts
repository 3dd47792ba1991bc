import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, users } from '@/db/schema/index.js';
import { DEMO_PASSWORD } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { signInCashier, tillSession } from '@/testing/till-session.js';

// Issue 18: who a session is, kept in memory between a till's requests. The time to
// live here is a minute, so anything seen sooner than that was forgotten on purpose.

const OWNER = 'owner@example.com';
let t: TestApp;
let owner: ApiClient;

const until = async (isDone: () => Promise<boolean>, timeoutMs = 3000) => {
  const started = Date.now();
  while (!(await isDone())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const firstName = async (api: ApiClient) =>
  ((await api.get('/api/users/me/')).json() as { first_name: string }).first_name;

/** A change no trigger reports, as if a notification were lost: only memory hides it. */
const renameQuietly = (name: string) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(users).set({ firstName: name }).where(eq(users.email, OWNER));
  });

/** A change made outside this process (another process, the admin command): triggers report it. */
const renameElsewhere = (name: string) =>
  t.db.update(users).set({ firstName: name }).where(eq(users.email, OWNER));

beforeAll(async () => {
  t = await createTestApp([], { PRINCIPAL_CACHE_MS: '60000' });
  await until(async () => t.principals.isOn);
  owner = await tillSession(t.app, OWNER);
});
afterAll(async () => {
  await renameElsewhere('Olivia');
  await t.close();
});

describe('who a session is, kept between requests', () => {
  it('answers from memory, and an order create or pay keeps what it remembers', async () => {
    const before = await firstName(owner);
    expect(t.principals.size).toBe(1);
    await renameQuietly('Remembered');
    expect(await firstName(owner)).toBe(before);

    const catalogue = await loadCatalogue(owner);
    const created = await owner.post(
      '/api/orders/orders/',
      inStore([catalogue.line('Flat White')]),
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(created.statusCode).toBe(201);
    const order = created.json() as { id: string; total_cost: number };
    const paid = await owner.post(
      `/api/orders/orders/${order.id}/pay/`,
      { type: 'cash', amount: order.total_cost },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(paid.statusCode).toBe(200);
    // The order took a number from the merchant's row: not a change anyone is told of.
    await sleep(300);
    expect(t.principals.size).toBe(1);
    expect(await firstName(owner)).toBe(before);
  });

  it('forgets at once on any other write of this process, before its answer leaves', async () => {
    await renameQuietly('Fresh');
    expect(await firstName(owner)).not.toBe('Fresh');
    // A new customer changes no session, user or merchant row, so no trigger speaks: the
    // write itself empties the cache, as a write that does change one must before answering.
    const added = await owner.post('/api/orders/customers/', { name: 'Ann Anon' });
    expect(added.statusCode, added.body).toBe(201);
    expect(t.principals.size).toBe(0);
    expect(await firstName(owner)).toBe('Fresh');
  });

  it('sees a cashier signed in on the till at once', async () => {
    const alexId = await signInCashier(owner, { username: 'Alex' });
    const whoami = (await owner.get('/api/session/')).json() as {
      user: { first_name: string } | null;
    };
    expect(whoami.user).not.toBeNull();
    const orders = await owner.post(
      '/api/orders/orders/',
      inStore([(await loadCatalogue(owner)).line('Flat White')]),
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect((orders.json() as { cashier?: { id: string } | null }).cashier?.id).toBe(alexId);
  });

  it('hears a change made by another process within moments, not at the time to live', async () => {
    expect(await firstName(owner)).toBe('Fresh');
    await renameElsewhere('Elsewhere');
    await until(async () => (await firstName(owner)) === 'Elsewhere');
  });

  it('ends a session the moment it logs out', async () => {
    const api = new ApiClient(t.app);
    expect((await api.login(OWNER, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await api.get('/api/users/me/')).statusCode).toBe(200);
    const cookie = api.headers().cookie ?? '';
    expect((await api.post('/api/logout/')).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me/', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('shuts a deactivated user out within moments, whichever process deactivated them', async () => {
    const staff = await tillSession(t.app, 'staff@example.com');
    expect((await staff.get('/api/users/me/')).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'staff@example.com'));
    try {
      await until(async () => (await staff.get('/api/users/me/')).statusCode === 401);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.email, 'staff@example.com'));
    }
  });

  it('sees a merchant setting changed elsewhere within moments', async () => {
    const [client] = await t.db.select().from(clients).where(eq(clients.identifier, 'corner-cafe'));
    if (!client) throw new Error('no demo café');
    const session = () => owner.get('/api/session/');
    expect((await session()).statusCode).toBe(200);
    await t.db.update(clients).set({ name: 'Renamed Café' }).where(eq(clients.id, client.id));
    try {
      await until(async () => (await session()).body.includes('Renamed Café'));
    } finally {
      await t.db.update(clients).set({ name: client.name }).where(eq(clients.id, client.id));
    }
  });
});
