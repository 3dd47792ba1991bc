import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, users } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

let t: TestApp;
let harbour: ApiClient;
let cafe: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  harbour = new ApiClient(t.app);
  cafe = new ApiClient(t.app);
  await harbour.login('owner@harbour.example', 'opentill-demo');
  await cafe.login('owner@example.com', 'opentill-demo');
});
afterAll(() => t.close());

describe('tenancy', () => {
  it('scopes every read to the session merchant', async () => {
    expect((await harbour.get('/api/client/')).json().client.identifier).toBe('harbour-fish');
    expect((await cafe.get('/api/client/')).json().client.identifier).toBe('corner-cafe');
    const harbourCounts = (await harbour.get('/api/orders/orderadmin/')).json();
    const cafeCounts = (await cafe.get('/api/orders/orderadmin/')).json();
    expect(harbourCounts).not.toEqual(cafeCounts);
  });

  it('refuses an X-DT-SCHEMA that names another merchant', async () => {
    const res = await harbour.get('/api/client/', { 'x-dt-schema': 'corner-cafe' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await harbour.get('/api/client/', { 'x-dt-schema': 'harbour-fish' })).statusCode).toBe(
      200,
    );
  });

  it("cannot change Corner Café's settings or pause its ordering", async () => {
    const wait = await harbour.post(
      '/api/orders/orderadmin/',
      { wait_time: 120 },
      { 'x-dt-schema': 'corner-cafe' },
    );
    expect(wait.statusCode).toBe(403);
    const pause = await harbour.post(
      '/api/orders/availability/pause/',
      {},
      { 'x-dt-schema': 'corner-cafe' },
    );
    expect(pause.statusCode).toBe(403);
    const [row] = await t.db.select().from(clients).where(eq(clients.identifier, 'corner-cafe'));
    expect(row?.waitTimeMinutes).toBe(15);
    expect(row?.orderingPausedIndefinitely).toBe(false);
    expect(
      (await cafe.get('/api/orders/availability/paused_status/')).json().ordering_unavailable,
    ).toBe(false);
  });

  it("cannot reset a Corner Café user's password with a Harbour session", async () => {
    const [cafeOwner] = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    const res = await harbour.post('/api/password/reset/complete/', {
      user_id: cafeOwner?.id,
      token: 'guess',
      password: 'taken-over-1',
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await new ApiClient(t.app).login('owner@example.com', 'opentill-demo')).statusCode,
    ).toBe(200);
  });
});
