import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionSets } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Catalogue out (issue 14): the export is the import's own format, so it reads back.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const exportUrl = '/api/orders/products/export/';

/** What the till shows of each product, without ids and positions the import keeps. */
const tillView = async (api: ApiClient) =>
  ((await api.get('/api/orders/products/')).json() as WireProduct[])
    .map(({ id: _id, ...rest }) => rest)
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));

describe('GET orders/products/export/', () => {
  it('requires authentication, and refuses staff without edit permission', async () => {
    expect((await new ApiClient(t.app).get(exportUrl)).statusCode).toBe(401);
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    expect((await staff.get(exportUrl)).statusCode).toBe(403);
  });

  it('answers a CSV file named for download, one row per live product', async () => {
    const res = await owner.get(exportUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="opentill-catalogue.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Category,Price,VAT rate,Takeaway VAT rate,Options,Stock,Attributes,Description',
    );
    const count = ((await owner.get('/api/orders/products/')).json() as unknown[]).length;
    expect(lines).toHaveLength(count + 1);
    expect(lines.find((line) => line.startsWith('Hot Chocolate,'))).toBe(
      'Hot Chocolate,Hot Drinks,3.40,20,20,Milk: Whole 0.00 | Oat 0.30 | Soy 0.30,,V,',
    );
    // A cold sandwich: 20% eaten in, 0% taken away (issue 16).
    expect(lines.find((line) => line.startsWith('Egg Mayo,'))).toMatch(
      /^Egg Mayo,Food > Sandwiches,4\.80,20,0,/,
    );
  });

  it("shows only the caller's own merchant", async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const body = (await harbour.get(exportUrl)).body;
    expect(body).toContain('Cod & Chips');
    expect(body).not.toContain('Flat White');
  });
});

describe('export → import', () => {
  it('reads back as updates of every product, and changes nothing', async () => {
    const before = await tillView(owner);
    const setsBefore = await t.db.select().from(optionSets);
    const file = (await owner.get(exportUrl)).body;

    const preview = (
      await owner.post('/api/orders/products/import/preview/', { csv: file })
    ).json();
    expect(preview.errors).toEqual([]);
    expect(preview.counts).toEqual({ new: 0, updated: before.length, errors: 0 });

    const res = await owner.post('/api/orders/products/import/', { csv: file });
    expect(res.json()).toMatchObject({
      created: 0,
      updated: before.length,
      categories_created: 0,
      option_sets_created: 0,
    });
    expect(await tillView(owner)).toEqual(before);
    expect(await t.db.select().from(optionSets)).toEqual(setsBefore);
    expect((await owner.get(exportUrl)).body).toBe(file);
  });

  it('keeps both VAT rates, a takeaway rate of no VAT beside an eat-in one included', async () => {
    const sam = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Sam', pin: '1234' });
    const rates = { vat_rate: 20, vat_rate_takeaway: null };
    const created = await sam.post('/api/orders/products/', { name: 'Wrap', price: 450, ...rates });
    expect(created.statusCode).toBe(201);
    const file = (await owner.get(exportUrl)).body;
    expect(file).toContain('\r\nWrap,,4.50,20,none,');
    const sandwich = { vat_rate: 20, vat_rate_takeaway: 0 };
    const before = await tillView(owner);
    expect(before.find((p) => p.name === 'Ham & Cheese')).toMatchObject(sandwich);
    await owner.post('/api/orders/products/import/', { csv: file });
    const after = await tillView(owner);
    expect(after).toEqual(before);
    expect(after.find((p) => p.name === 'Wrap')).toMatchObject(rates);
  });

  it('carries awkward names through: commas, quotes, line breaks and formula-like text', async () => {
    const categoryId = (await owner.get('/api/orders/categories/retrieve/coffee/')).json().id;
    // Product edits go through the cashier who may edit (Sam), as on the till.
    const sam = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Sam', pin: '1234' });
    const created = await sam.post('/api/orders/products/', {
      name: '=Tea, "large"',
      price: 250,
      parent_category_id: categoryId,
      description: 'Two\nlines',
    });
    expect(created.statusCode).toBe(201);
    const file = (await owner.get(exportUrl)).body;
    expect(file).toContain('"\'=Tea, ""large""",Hot Drinks > Coffee,2.50');
    const preview = (
      await owner.post('/api/orders/products/import/preview/', { csv: file })
    ).json();
    expect(preview.counts.new).toBe(0);
    const item = preview.items.find((i: { name: string }) => i.name === '=Tea, "large"');
    expect(item).toMatchObject({ status: 'updated', category: 'Hot Drinks > Coffee', price: 250 });
    const before = await t.db.select().from(optionSets).where(eq(optionSets.label, 'Milk'));
    await owner.post('/api/orders/products/import/', { csv: file });
    expect(await t.db.select().from(optionSets).where(eq(optionSets.label, 'Milk'))).toEqual(
      before,
    );
  });
});
