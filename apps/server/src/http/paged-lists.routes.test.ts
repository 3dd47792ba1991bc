import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTIONS_PAGE_SIZE } from '@opentill/contract/reports/report-constants';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Audit D5: a page number past the last page is an empty page (200) or a refusal (400),
// never the database's integer overflow (500), on every paged list.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const pagedLists = [
  '/api/orders/orders/',
  '/api/orders/orders/kitchen/',
  '/api/orders/customers/',
  '/api/referrals/',
  '/api/users/',
  '/api/alerts/',
  '/api/report/transactionReport/',
];

// 42,949,674 pages of 50 rows is the first offset past PostgreSQL's int4.
const hugePages = ['42949674', '100000000', '1e9', '9007199254740993', '1e300'];

describe('a very large page number', () => {
  it.each(pagedLists)('answers 200 or 400 on %s', async (list) => {
    for (const page of hugePages) {
      const res = await owner.get(`${list}?page=${page}`);
      expect([200, 400], `${list}?page=${page}: ${res.statusCode} ${res.body}`).toContain(
        res.statusCode,
      );
      if (res.statusCode === 200)
        expect((res.json() as { results: unknown[] }).results).toEqual([]);
      else expect(res.json()).toHaveProperty('page');
    }
  });

  it('is an empty page on the transactions report, whose previous link goes to the last page', async () => {
    const res = await owner.get('/api/report/transactionReport/?page=100000000');
    expect(res.statusCode).toBe(200);
    const page = res.json() as { count: number; next: unknown; previous: string; results: [] };
    expect(page.results).toEqual([]);
    expect(page.next).toBeNull();
    expect(page.count).toBeGreaterThan(0);
    expect(page.previous).toContain(`page=${Math.ceil(page.count / TRANSACTIONS_PAGE_SIZE)}&`);
  });
});
