import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';
import { addDaysToDate } from '@opentill/contract/reports/report-dates';
import { tipAllocationPayments, tipAllocations } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, type Catalogue } from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { cardApproved } from '@/testing/split-bill-fixtures.js';
import type { TestApp } from '@/testing/test-app.js';
import { openTipsCafe } from '@/testing/tips-cafe.js';

// Sharing what is left (issue 16): a tip taken after its day was shared (a late card tip,
// an offline sale replayed later) is shared by the next allocation over the same days, and
// no tip is ever shared twice, not even by two allocations at once.

type Wire = Record<string, unknown>;
type ReportWire = {
  total: number;
  shared: number;
  unshared: number;
  days: Wire[];
  payments: { payment_id: string; tip: number; allocation_id: string | null }[];
  allocations: { id: string; total: number }[];
};

let t: TestApp;
let owner: ApiClient;
let menu: Catalogue;
let today: string;
let sam: string;
let alex: string;
beforeAll(async () => {
  ({ t, owner, menu, today, sam, alex } = await openTipsCafe());
});
afterAll(() => t.close());

/** A £4.00 sale with `tip`: change left in cash, or on the card's SALE. */
const tippedSale = async (tip: number, by: 'cash' | 'card' = 'cash') => {
  const created = await owner.post(
    '/api/orders/orders/',
    inStore([menu.line('Flat White', ['Oat', 'Extra shot'])]),
  );
  const { id } = created.json() as { id: string };
  const body =
    by === 'cash'
      ? { type: 'cash', amount: 400 + tip, tip }
      : { ...cardApproved(`uti-${randomUUID()}`), tip };
  const paid = await owner.post(`/api/orders/orders/${id}/pay/`, body);
  expect(paid.statusCode).toBe(200);
};

const report = async (from = today, to = today) =>
  (await owner.get(`/api/reports/tips/?from=${from}&to=${to}`)).json() as ReportWire;

const share = (body: Wire = {}, headers?: Record<string, string>) =>
  owner.post(
    '/api/reports/tips/allocations/',
    { from: today, to: today, method: 'equal', workers: [{ cashier_id: sam }], ...body },
    headers,
  );

/** Every link of these payments: the allocations that shared them. */
const linksOf = (paymentIds: string[]) =>
  t.db
    .select()
    .from(tipAllocationPayments)
    .where(inArray(tipAllocationPayments.paymentId, paymentIds));

