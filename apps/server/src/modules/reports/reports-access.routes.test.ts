import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, terminalSession } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Who may read reports (001 §6): reporting, owner and superadmin employees and the
// paired terminal; other staff and screens get the 403, nobody signed in the 401.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const range = { from_date: '2026-01-01', to_date: '2026-01-02' };
const calls = [
  (api: ApiClient) => api.get('/api/report/'),
  (api: ApiClient) => api.get('/api/report/today/'),
  (api: ApiClient) => api.get('/api/report/transactionReport/'),
  (api: ApiClient) => api.post('/api/report/top_products/', range),
  (api: ApiClient) => api.post('/api/report/transactionReport/', range),
  (api: ApiClient) => api.post('/api/report/transactionReport/as_csv/', range),
  (api: ApiClient) => api.post('/api/report/transactionReport/email_report/', range),
];
const statusesOf = async (api: ApiClient) => {
  const statuses: number[] = [];
  for (const call of calls) statuses.push((await call(api)).statusCode);
  return statuses;
};

describe('report access', () => {
  it('requires authentication', async () => {
    expect(await statusesOf(new ApiClient(t.app))).toEqual(calls.map(() => 401));
  });

  it('refuses staff without a report group, and a kitchen screen', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    expect(await statusesOf(staff)).toEqual(calls.map(() => 403));
    expect((await staff.get('/api/report/')).json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    expect(await statusesOf(kitchenScreen(t.app))).toEqual(calls.map(() => 403));
  });

  it('lets the reporting group, the owner and the paired terminal read every report', async () => {
    for (const api of [
      await tillSession(t.app, CORNER_CAFE.managerEmail),
      await tillSession(t.app, CORNER_CAFE.ownerEmail),
      await terminalSession(t.app, t.db),
    ])
      expect(await statusesOf(api)).toEqual(calls.map(() => 200));
  });

  it("never shows another merchant's transactions", async () => {
    const cafe = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const ids = async (api: ApiClient) =>
      (
        (await api.get('/api/report/transactionReport/?limit=200')).json() as {
          results: { id: string }[];
        }
      ).results.map((r) => r.id);
    const [mine, theirs] = [await ids(cafe), await ids(harbour)];
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    expect(
      (await cafe.get('/api/report/', { 'x-dt-schema': HARBOUR_FISH.identifier })).statusCode,
    ).toBe(403);
  });
});
