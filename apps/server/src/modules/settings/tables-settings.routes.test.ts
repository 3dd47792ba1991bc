import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue } from '@/testing/order-fixtures.js';
import { clientIdOf, sectionAudits, settingsOutsiders } from '@/testing/settings-callers.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Settings → Tables (issue 14): add, rename, reorder, deactivate and delete in one save;
// a table with an open order is kept.

let t: TestApp;
let owner: ApiClient;
let cafeId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafeId = await clientIdOf(t.db, CORNER_CAFE.identifier);
});
afterAll(() => t.close());

const path = '/api/settings/tables/';
type Table = { id: string | null; name: string; is_active: boolean; open_order_count?: number };
const current = async (api = owner): Promise<Table[]> => (await api.get(path)).json().tables;
const asBody = (tables: Table[]) => ({
  tables: tables.map(({ id, name, is_active }) => ({ id, name, is_active })),
});

describe('GET settings/tables/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get(path)).statusCode).toBe(401);
  });

  it('lists the tables in the till’s order, each with its open orders', async () => {
    const tables = await current();
    expect(tables).toHaveLength(CORNER_CAFE.tableCount);
    const till = (await owner.get('/api/orders/tables/')).json() as Table[];
    expect(tables.map((x) => x.id)).toEqual(till.map((x) => x.id));
    expect(tables[0]).toEqual({
      id: expect.any(String),
      name: '1',
      is_active: true,
      open_order_count: expect.any(Number),
    });
  });
});

describe('PUT settings/tables/', () => {
  it('refuses staff, reporting, the card terminal and the kitchen screen, changing nothing', async () => {
    const before = await current();
    for (const [, caller] of await settingsOutsiders(t)) {
      expect((await caller.get(path)).statusCode).toBe(403);
      expect((await caller.put(path, asBody(before.slice(1)))).statusCode).toBe(403);
    }
    expect(await current()).toEqual(before);
    expect(await sectionAudits(t.db, cafeId, 'tables')).toEqual([]);
  });

  it('names the field and says what is wrong', async () => {
    const tables = await current();
    const refusals: [unknown, Record<string, string[]>][] = [
      [
        asBody([...tables, { id: null, name: '  ', is_active: true }]),
        { [`tables.${tables.length}.name`]: ['Enter the table name.'] },
      ],
      [
        asBody([
          ...tables,
          { id: null, name: 'WINDOW', is_active: true },
          { id: null, name: 'window', is_active: true },
        ]),
        {
          [`tables.${tables.length + 1}.name`]: [
            'There is already a table called "WINDOW"; give each table its own name.',
          ],
        },
      ],
      [
        asBody([...tables, { id: null, name: 'x'.repeat(21), is_active: true }]),
        { [`tables.${tables.length}.name`]: ['A table name is at most 20 characters.'] },
      ],
    ];
    for (const [sent, answer] of refusals) {
      const res = await owner.put(path, sent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    expect(await current()).toEqual(tables);
  });

  it("answers 404 for another merchant's table, changing nothing", async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const [theirs] = await current(harbour);
    const tables = await current();
    const res = await owner.put(path, asBody([...tables, { ...theirs!, name: 'Stolen' }]));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      detail: 'That table was not found: reload the page and try again.',
    });
    expect((await current(harbour))[0]).toEqual(theirs);
  });

  it('adds, renames, reorders, deactivates and deletes in one save, audited once', async () => {
    const tables = await current();
    const [a, b, gone] = tables.filter((x) => x.open_order_count === 0);
    if (!a || !b || !gone) throw new Error('the demo has fewer than three free tables');
    const others = tables.filter((x) => x !== a && x !== b && x !== gone);
    // b before a, their names swapped, a switched off, a new table between, gone deleted.
    const next: Table[] = [
      { ...b, name: a.name },
      { ...a, name: b.name, is_active: false },
      { id: null, name: 'Terrace', is_active: true },
      ...others,
    ];
    const res = await owner.put(path, asBody(next));
    expect(res.statusCode).toBe(200);
    const saved = (res.json().tables as Table[]).map(({ id, name, is_active }) => ({
      id,
      name,
      is_active,
    }));
    expect(saved.slice(0, 3)).toEqual([
      { id: b.id, name: a.name, is_active: true },
      { id: a.id, name: b.name, is_active: false },
      { id: expect.any(String), name: 'Terrace', is_active: true },
    ]);
    expect(saved.map((x) => x.id)).not.toContain(gone.id);
    expect(saved).toHaveLength(tables.length);
    // The till's pickers read the same order.
    const till = (await owner.get('/api/orders/tables/')).json() as Table[];
    expect(till.map((x) => x.id)).toEqual(saved.map((x) => x.id));

    const audits = await sectionAudits(t.db, cafeId, 'tables');
    expect(audits).toHaveLength(1);
    expect(Object.keys(audits[0]?.details ?? {})).toEqual(['tables']);
  });

  it('keeps a table with an open order, saying why', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const menu = await loadCatalogue(staff);
    const tables = await current();
    const table = tables.find((x) => x.name === 'Terrace');
    if (!table) throw new Error('no Terrace');
    const order = await staff.post('/api/orders/orders/', {
      deliver_to: 'table_service',
      table: table.id,
      order_items: [menu.line('Flat White')],
    });
    expect(order.statusCode).toBe(201);
    expect((await current()).find((x) => x.id === table.id)?.open_order_count).toBe(1);

    const res = await owner.put(path, asBody(tables.filter((x) => x.id !== table.id)));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        'Table Terrace has an open order: take payment or cancel it before deleting the table.',
    });
    expect((await current()).map((x) => x.id)).toContain(table.id);
    // Renaming and switching it off are still fine.
    const renamed = tables.map((x) =>
      x.id === table.id ? { ...x, name: 'Garden', is_active: false } : x,
    );
    expect((await owner.put(path, asBody(renamed))).statusCode).toBe(200);
  });

  it('deletes a table its past orders name, and they keep its name', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const menu = await loadCatalogue(staff);
    const tables = await current();
    const table = tables.find((x) => x.open_order_count === 0);
    if (!table) throw new Error('no free table');
    const order = await staff.post('/api/orders/orders/', {
      deliver_to: 'table_service',
      table: table.id,
      order_items: [menu.line('Flat White')],
    });
    expect(order.statusCode).toBe(201);
    const url = `/api/orders/orders/${order.json().id as string}/`;
    expect((await staff.post(`${url}cancel/`)).statusCode).toBe(200);

    const res = await owner.put(path, asBody(tables.filter((x) => x.id !== table.id)));
    expect(res.statusCode).toBe(200);
    expect((await current()).map((x) => x.id)).not.toContain(table.id);
    const kept = await staff.get(url);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().table).toBe(table.name);
  });
});
