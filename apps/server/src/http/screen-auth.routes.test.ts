import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const screen = { authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}` };

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

  it('needs no CSRF header, since a browser cannot send it cross-site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/orderadmin/',
      headers: screen,
      payload: { wait_time: 30 },
    });
    expect(res.statusCode).toBe(200);
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

  it('ignores an unknown or malformed screen id', async () => {
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

  it('is refused for another merchant named in X-DT-SCHEMA', async () => {
    const res = await t.app.inject({
      url: '/api/client/',
      headers: { ...screen, 'x-dt-schema': 'harbour-fish' },
    });
    expect(res.statusCode).toBe(403);
  });
});
