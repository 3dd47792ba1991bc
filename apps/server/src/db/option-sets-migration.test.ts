import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrations-folder.js';

// Migration 0011 turns each product's own options into shared option sets. A café
// that typed the same "Milk" on every coffee gets one Milk set; a past order's lines
// keep the ids they were sold with.

const OPTION_SETS_MIGRATION = '0011_option_sets.sql';

const statementsOf = async (file: string): Promise<string[]> =>
  (await readFile(path.join(migrationsFolder, file), 'utf8'))
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

const run = async (db: PGlite, files: readonly string[]) => {
  for (const file of files)
    for (const statement of await statementsOf(file)) await db.exec(statement);
};

const ids = {
  client: '00000000-0000-4000-8000-000000000001',
  latte: '00000000-0000-4000-8000-000000000011',
  mocha: '00000000-0000-4000-8000-000000000012',
  tea: '00000000-0000-4000-8000-000000000013',
  order: '00000000-0000-4000-8000-000000000021',
  item: '00000000-0000-4000-8000-000000000022',
};
/** Option and choice ids, by product: Latte's Milk is the lowest id, so it is the one kept. */
const milkOf = { latte: 'a1', mocha: 'b1', tea: 'c1' } as const;
const uuid = (tail: string) => `00000000-0000-4000-8000-0000000000${tail}`;

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
  await run(
    db,
    files.filter((f) => f < OPTION_SETS_MIGRATION),
  );
  await db.exec(`
    insert into clients (id, identifier, name, opening_hours) values ('${ids.client}', 'cafe', 'Cafe', '{}');
    insert into products (id, client_id, name) values
      ('${ids.latte}', '${ids.client}', 'Latte'),
      ('${ids.mocha}', '${ids.client}', 'Mocha'),
      ('${ids.tea}', '${ids.client}', 'Tea');
  `);
  // Latte and Mocha have the same Milk; Tea's Oat costs more, so it stays its own set.
  for (const [product, option] of Object.entries(milkOf)) {
    const productId = ids[product as keyof typeof milkOf];
    const oatPence = product === 'tea' ? 40 : 30;
    await db.exec(`
      insert into product_options (id, client_id, product_id, label, position)
        values ('${uuid(option)}', '${ids.client}', '${productId}', 'Milk', 0);
      insert into option_choices (id, client_id, option_id, label, price_pence, position) values
        ('${uuid(`${option[0]}2`)}', '${ids.client}', '${uuid(option)}', 'Whole', 0, 0),
        ('${uuid(`${option[0]}3`)}', '${ids.client}', '${uuid(option)}', 'Oat', ${oatPence}, 1);
    `);
  }
  await db.exec(`
    insert into orders (id, client_id, order_number, deliver_to) values ('${ids.order}', '${ids.client}', 1, 'in_store');
    insert into order_items (id, client_id, order_id, product_id, product_name, unit_price_pence, options_pence, cost_pence)
      values ('${ids.item}', '${ids.client}', '${ids.order}', '${ids.mocha}', 'Mocha', 300, 30, 330);
    insert into order_item_options (client_id, order_item_id, option_choice_id, option_id, option_label, label, price_pence)
      values ('${ids.client}', '${ids.item}', '${uuid('b3')}', '${uuid('b1')}', 'Milk', 'Oat', 30);
  `);
  await run(db, [OPTION_SETS_MIGRATION]);
}, 60_000);
afterAll(() => db.close());

describe('migration 0010: options become shared sets', () => {
  it('merges identical options into one set and keeps different ones apart', async () => {
    const { rows } = await db.query<{ name: string; set: string; position: number }>(`
      select p.name, s.option_set_id as set, s.position from product_option_sets s
      join products p on p.id = s.product_id order by p.name`);
    expect(rows).toEqual([
      { name: 'Latte', set: uuid('a1'), position: 0 },
      { name: 'Mocha', set: uuid('a1'), position: 0 },
      { name: 'Tea', set: uuid('c1'), position: 0 },
    ]);
    const sets = await db.query<{ id: string; choices: string }>(`
      select s.id, string_agg(c.label || ' ' || c.price_pence, ', ' order by c.position) as choices
      from option_sets s join option_choices c on c.option_set_id = s.id group by s.id order by s.id`);
    expect(sets.rows).toEqual([
      { id: uuid('a1'), choices: 'Whole 0, Oat 30' },
      { id: uuid('c1'), choices: 'Whole 0, Oat 40' },
    ]);
  });

  it('leaves a past order line as it was sold, ids included', async () => {
    const { rows } = await db.query(
      'select option_choice_id, option_id, option_label, label, price_pence from order_item_options',
    );
    expect(rows).toEqual([
      {
        option_choice_id: uuid('b3'),
        option_id: uuid('b1'),
        option_label: 'Milk',
        label: 'Oat',
        price_pence: 30,
      },
    ]);
  });
});
