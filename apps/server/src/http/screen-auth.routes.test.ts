import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE, DEMO_PASSWORD } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const screen = { authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}` };

const waitTimeOfCornerCafe = async (): Promise<number> => {
  const owner = new ApiClient(t.app);
  await owner.login(CORNER_CAFE.ownerEmail, DEMO_PASSWORD);
  return (await owner.get('/api/client/')).json().client.wait_time as number;
};

describe('Authorization: Screen {uuid}', () => {
  it('signs a paired screen in as its merchant, with no user', async () => {
    const res = await t.app.inject({ url: '/api/session/', headers: screen });
    expect(res.json()).toMatchObject({
      user: null,
      client: { identifier: 'corner-cafe' },
      device: { kind: 'screen' },
    });
    expect(
      (await t.app.inject({ url: '/api/orders/orderadmin/', headers: screen })).statusCode,
    ).toBe(200);
  });

  it('cannot change the wait time: a screen only reads (D6)', async () => {
    const before = await waitTimeOfCornerCafe();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/orderadmin/',
      headers: screen,
      payload: { wait_time: before === 60 ? 90 : 60 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect(await waitTimeOfCornerCafe()).toBe(before);
  });

  it('cannot pause ordering: that is for owners', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/availability/pause/',
      headers: screen,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers an unknown or malformed screen id with 401 on reads', async () => {
    for (const authorization of [
      'Screen 00000000-0000-4000-8000-000000000000',
      'Screen not-a-uuid',
    ]) {
      const res = await t.app.inject({
        url: '/api/orders/orderadmin/',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('does not let a Screen header naming no screen skip CSRF on log in', async () => {
    for (const authorization of [
      'Screen 00000000-0000-4000-8000-000000000000',
      'Screen not-a-uuid',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        headers: { authorization },
        payload: { email: CORNER_CAFE.ownerEmail, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(401);
      expect(res.cookies.some((cookie) => cookie.name === 'sessionid')).toBe(false);
    }
  });

  it('is refused for another merchant named in X-DT-SCHEMA', async () => {
    const res = await t.app.inject({
      url: '/api/client/',
      headers: { ...screen, 'x-dt-schema': 'harbour-fish' },
    });
    expect(res.statusCode).toBe(403);
  });
});
