import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, optionSets, products } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { kitchenScreen } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Catalogue in (issue 14): a preview that writes nothing, then one all-or-nothing import.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const preview = '/api/orders/products/import/preview/';
const apply = '/api/orders/products/import/';
const csv = (...rows: string[]) =>
  ['Name,Category,Price,VAT rate,Options,Stock,Attributes', ...rows].join('\r\n');

const good = csv(
  'Oat Latte,Hot Drinks > Coffee,3.60,20,"Milk: Whole 0.00 | Oat 0.40",,V',
  'Flat White,Hot Drinks > Coffee,3.40,20,,,',
  'Bao Bun,Street Food > Buns,4.50,20,"Filling*: Pork 0.00 | Tofu 0.00",12,VG',
);
const withErrors = csv('Oat Latte,Hot Drinks > Coffee,3.6.0,20,,,', 'Scone,Cakes,2.10,17.5.5,,,XX');

/** Everything the import could touch, to prove a refused import changed nothing. */
const catalogueRows = async (clientId: string) => ({
  products: await t.db.select().from(products).where(eq(products.clientId, clientId)),
  categories: await t.db.select().from(categories).where(eq(categories.clientId, clientId)),
  optionSets: await t.db.select().from(optionSets).where(eq(optionSets.clientId, clientId)),
});
const importAudits = () =>
  t.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.imported'));
const cafeId = async () => (await owner.get('/api/session/')).json().client.id as string;

describe('who may import', () => {
  it('requires authentication', async () => {
    const res = await new ApiClient(t.app).post(preview, { csv: good });
    expect(res.statusCode).toBe(401);
  });

  it('refuses staff without edit permission, a cashier who may not edit, and the kitchen screen', async () => {
    const before = await catalogueRows(await cafeId());
    const callers = [
      await tillSession(t.app, CORNER_CAFE.staffEmail),
      await tillSession(t.app, CORNER_CAFE.managerEmail),
      await tillSession(t.app, CORNER_CAFE.ownerEmail, { username: 'Alex' }),
      kitchenScreen(t.app),
    ];
    for (const caller of callers)
      for (const url of [preview, apply]) {
        const res = await caller.post(url, { csv: good });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          detail: 'You do not have permission to perform this action.',
        });
      }
    expect(await catalogueRows(await cafeId())).toEqual(before);
  });

  it('lets a cashier with edit permission preview, as for product edits', async () => {
    const sam = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Sam', pin: '1234' });
    expect((await sam.post(preview, { csv: good })).statusCode).toBe(200);
  });
});

describe('POST orders/products/import/preview/', () => {
  it('shows each product as new or updated, and changes nothing', async () => {
    const before = await catalogueRows(await cafeId());
    const res = await owner.post(preview, { csv: good });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.format).toBe('opentill');
    expect(body.counts).toEqual({ new: 2, updated: 1, errors: 0 });
    expect(
      body.items.map((i: { name: string; status: string; rows: number[] }) => [
        i.rows,
        i.name,
        i.status,
      ]),
    ).toEqual([
      [[2], 'Oat Latte', 'new'],
      [[3], 'Flat White', 'updated'],
      [[4], 'Bao Bun', 'new'],
    ]);
    expect(body.items[0].options).toEqual(['Milk: Whole, Oat']);
    expect(body.errors).toEqual([]);
    expect(await catalogueRows(await cafeId())).toEqual(before);
    expect(await importAudits()).toEqual([]);
  });

  it('lists every error by row and column, unknown attributes included', async () => {
    const body = (await owner.post(preview, { csv: withErrors })).json();
    expect(body.counts).toEqual({ new: 0, updated: 0, errors: 2 });
    expect(body.errors).toEqual([
      {
        row: 2,
        column: 'Price',
        message: 'Write the price in pounds with at most two decimals, like 3.50.',
      },
      { row: 3, column: 'Attributes', message: 'There is no attribute XX. Use GF, N, V, VG.' },
      {
        row: 3,
        column: 'VAT rate',
        message:
          'VAT rate must be empty, 0, 5, 20 or a percentage from 0 to 100 with at most two decimals.',
      },
    ]);
  });

  it('answers a file it cannot read with a 400 on csv, and one too big with a 413', async () => {
    const unknown = await owner.post(preview, { csv: 'Product,Cost\r\nTea,2' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      csv: [
        'The first row must be the column names of an OpenTill, Square or Loyverse export, such as Name, Category, Price.',
      ],
    });
    expect((await owner.post(preview, {})).json()).toEqual({
      csv: ['Choose a CSV file to import.'],
    });
    const big = await owner.post(preview, { csv: `Name,Price\r\n${'Tea,2\r\n'.repeat(340_000)}` });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      detail: 'The file is too big. Import at most 2 MB at a time, or split it into smaller files.',
    });
  });
});

