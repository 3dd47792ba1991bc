import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { closeDayMessages as m } from '@opentill/contract/reports/close-day-messages';
import { addDaysToDate } from '@opentill/contract/reports/report-dates';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import { clients } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_CASHIERS } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, terminalSession, type Catalogue } from '@/testing/order-fixtures.js';
import { paidOrder, prepareRefund, recordRefund } from '@/testing/refund-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';
import { verifyJournal } from '@/modules/journal/verify-journal.service.js';
import { independentDayFigures } from '@/testing/close-day-reference.js';

// X and Z reports (issue 16) over Corner Café's seeded history and sales made here: a
// past day closed by a Z whose every figure an independent SQL query reproduces, Z
// numbers with no gaps, a grand total that keeps adding up, the manager a cashier needs.

type Wire = Record<string, unknown> & {
  journal_seq?: number;
  figures: Record<string, unknown> & {
    gross: number;
    transaction_count: number;
    net_takings: number;
    tenders: { tender: string; count: number; total: number }[];
    refunds: { count: number; total: number };
    categories: { name: string; units: number; total: number }[];
    vat_rates: { rate: number; net: number; vat: number; gross: number }[];
  };
};

let t: TestApp;
let manager: ApiClient;
let alex: ApiClient;
let menu: Catalogue;
let clientId: string;
let timeZone: string;
let samId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [cafe] = await t.db
    .select({ id: clients.id, timeZone: clients.timeZone })
    .from(clients)
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
  if (!cafe) throw new Error('Corner Café is missing');
  clientId = cafe.id;
  timeZone = cafe.timeZone;
  manager = await tillSession(t.app, CORNER_CAFE.managerEmail);
  alex = await tillSession(t.app, CORNER_CAFE.ownerEmail, { username: 'Alex' });
  menu = await loadCatalogue(manager);
  samId = await cashierIdOf(manager, DEMO_CASHIERS.sam.username);
}, 60_000);
afterAll(() => t.close());

