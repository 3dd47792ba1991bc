import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Restaurant and store modes (spec 001 §3, findings 001-10) are derived from the
// merchant's features on every answer, never stored, so they cannot go stale.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const setFeatures = (features: Partial<typeof clients.$inferInsert>) =>
  t.db.update(clients).set(features).where(eq(clients.identifier, CORNER_CAFE.identifier));
const sessionModes = async () => {
  const res = await owner.get('/api/session/');
  expect(res.statusCode).toBe(200);
  const { feature_restaurant_mode, feature_store_mode } = res.json().client;
  return { restaurant: feature_restaurant_mode, store: feature_store_mode };
};
const allOff = {
  featureEatIn: false,
  featureTakeaway: false,
  featureInStore: false,
  featureHomeDelivery: false,
  featureClickAndCollect: false,
  featureDelivery: false,
};

describe('GET session/ — derived modes', () => {
  it('is in restaurant mode with eat-in on, and in neither with everything off', async () => {
    await setFeatures({ ...allOff, featureEatIn: true });
    expect(await sessionModes()).toEqual({ restaurant: true, store: false });
    await setFeatures(allOff);
    expect(await sessionModes()).toEqual({ restaurant: false, store: false });
  });

  it('is in restaurant mode with takeaway alone', async () => {
    await setFeatures({ ...allOff, featureTakeaway: true });
    expect(await sessionModes()).toEqual({ restaurant: true, store: false });
  });

  it('is in store mode with click and collect, and in both with eat-in too', async () => {
    await setFeatures({ ...allOff, featureClickAndCollect: true });
    expect(await sessionModes()).toEqual({ restaurant: false, store: true });
    await setFeatures({ ...allOff, featureClickAndCollect: true, featureEatIn: true });
    expect(await sessionModes()).toEqual({ restaurant: true, store: true });
  });

  it('answers GET client/ with the same modes', async () => {
    await setFeatures({ ...allOff, featureInStore: true, featureTakeaway: true });
    const res = await owner.get('/api/client/');
    expect(res.statusCode).toBe(200);
    expect(res.json().client).toMatchObject({
      feature_restaurant_mode: true,
      feature_store_mode: true,
    });
  });
});