describe('POST orders/products/import/', () => {
  it('applies nothing while the file has errors', async () => {
    const before = await catalogueRows(await cafeId());
    const mixed = `${good}\r\nBroken,Cakes,abc,,,,`;
    const res = await owner.post(apply, { csv: mixed });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ csv: ['The file has 1 error. Fix it and preview again.'] });
    expect(await catalogueRows(await cafeId())).toEqual(before);
    expect(await importAudits()).toEqual([]);
  });

  it('creates, updates and makes missing categories in one go, audited once', async () => {
    const res = await owner.post(apply, { csv: good });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      format: 'opentill',
      created: 2,
      updated: 1,
      categories_created: 2,
      option_sets_created: 2,
    });
    const all: WireProduct[] = (await owner.get('/api/orders/products/')).json();
    const latte = all.find((p) => p.name === 'Oat Latte');
    expect(latte).toMatchObject({
      price: 360,
      vat_rate: 20,
      // The file has no takeaway column: its one rate is charged both ways.
      vat_rate_takeaway: 20,
      stock: null,
      root_category_name: 'Hot Drinks',
    });
    expect(
      latte?.options.map((o) => [o.label, o.option_choices.map((c) => [c.label, c.price])]),
    ).toEqual([
      [
        'Milk',
        [
          ['Whole', 0],
          ['Oat', 40],
        ],
      ],
    ]);
    expect((latte?.attributes as { short_label: string }[]).map((a) => a.short_label)).toEqual([
      'V',
    ]);
    const flatWhite = all.find((p) => p.name === 'Flat White');
    expect(flatWhite).toMatchObject({ price: 340, options: [] });
    const buns = (await owner.get('/api/orders/categories/retrieve/buns/')).json();
    expect(buns.products.map((p: WireProduct) => [p.name, p.stock])).toEqual([['Bao Bun', 12]]);
    const audits = await importAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({
      format: 'opentill',
      created: 2,
      updated: 1,
      categoriesCreated: 2,
      optionSetsCreated: 2,
      rows: 3,
    });
  });

  it('imports the same file again without duplicating anything', async () => {
    const before = await catalogueRows(await cafeId());
    const res = await owner.post(apply, { csv: good });
    expect(res.json()).toMatchObject({
      created: 0,
      updated: 3,
      categories_created: 0,
      option_sets_created: 0,
    });
    const after = await catalogueRows(await cafeId());
    expect(after.products.length).toBe(before.products.length);
    expect(after.categories).toEqual(before.categories);
    expect(after.optionSets).toEqual(before.optionSets);
  });
});

describe('the takeaway VAT rate (issue 16)', () => {
  const withTakeaway = (...rows: string[]) =>
    ['Name,Category,Price,VAT rate,Takeaway VAT rate', ...rows].join('\r\n');
  const ratesOf = async (name: string) => {
    const all: WireProduct[] = (await owner.get('/api/orders/products/')).json();
    const found = all.find((p) => p.name === name);
    return [found?.vat_rate, found?.vat_rate_takeaway];
  };

  it('sets both rates from their columns, empty takeaway following the eat-in rate', async () => {
    const file = withTakeaway('Tuna Roll,Food > Sandwiches,4.20,20,0', 'Soup,Food,5.50,20,');
    expect((await owner.post(apply, { csv: file })).statusCode).toBe(200);
    expect(await ratesOf('Tuna Roll')).toEqual([20, 0]);
    expect(await ratesOf('Soup')).toEqual([20, 20]);
  });

  it('gives an updated product its one rate both ways when the file has no takeaway column', async () => {
    expect(await ratesOf('Tuna Roll')).toEqual([20, 0]);
    await owner.post(apply, { csv: csv('Tuna Roll,Food > Sandwiches,4.20,5,,,') });
    expect(await ratesOf('Tuna Roll')).toEqual([5, 5]);
  });

  it('names the takeaway column when its rate is wrong', async () => {
    const body = (await owner.post(preview, { csv: withTakeaway('Wrap,Food,4,20,101') })).json();
    expect(body.errors).toEqual([
      {
        row: 2,
        column: 'Takeaway VAT rate',
        message:
          'Takeaway VAT rate must be empty, 0, 5, 20 or a percentage from 0 to 100 with at most two decimals.',
      },
    ]);
  });
});

describe('tenancy', () => {
  it("imports into the caller's own merchant only", async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const cafeBefore = await catalogueRows(await cafeId());
    const res = await harbour.post(apply, { csv: csv('Oat Latte,Hot Drinks > Coffee,9.99,,,,') });
    expect(res.json()).toMatchObject({ created: 1, updated: 0, categories_created: 2 });
    expect(await catalogueRows(await cafeId())).toEqual(cafeBefore);
    const harbourId = (await harbour.get('/api/session/')).json().client.id as string;
    const mine = await t.db
      .select()
      .from(products)
      .where(and(eq(products.clientId, harbourId), eq(products.name, 'Oat Latte')));
    expect(mine.map((p) => p.pricePence)).toEqual([999]);
  });
});
