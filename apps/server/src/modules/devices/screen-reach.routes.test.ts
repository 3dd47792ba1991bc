import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenScreen } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

// A paired kitchen screen (Authorization: Screen) reads the kitchen and nothing else of
// the merchant's: not its settings, its order list or its devices (issue 14).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const id = '00000000-0000-4000-8000-000000000000';

describe('what a kitchen screen may reach', () => {
  it('reads the kitchen list', async () => {
    expect((await kitchenScreen(t.app).get('/api/orders/orders/kitchen/')).statusCode).toBe(200);
  });

  it.each([
    ['GET', '/api/settings/business/'],
    ['GET', '/api/settings/features/'],
    ['GET', '/api/settings/till/'],
    ['GET', '/api/orders/orders/'],
    ['GET', '/api/orders/orders/open/'],
    ['GET', `/api/orders/orders/${id}/`],
    ['GET', '/api/devices/terminals/'],
    ['POST', '/api/devices/terminals/'],
    ['PATCH', `/api/devices/terminals/${id}/`],
    ['POST', `/api/devices/terminals/${id}/unpair/`],
    ['GET', '/api/screens/'],
    ['POST', '/api/screens/'],
    ['POST', '/api/screens/claim/'],
    ['DELETE', `/api/screens/${id}/`],
    ['POST', '/api/pair/DEMO-PAX-0001/'],
    ['POST', '/api/terminal/pin/set/'],
    ['POST', '/api/terminal/hospitality-mode/'],
  ] as const)('is refused %s %s', async (method, url) => {
    const res = await kitchenScreen(t.app).request(method, url, method === 'GET' ? undefined : {});
    expect([401, 403]).toContain(res.statusCode);
  });
});
