import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { payments, refunds } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { paidOrder, prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// DESIGN.md §9: never refund more than paid, even under concurrent requests.
// 1,000 pairs of refunds, each pair together more than its £4.00 order was paid
// (£2.50 + £2.00), all 2,000 requests sent at once: 25 orders × 40 pairs, so every
// order’s payment row is fought over by 80 requests. (One order per pair would
// need 1,000 orders and 1,000 slow PIN checks to set up, for less contention.)
const ORDERS = 25;
const PAIRS_PER_ORDER = 40;
const PAIR = [250, 200] as const;
const PAID = 400;

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

describe('concurrent refunds', () => {
  itRacesOnPostgres(
    'never refund more than was paid: 1,000 racing pairs, zero over-refunds',
    async () => {
      const started = Date.now();
      const ids: string[] = [];
      for (let i = 0; i < ORDERS; i += 1) {
        const id = await paidOrder(cafe, menu);
        // One at a time: PIN checks at once would count as pending misses against the lockout.
        expect((await prepareRefund(cafe, id)).statusCode).toBe(200);
        ids.push(id);
      }

      const raceStarted = Date.now();
      const attempts = ids.flatMap((id) =>
        Array.from({ length: PAIRS_PER_ORDER }, () =>
          PAIR.map((amount) => ({ id, amount })),
        ).flat(),
      );
      expect(attempts).toHaveLength(ORDERS * PAIRS_PER_ORDER * 2);
      const responses = await Promise.all(
        attempts.map(async (a) => ({
          ...a,
          res: await recordRefund(cafe, a.id, { amount_refunded: a.amount }),
        })),
      );

      console.info(
        `refund race: ${attempts.length} requests at once in ${Date.now() - raceStarted} ms (set-up ${raceStarted - started} ms)`,
      );
      // Every refusal is the over-refund one, never a server error or a lost lock.
      for (const { res } of responses) {
        if (res.statusCode === 200) continue;
        expect(res.statusCode).toBe(400);
        expect(res.json().amount_refunded[0]).toMatch(/^Can not refund more than £\d+\.\d\d$/);
      }
      const acceptedByOrder = new Map<string, number>();
      for (const r of responses.filter((x) => x.res.statusCode === 200))
        acceptedByOrder.set(r.id, (acceptedByOrder.get(r.id) ?? 0) + r.amount);

      const rows = await t.db
        .select({ orderId: payments.orderId, refunded: payments.amountRefundedPence })
        .from(payments)
        .where(inArray(payments.orderId, ids));
      const sums = await t.db
        .select({
          orderId: refunds.orderId,
          total: sql<number>`sum(${refunds.amountPence})`.mapWith(Number),
        })
        .from(refunds)
        .where(inArray(refunds.orderId, ids))
        .groupBy(refunds.orderId);
      const sumByOrder = new Map(sums.map((s) => [s.orderId, s.total]));
      const overRefunded = rows.filter((r) => (sumByOrder.get(r.orderId) ?? 0) > PAID);
      expect(overRefunded).toEqual([]);
      for (const row of rows) {
        // The running total, the refund rows and the answers all agree.
        expect(row.refunded).toBeLessThanOrEqual(PAID);
        expect(sumByOrder.get(row.orderId)).toBe(row.refunded);
        expect(acceptedByOrder.get(row.orderId)).toBe(row.refunded);
        // Whichever came first, refunds stop only when neither amount fits: £2.50 then
        // nothing more, or £2.00 twice.
        expect([250, 400]).toContain(row.refunded);
      }
    },
    120_000,
  );
});
