import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Shared option sets (issue 13): "Milk" is defined once and asked by every coffee.
// Editing it changes every product at once; permissions and tenancy as products.

type WireSet = {
  id: string;
  label: string;
  multiple: boolean;
  option_choices: { id: string; label: string; price: number }[];
  product_count: number;
};

let t: TestApp;
let sam: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  sam = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
});
afterAll(() => t.close());

const sets = async (): Promise<WireSet[]> => (await sam.get('/api/orders/option-sets/')).json();
const setNamed = async (label: string) => (await sets()).find((s) => s.label === label);
const product = async (name: string): Promise<WireProduct | undefined> =>
  ((await sam.get('/api/orders/products/')).json() as WireProduct[]).find((p) => p.name === name);

describe('GET /api/orders/option-sets/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/orders/option-sets/')).statusCode).toBe(401);
  });

  it('lists each set once, by label, with its choices and how many products ask it', async () => {
    const all = await sets();
    expect(all.map((s) => s.label)).toEqual(
      [...all.map((s) => s.label)].sort((a, b) => a.localeCompare(b)),
    );
    expect(all.filter((s) => s.label === 'Milk')).toHaveLength(1);
    expect(all.find((s) => s.label === 'Milk')).toEqual({
      id: expect.any(String),
      label: 'Milk',
      multiple: false,
      option_choices: [
        { id: expect.any(String), label: 'Whole', price: 0, allergens: { milk: 'contains' } },
        { id: expect.any(String), label: 'Oat', price: 30, allergens: { gluten: 'may_contain' } },
        { id: expect.any(String), label: 'Soy', price: 30, allergens: { soya: 'contains' } },
      ],
      product_count: 10,
    });
  });
});

describe('POST /api/orders/option-sets/', () => {
  it('creates a set no product asks yet', async () => {
    const res = await sam.post('/api/orders/option-sets/', {
      label: ' Syrups ',
      multiple: true,
      option_choices: [
        { label: 'Vanilla', price: 40 },
        { label: 'Caramel', price: 40 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      label: 'Syrups',
      multiple: true,
      option_choices: [
        { id: expect.any(String), label: 'Vanilla', price: 40, allergens: {} },
        { id: expect.any(String), label: 'Caramel', price: 40, allergens: {} },
      ],
      product_count: 0,
    });
    expect(await setNamed('Syrups')).toEqual(res.json());
  });

  it('reports every bad field at once, on its path, and makes nothing', async () => {
    const before = await sets();
    const res = await sam.post('/api/orders/option-sets/', {
      label: '',
      option_choices: [
        { label: '', price: -1 },
        { label: 'Oat', price: 0.5 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      label: ['Label is required'],
      'option_choices.0.label': ['Every choice needs a label.'],
      'option_choices.0.price': ["Price can't be negative"],
      'option_choices.1.price': ['Enter a price in whole pence.'],
    });
    const empty = await sam.post('/api/orders/option-sets/', { label: 'Milk', option_choices: [] });
    expect(empty.json()).toEqual({ option_choices: ['Add at least one choice.'] });
    const missing = await sam.post('/api/orders/option-sets/', { label: 'Milk' });
    expect(missing.json()).toEqual({ option_choices: ['Add at least one choice.'] });
    expect(await sets()).toEqual(before);
  });
});

describe('PATCH /api/orders/option-sets/{id}/', () => {
  it('changes the set on every product that asks it, keeping choice ids sent back', async () => {
    const milk = await setNamed('Milk');
    const [whole, oat, soy] = milk?.option_choices ?? [];
    const res = await sam.patch(`/api/orders/option-sets/${milk?.id}/`, {
      label: 'Milk type',
      option_choices: [
        { id: oat?.id, label: 'Oat', price: 45 },
        { id: whole?.id, label: 'Whole', price: 0 },
        { label: 'Coconut', price: 50 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: milk?.id, label: 'Milk type', product_count: 10 });
    const expected = {
      id: milk?.id,
      label: 'Milk type',
      multiple: false,
      option_choices: [
        { id: oat?.id, label: 'Oat', price: 45, allergens: { gluten: 'may_contain' } },
        { id: whole?.id, label: 'Whole', price: 0, allergens: { milk: 'contains' } },
        { id: expect.any(String), label: 'Coconut', price: 50, allergens: {} },
      ],
    };
    for (const name of ['Flat White', 'Latte', 'English Breakfast Tea']) {
      const sold = await product(name);
      expect(sold?.options.find((o) => o.id === milk?.id)).toEqual(expected);
    }
    expect((await setNamed('Milk type'))?.option_choices.some((c) => c.id === soy?.id)).toBe(false);
  });

  it('changes only what it is sent', async () => {
    const extras = await setNamed('Extras');
    const res = await sam.patch(`/api/orders/option-sets/${extras?.id}/`, { label: 'Add-ons' });
    expect(res.json()).toEqual({ ...extras, label: 'Add-ons' });
  });

  it('refuses a choice id from another set, and a repeated one, changing nothing', async () => {
    const [first, second] = await sets();
    const before = await sets();
    const res = await sam.patch(`/api/orders/option-sets/${first?.id}/`, {
      option_choices: [
        { id: second?.option_choices[0]?.id, label: 'Stolen', price: 0 },
        { id: first?.option_choices[0]?.id, label: 'Once', price: 0 },
        { id: first?.option_choices[0]?.id, label: 'Twice', price: 0 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'option_choices.0.id': ['This choice is not in this option set.'],
      'option_choices.2.id': ['This choice is not in this option set.'],
    });
    expect(await sets()).toEqual(before);
  });

  it('answers 404 for a set that does not exist, and 400 for an id that is not one', async () => {
    const missing = await sam.patch(`/api/orders/option-sets/${crypto.randomUUID()}/`, {
      label: 'Ghost',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Option set not found.' });
    const bad = await sam.patch('/api/orders/option-sets/milk/', { label: 'Ghost' });
    expect(bad.json()).toEqual({ id: ['This is not a valid id.'] });
  });
});

describe('DELETE /api/orders/option-sets/{id}/', () => {
  it('takes the set off every product, then is gone', async () => {
    const created: WireSet = (
      await sam.post('/api/orders/option-sets/', {
        label: 'Cup',
        option_choices: [{ label: 'Keep cup', price: 0 }],
      })
    ).json();
    const latte = await product('Latte');
    await sam.patch(`/api/orders/products/${latte?.id}/`, {
      option_set_ids: [...(latte?.options.map((o) => o.id) ?? []), created.id],
    });
    expect((await product('Latte'))?.options.at(-1)?.label).toBe('Cup');

    expect((await sam.delete(`/api/orders/option-sets/${created.id}/`)).statusCode).toBe(204);
    expect((await product('Latte'))?.options).toEqual(latte?.options);
    expect((await sets()).some((s) => s.id === created.id)).toBe(false);
    expect((await sam.delete(`/api/orders/option-sets/${created.id}/`)).statusCode).toBe(404);
  });
});
