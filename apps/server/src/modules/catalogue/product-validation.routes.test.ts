import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Every product message of spec 001 §5, word for word, on its wire field.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, 'owner@example.com', { username: 'Sam', pin: '1234' });
});
afterAll(() => t.close());

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]?.n;
const valid = { name: 'Scone', price: 250 };
const create = (body: Record<string, unknown>) => owner.post('/api/orders/products/', body);

const expectRefused = async (body: Record<string, unknown>, errors: Record<string, string[]>) => {
  const before = await productCount();
  const res = await create(body);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(errors);
  expect(await productCount()).toBe(before);
};

describe('POST /api/orders/products/ validation', () => {
  it('requires a name', async () => {
    await expectRefused({ price: 100 }, { name: ['Name is required'] });
    await expectRefused({ ...valid, name: '' }, { name: ['Name is required'] });
    await expectRefused({ ...valid, name: '   ' }, { name: ['Name is required'] });
  });

  it('keeps the name under 64 characters', async () => {
    await expectRefused(
      { ...valid, name: 'x'.repeat(65) },
      { name: ['Name is too long (maximum 64 characters)'] },
    );
    expect((await create({ ...valid, name: 'x'.repeat(64) })).statusCode).toBe(201);
  });

  it('refuses a negative price or stock, and fractions of a penny', async () => {
    await expectRefused({ ...valid, price: -1 }, { price: ["Price can't be negative"] });
    await expectRefused({ ...valid, stock: -1 }, { stock: ["Stock can't be negative"] });
    await expectRefused({ ...valid, price: 2.5 }, { price: ['Enter a price in whole pence.'] });
    await expectRefused({ ...valid, stock: 1.5 }, { stock: ['Stock must be a whole number.'] });
  });

  it('wants a hex colour', async () => {
    for (const colour of ['red', '#12345g', '#1234567', '123456']) {
      await expectRefused(
        { ...valid, self_color: colour },
        { self_color: ['Incorrect Hex Colour Format'] },
      );
    }
  });

  it('reports every bad field at once', async () => {
    await expectRefused(
      { name: '', price: -5, stock: -2, self_color: 'blue' },
      {
        name: ['Name is required'],
        price: ["Price can't be negative"],
        stock: ["Stock can't be negative"],
        self_color: ['Incorrect Hex Colour Format'],
      },
    );
  });

  it('wants option sets of this merchant, each once', async () => {
    const milk = crypto.randomUUID();
    await expectRefused(
      { ...valid, option_set_ids: ['milk'] },
      { 'option_set_ids.0': ['Choose an option set of this merchant.'] },
    );
    await expectRefused(
      { ...valid, option_set_ids: [milk] },
      { option_set_ids: ['Choose an option set of this merchant.'] },
    );
    await expectRefused(
      { ...valid, option_set_ids: 'milk' },
      { option_set_ids: ['Choose an option set of this merchant.'] },
    );
    const [fwMilk] = (await owner.get('/api/orders/option-sets/')).json() as { id: string }[];
    await expectRefused(
      { ...valid, option_set_ids: [fwMilk?.id, fwMilk?.id] },
      { option_set_ids: ['Each option set can be added to a product once.'] },
    );
  });

  it('wants a category of this merchant', async () => {
    const message = { parent_category_id: ['Choose a category of this merchant.'] };
    await expectRefused({ ...valid, parent_category_id: 'coffee' }, message);
    await expectRefused({ ...valid, parent_category_id: crypto.randomUUID() }, message);
  });
});

describe('VAT rate', () => {
  const vatMessage = {
    vat_rate: [
      'VAT rate must be empty, 0, 5, 20 or a percentage from 0 to 100 with at most two decimals.',
    ],
  };

  it('takes no VAT, the presets 0, 5 and 20, and a custom percentage', async () => {
    for (const vat of [null, 0, 5, 20, 12.5, 17.25]) {
      const res = await create({ ...valid, name: `VAT ${vat}`, vat_rate: vat });
      expect(res.statusCode).toBe(201);
      expect(res.json().vat_rate).toBe(vat);
    }
  });

  it('refuses anything else', async () => {
    for (const vat of [-5, 101, 12.345, '20'])
      await expectRefused({ ...valid, vat_rate: vat }, vatMessage);
  });
});

describe('PATCH /api/orders/products/{id}/ validation', () => {
  it('applies the same rules to a partial update, and changes nothing', async () => {
    const id = (await create({ ...valid, name: 'Flapjack' })).json().id;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '' }, { name: ['Name is required'] }],
      [{ price: -1 }, { price: ["Price can't be negative"] }],
      [{ stock: -3 }, { stock: ["Stock can't be negative"] }],
      [{ self_color: '#zzzzzz' }, { self_color: ['Incorrect Hex Colour Format'] }],
      [{ position: -1 }, { position: ['Choose a position from the list.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await owner.patch(`/api/orders/products/${id}/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ name: 'Flapjack', pricePence: 250, stock: null, selfColor: null });
  });

  it('refuses a malformed id on its field', async () => {
    const res = await owner.patch('/api/orders/products/42/', { name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id: ['This is not a valid id.'] });
  });
});
