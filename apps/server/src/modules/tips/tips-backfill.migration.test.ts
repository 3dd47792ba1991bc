import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@/db/migrations-folder.js';

// Migration 0029 links each allocation made before it to the payments whose tips it shared:
// the paid tips of its days in the merchant's time zone, less those that came after it (a
// late card tip, an offline sale recorded the next morning), which are left to share.

const LINKS_MIGRATION = '0029_tips_share_what_is_left.sql';

const statementsOf = async (file: string): Promise<string[]> =>
  (await readFile(path.join(migrationsFolder, file), 'utf8'))
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

const run = async (db: PGlite, files: readonly string[]) => {
  for (const file of files)
    for (const statement of await statementsOf(file)) await db.exec(statement);
};

const uuid = (tail: string) => `00000000-0000-4000-8000-${tail.padStart(12, '0')}`;
/** Payment p1's id, and so on. */
const paymentId = (name: string) => uuid(name.replace('p', 'e'));
const client = uuid('c1');
const order = uuid('01');
/** An order still to pay: its own payment row, not a part, since parts are always paid. */
const openOrder = uuid('02');
const firstDay = uuid('a1');
const secondDay = uuid('a2');

/** Payments of one order, in London time: in July, an hour ahead of UTC. */
const payments: [id: string, tip: number, paidAt: string, createdAt: string, status?: string][] = [
  // 00:30 on 10 July in London, though 9 July in UTC: the first day's.
  ['p1', 100, '2026-07-09T23:30:00Z', '2026-07-09T23:00:00Z'],
  ['p2', 50, '2026-07-10T12:00:00Z', '2026-07-10T11:55:00Z'],
  // A card tip approved after the day was shared.
  ['p3', 30, '2026-07-10T22:30:00Z', '2026-07-10T20:00:00Z'],
  // An offline sale of the 10th, recorded the next morning.
  ['p4', 20, '2026-07-10T15:00:00Z', '2026-07-11T08:00:00Z'],
  ['p6', 0, '2026-07-10T13:00:00Z', '2026-07-10T13:00:00Z'],
  ['p7', 10, '2026-07-10T14:00:00Z', '2026-07-10T14:00:00Z', 'requested'],
  // 00:30 on 11 July in London: the second day's.
  ['p5', 70, '2026-07-10T23:30:00Z', '2026-07-10T23:00:00Z'],
  // Recorded a moment after the second day's allocation was made, yet in its total.
  ['p8', 5, '2026-07-11T10:00:00Z', '2026-07-12T09:00:00.005Z'],
];

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
  await run(
    db,
    files.filter((f) => f < LINKS_MIGRATION),
  );
  await db.exec(`
    insert into clients (id, identifier, name, opening_hours, time_zone)
      values ('${client}', 'cafe', 'Cafe', '{}', 'Europe/London');
    insert into orders (id, client_id, order_number, deliver_to)
      values ('${order}', '${client}', 1, 'in_store'), ('${openOrder}', '${client}', 2, 'in_store');
    insert into tip_allocations (id, client_id, period_from, period_to, method, total_pence, created_at)
      values ('${firstDay}', '${client}', '2026-07-10', '2026-07-10', 'equal', 150, '2026-07-10T21:00:00Z'),
        ('${secondDay}', '${client}', '2026-07-11', '2026-07-11', 'equal', 75, '2026-07-12T09:00:00Z');
  `);
  for (const [id, tip, paidAt, createdAt, status = 'paid'] of payments)
    await db.exec(`
      insert into payments (id, client_id, order_id, is_part, status, pay_type, amount_gross_pence,
        tip_pence, paid_at, created_at)
      values ('${paymentId(id)}', '${client}', '${status === 'paid' ? order : openOrder}',
        ${status === 'paid'}, '${status}', 'cash', 400, ${tip},
        '${paidAt}', '${createdAt}');
    `);
  await run(db, [LINKS_MIGRATION]);
}, 60_000);
afterAll(() => db.close());

describe('migration 0029: allocations made before it are linked to the tips they shared', () => {
  it('links the tips of each allocation’s days, less those that came after it', async () => {
    const { rows } = await db.query<{ allocation: string; payment: string; tip: number }>(`
      select allocation_id as allocation, payment_id as payment, tip_pence as tip
      from tip_allocation_payments order by tip_pence desc`);
    expect(rows).toEqual([
      { allocation: firstDay, payment: paymentId('p1'), tip: 100 },
      { allocation: secondDay, payment: paymentId('p5'), tip: 70 },
      { allocation: firstDay, payment: paymentId('p2'), tip: 50 },
      { allocation: secondDay, payment: paymentId('p8'), tip: 5 },
    ]);
  });

  it('lets the merchant still be erased, links and all', async () => {
    await db.exec(`delete from clients where id = '${client}'`);
    const { rows } = await db.query('select count(*)::int as n from tip_allocation_payments');
    expect(rows).toEqual([{ n: 0 }]);
  });
});