describe('sharing the tips left', () => {
  it('shares a tip taken after the day was shared with a second allocation, to the penny', async () => {
    await tippedSale(100);
    await tippedSale(60, 'card');
    const first = await share({ workers: [{ cashier_id: sam }, { cashier_id: alex }] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ total: 160 });

    // A card tip approved after the share: shown as still to share, on its day and in all.
    await tippedSale(41, 'card');
    const before = await report();
    expect(before).toMatchObject({ total: 201, shared: 160, unshared: 41 });
    expect(before.days).toEqual([
      { date: today, count: 3, total: 201, cash: 100, card: 101, shared: 160, unshared: 41 },
    ]);
    const late = before.payments.find((p) => p.tip === 41);
    expect(late?.allocation_id).toBeNull();
    expect(before.payments.filter((p) => p.allocation_id === first.json().id)).toHaveLength(2);

    const second = await share({
      method: 'hours',
      workers: [
        { cashier_id: sam, hours: 2 },
        { cashier_id: alex, hours: 1 },
      ],
    });
    expect(second.statusCode).toBe(201);
    // 41 in 2:1 is 27.33 and 13.67: largest remainder gives 27 and 14, exactly the 41 left.
    const shares = second.json().shares as { cashier_id: string; share: number }[];
    expect(shares.map((s) => [s.cashier_id, s.share])).toEqual([
      [sam, 27],
      [alex, 14],
    ]);
    expect(second.json().total).toBe(41);

    const after = await report();
    expect(after).toMatchObject({ total: 201, shared: 201, unshared: 0 });
    expect(after.allocations.map((a) => a.id)).toEqual([second.json().id, first.json().id]);
    expect(after.payments.find((p) => p.tip === 41)?.allocation_id).toBe(second.json().id);
    const links = await linksOf(after.payments.map((p) => p.payment_id));
    expect(links).toHaveLength(3);
    expect(new Set(links.map((l) => l.paymentId)).size).toBe(3);

    const again = await share();
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(m.allShared);
    const statement = (await owner.get(`/api/reports/tips/statements/${sam}/`)).json();
    expect(statement.lines.map((l: { share: number; pot: number }) => [l.share, l.pot])).toEqual(
      expect.arrayContaining([
        [80, 160],
        [27, 41],
      ]),
    );
  });

  it('leaves an offline sale replayed after the share to the next one, on the day it was paid', async () => {
    const yesterday = addDaysToDate(today, -1);
    await tippedSale(70);
    const first = await share({ from: yesterday });
    expect(first.json().total).toBe(70);

    const till = (await owner.post('/api/devices/tills/', { device_uuid: randomUUID() })).json();
    const soldAt = new Date(Date.now() - 30 * 60_000).toISOString();
    const id = randomUUID();
    const sale = inStore([menu.line('Flat White', ['Oat', 'Extra shot'])], {
      id,
      device_id: till.id,
      device_seq: 1,
      sold_at: soldAt,
    });
    expect(
      (await owner.post('/api/orders/orders/', sale, { 'idempotency-key': id })).statusCode,
    ).toBe(201);
    const paid = await owner.post(`/api/orders/orders/${id}/pay/`, {
      type: 'cash',
      amount: 425,
      tip: 25,
      paid_at: soldAt,
    });
    expect(paid.statusCode).toBe(200);

    expect(await report(yesterday, today)).toMatchObject({ unshared: 25 });
    const second = await share({ from: yesterday });
    expect(second.statusCode).toBe(201);
    expect(second.json().total).toBe(25);
    expect(await report(yesterday, today)).toMatchObject({ unshared: 0 });
  });

  it('answers a retried share with its first allocation, and shares a later tip anew', async () => {
    await tippedSale(30);
    const key = { 'idempotency-key': `tips-${randomUUID()}` };
    const first = await share({}, key);
    expect(first.statusCode).toBe(201);
    await tippedSale(20);
    const retried = await share({}, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first.json());
    expect(await report()).toMatchObject({ unshared: 20 });
    const next = await share({}, { 'idempotency-key': `tips-${randomUUID()}` });
    expect(next.json().total).toBe(20);
  });

  it('refuses a second link of a payment already shared, whatever writes it', async () => {
    const [link] = await t.db.select().from(tipAllocationPayments).limit(1);
    if (!link) throw new Error('no tip was shared');
    await expect(
      t.db.insert(tipAllocationPayments).values({ ...link, id: randomUUID() }),
    ).rejects.toThrow();
  });

  itRacesOnPostgres('never shares a tip twice when two shares of a day run at once', async () => {
    await tippedSale(10);
    await tippedSale(20, 'card');
    await tippedSale(30);
    const answers = await Promise.all([share(), share(), share()]);
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made).toHaveLength(1);
    expect(made[0]?.json().total).toBe(60);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(m.allShared);
    }
    const all = await report();
    expect(all.unshared).toBe(0);
    const links = await linksOf(all.payments.map((p) => p.payment_id));
    expect(links).toHaveLength(all.payments.length);
    expect(new Set(links.map((l) => l.paymentId)).size).toBe(all.payments.length);
    const sums = new Map<string, number>();
    for (const l of links) sums.set(l.allocationId, (sums.get(l.allocationId) ?? 0) + l.tipPence);
    const totals = await t.db
      .select()
      .from(tipAllocations)
      .where(inArray(tipAllocations.id, [...sums.keys()]));
    for (const row of totals) expect(sums.get(row.id)).toBe(row.totalPence);
  });
});
