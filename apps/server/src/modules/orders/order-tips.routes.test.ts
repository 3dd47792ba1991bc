import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { cardApproved, splitBillCalls } from '@/testing/split-bill-fixtures.js';
import { prepareRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Tips (issue 16): on a payment, outside the sale. Cash tips are change the customer
// leaves; card tips ride in the SALE.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const { newOrder, pay } = splitBillCalls(
  () => cafe,
  () => menu,
);
const card = cardApproved;

describe('tips', () => {
  it('on cash are change the customer leaves: the change shown is less the tip', async () => {
    const order = await newOrder();
    const res = await pay(order.id, { type: 'cash', amount: 1000, tip: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json().order_payment).toMatchObject({ amount_gross: 400, change: 500, tip: 100 });
    expect(res.json().print_string).toMatch(/Tip\s+£1\.00/);
  });

  it('on cash cannot be more than the change', async () => {
    const order = await newOrder();
    const res = await pay(order.id, { type: 'cash', amount: 500, tip: 101 });
    expect(res.statusCode).toBe(400);
    expect(res.json().tip).toEqual([sb.tipAboveChange]);
  });

  it('on card ride in the SALE, apart from the sale itself', async () => {
    const order = await newOrder();
    await cafe.post(`/api/orders/orders/${order.id}/start_card_payment/`, {
      uti: 'uti-tip',
      tip: 60,
    });
    const res = await pay(order.id, card('uti-tip'));
    expect(res.json().order_payment).toMatchObject({ status: 'paid', amount_gross: 400, tip: 60 });
    expect(res.json().print_string).toMatch(/of which tip\s+£0\.60/);
    const refunds = await prepareRefund(cafe, order.id);
    // A refund returns the sale, never the tip.
    expect(refunds.json()).toMatchObject({ amount_gross: 400 });
  });

  it('refuses a negative tip and one past the limit, by name', async () => {
    const order = await newOrder();
    for (const tip of [-1, 500_01]) {
      const res = await pay(order.id, { type: 'cash', amount: 100_000, tip });
      expect(res.statusCode).toBe(400);
      expect(res.json().tip).toEqual([sb.tipRange]);
    }
  });
});