const x = async (api = manager): Promise<Wire> => {
  const res = await api.get('/api/report/x/');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const tender = (report: Wire, name: string) =>
  report.figures.tenders.find((row) => row.tender === name) ?? { count: 0, total: 0 };

describe('report/z/', () => {
  const today = () => merchantDateKey(new Date(), timeZone);

  it('closes a day of the demo history with figures an independent query reproduces', async () => {
    const yesterday = addDaysToDate(today(), -1);
    const res = await manager.post('/api/report/z/', { business_date: yesterday });
    expect(res.statusCode).toBe(201);
    const z = res.json() as Wire & { z_number: number; grand_total: number; text: string };
    expect(z.z_number).toBe(1);
    expect(z.journal_seq).toBeGreaterThan(0);
    expect(await verifyJournal(t.db)).toMatchObject({ ok: true });
    const expected = await independentDayFigures(t.db, clientId, timeZone, yesterday);
    const f = z.figures;
    expect(f.transaction_count).toBeGreaterThan(0);
    expect(f.transaction_count).toBe(expected.transactionCount);
    expect(f.gross).toBe(expected.gross);
    expect(f.refunds).toEqual(expected.refunds);
    expect(f.net_takings).toBe(expected.gross - expected.refunds.total);
    expect(z.grand_total).toBe(f.net_takings);
    const byTender = (a: { tender: string }, b: { tender: string }) =>
      a.tender.localeCompare(b.tender);
    expect(f.tenders.filter((row) => row.count > 0).sort(byTender)).toEqual(
      [...expected.tenders].sort(byTender),
    );
    expect([...f.categories].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      expected.categories,
    );
    expect(f.vat_rates).toEqual(expected.vatRates);
    expect(f.vat).toBe(expected.vatRates.reduce((sum, row) => sum + row.vat, 0));
    expect(f.net).toBe(f.gross - (f.vat as number));
    expect(z.text).toContain('Z REPORT 1');
    expect(z.text).toContain(`Business day${' '.repeat(42 - 12 - 10)}${yesterday}`);
    for (const line of z.text.split('\n')) expect(Array.from(line).length).toBeLessThanOrEqual(42);

    const again = await manager.post('/api/report/z/', { business_date: yesterday });
    expect(again.statusCode).toBe(400);
    expect(again.json().business_date).toEqual([m.dateBeforeLastZ]);
    const before = await manager.post('/api/report/z/', {
      business_date: addDaysToDate(yesterday, -1),
    });
    expect(before.statusCode).toBe(400);
  });

  it('counts a sale and a refund in the X, then a Z numbered 2 keeps the grand total', async () => {
    const first = await x();
    const orderId = await paidOrder(manager, menu, { type: 'cash', amount: 400 });
    expect((await prepareRefund(manager, orderId)).statusCode).toBe(200);
    const refund = await recordRefund(manager, orderId, { amount_refunded: 150 });
    expect(refund.statusCode).toBe(200);
    const after = await x();
    expect(after.figures.gross - first.figures.gross).toBe(400);
    expect(after.figures.transaction_count - first.figures.transaction_count).toBe(1);
    expect(tender(after, 'cash').total - tender(first, 'cash').total).toBe(400);
    expect(after.figures.refunds.total - first.figures.refunds.total).toBe(150);

    const list0 = (await manager.get('/api/report/z/')).json() as {
      results: { grand_total: number }[];
    };
    const res = await manager.post('/api/report/z/', {});
    expect(res.statusCode).toBe(201);
    const z = res.json() as Wire & { z_number: number; grand_total: number };
    expect(z.z_number).toBe(2);
    expect(z.figures.gross).toBe(after.figures.gross);
    expect(z.grand_total).toBe((list0.results[0]?.grand_total ?? NaN) + z.figures.net_takings);

    // Nothing since: the X is empty and a second Z has nothing to close.
    const empty = await x();
    expect(empty.figures.transaction_count).toBe(0);
    expect(empty.figures.gross).toBe(0);
    const nothing = await manager.post('/api/report/z/', {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().detail).toBe(m.nothingToClose);

    const list = (await manager.get('/api/report/z/')).json() as {
      count: number;
      results: { z_number: number }[];
    };
    expect(list.count).toBe(2);
    expect(list.results.map((row) => row.z_number)).toEqual([2, 1]);
    const csv = await manager.get(`/api/report/z/${z.id as string}/csv/`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('z-report-2.csv');
    expect(csv.body).toContain('Totals,Grand total,,');
  });

  it('a cashier who is not a manager needs a manager’s PIN to close the day', async () => {
    await paidOrder(alex, menu, { type: 'cash', amount: 400 });
    const refused = await alex.post('/api/report/z/', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().manager_id).toEqual([m.managerRequired]);
    const wrong = await alex.post('/api/report/z/', { manager_id: samId, pin: '0000' });
    expect(wrong.statusCode).toBe(400);
    const ok = await alex.post('/api/report/z/', {
      manager_id: samId,
      pin: DEMO_CASHIERS.sam.pin,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().created_by).toBe('Alex');
  });

  it('mails a Z to the owner, and refuses another merchant’s Z and an unknown till', async () => {
    const list = (await manager.get('/api/report/z/')).json() as { results: { id: string }[] };
    const id = list.results[0]?.id ?? '';
    const mailed = await manager.post(`/api/report/z/${id}/email/`, {});
    expect(mailed.statusCode).toBe(200);
    expect(mailed.json().email).toBe(CORNER_CAFE.ownerEmail);
    const [mail] = await t.outbox();
    expect(mail?.subject).toContain('Z report');
    const missing = await manager.get('/api/report/z/00000000-0000-4000-8000-000000000000/');
    expect(missing.statusCode).toBe(404);
    const till = await manager.get('/api/report/x/?device_id=00000000-0000-4000-8000-000000000000');
    expect(till.statusCode).toBe(400);
  });
});

describe('report/z/ refusals and retries', () => {
  it('refuses a day that does not exist, with the field', async () => {
    for (const day of ['2026-02-30', '2026-00-10', '0000-01-01', '26-11-27']) {
      const res = await manager.post('/api/report/z/', { business_date: day });
      expect(res.statusCode).toBe(400);
      expect(res.json().business_date).toBeDefined();
    }
  });

  it('needs a manager when the card terminal closes the day with nobody signed in', async () => {
    await paidOrder(manager, menu, { type: 'cash', amount: 400 });
    const terminal = await terminalSession(t.app, t.db);
    const refused = await terminal.post('/api/report/z/', {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().manager_id).toEqual([m.managerRequired]);
  });

  it('answers a retry with the same Idempotency-Key with the same Z', async () => {
    await paidOrder(manager, menu, { type: 'cash', amount: 400 });
    const key = { 'idempotency-key': 'close-day-retry-1' };
    const first = await manager.post('/api/report/z/', {}, key);
    const again = await manager.post('/api/report/z/', {}, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });
});
