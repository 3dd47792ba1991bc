import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tipsMessages as m } from '@opentill/contract/reports/tips.schemas';
import { addDaysToDate } from '@opentill/contract/reports/report-dates';
import { DEMO_CASHIERS } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, type Catalogue } from '@/testing/order-fixtures.js';
import type { TestApp } from '@/testing/test-app.js';
import { openTipsCafe } from '@/testing/tips-cafe.js';
import { tillSession } from '@/testing/till-session.js';

// The tips ledger (issue 16; Employment (Allocation of Tips) Act 2023): the day's tips by
// day and by payment, shared equally or by hours to the penny, each tip once, and each
// worker's statement of what they were given. Tips taken after a share: tips-left.routes.test.ts.

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

/** A £4.00 sale paid in cash with `tip` of the change left as a tip. */
const tippedSale = async (tip: number) => {
  const created = await owner.post(
    '/api/orders/orders/',
    inStore([menu.line('Flat White', ['Oat', 'Extra shot'])]),
  );
  const { id } = created.json() as { id: string };
  const paid = await owner.post(`/api/orders/orders/${id}/pay/`, {
    type: 'cash',
    amount: 400 + tip,
    tip,
  });
  expect(paid.statusCode).toBe(200);
};

describe('the tips ledger', () => {
  it('lists the day’s tips by day and by payment', async () => {
    await tippedSale(100);
    await tippedSale(51);
    const res = await owner.get(`/api/reports/tips/?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ total: 151, cash: 151, card: 0, shared: 0, unshared: 151 });
    expect(report.days).toEqual([
      { date: today, count: 2, total: 151, cash: 151, card: 0, shared: 0, unshared: 151 },
    ]);
    expect(report.payments.map((p: { tip: number }) => p.tip).sort()).toEqual([100, 51]);
    expect(report.payments.every((p: { allocation_id: unknown }) => p.allocation_id === null)).toBe(
      true,
    );
  });

  it('shares them by hours to the penny, each tip once, and the statement shows it', async () => {
    const res = await owner.post('/api/reports/tips/allocations/', {
      from: today,
      to: today,
      method: 'hours',
      workers: [
        { cashier_id: sam, hours: 2 },
        { cashier_id: alex, hours: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const allocation = res.json();
    expect(allocation.total).toBe(151);
    // 151 in 2:1 is 100.67 and 50.33: largest remainder gives 101 and 50.
    const byId = new Map(
      allocation.shares.map((s: { cashier_id: string; share: number }) => [s.cashier_id, s.share]),
    );
    expect(byId.get(sam)).toBe(101);
    expect(byId.get(alex)).toBe(50);

    const again = await owner.post('/api/reports/tips/allocations/', {
      from: today,
      to: today,
      method: 'equal',
      workers: [{ cashier_id: sam }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(m.allShared);

    const statement = (await owner.get(`/api/reports/tips/statements/${sam}/`)).json();
    expect(statement).toMatchObject({ name: DEMO_CASHIERS.sam.username, total: 101 });
    expect(statement.lines[0]).toMatchObject({ from: today, method: 'hours', hours: 2, pot: 151 });
    const report = (await owner.get(`/api/reports/tips/?from=${today}&to=${today}`)).json();
    expect(report.allocations).toHaveLength(1);
    expect(report).toMatchObject({ total: 151, shared: 151, unshared: 0 });
    expect(report.payments.map((p: { allocation_id: string }) => p.allocation_id)).toEqual([
      allocation.id,
      allocation.id,
    ]);
  });

  it('refuses bad periods and workers with the field and a sentence', async () => {
    const yesterday = addDaysToDate(today, -1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: '2026-02-30', to: today }, 'from', m.dateInvalid],
      [{ from: today, to: yesterday }, 'to', m.periodBackwards],
      [{ from: today, to: addDaysToDate(today, 1) }, 'to', m.periodFuture],
      [{ from: addDaysToDate(today, -40), to: yesterday }, 'to', m.periodTooLong],
    ];
    for (const [period, field, message] of cases) {
      const res = await owner.post('/api/reports/tips/allocations/', {
        ...period,
        method: 'equal',
        workers: [{ cashier_id: sam }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()[field]).toEqual([message]);
    }
    const twice = await owner.post('/api/reports/tips/allocations/', {
      from: yesterday,
      to: yesterday,
      method: 'equal',
      workers: [{ cashier_id: sam }, { cashier_id: sam }],
    });
    expect(twice.json().workers).toEqual([m.workerRepeated]);
    const noHours = await owner.post('/api/reports/tips/allocations/', {
      from: yesterday,
      to: yesterday,
      method: 'hours',
      workers: [{ cashier_id: sam }],
    });
    expect(noHours.json().workers).toEqual([m.hoursRequired]);
    const stranger = await owner.post('/api/reports/tips/allocations/', {
      from: yesterday,
      to: yesterday,
      method: 'equal',
      workers: [{ cashier_id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(stranger.json().workers).toEqual([m.unknownWorker]);
  });

  it('says when a period has no tips to share, and keeps another merchant out', async () => {
    const day = addDaysToDate(today, -20);
    const res = await owner.post('/api/reports/tips/allocations/', {
      from: day,
      to: day,
      method: 'equal',
      workers: [{ cashier_id: sam }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(m.nothingToShare);
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    const statement = await harbour.get(`/api/reports/tips/statements/${sam}/`);
    expect(statement.statusCode).toBe(404);
  });
});
