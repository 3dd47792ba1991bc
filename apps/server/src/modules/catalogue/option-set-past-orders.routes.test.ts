import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// An order keeps what it was sold with: renaming, repricing or deleting a choice of a
// shared option set changes the till from then on, never a past order's line, receipt
// or totals.

type WireOrder = {
  total_cost: number;
  items_total: number;
  print_string: string;
  order_items: { cost: number; optional_items: { id: string; label: string; price: number }[] }[];
};

let t: TestApp;
let sam: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  sam = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
});
afterAll(() => t.close());

const orderOf = async (id: string): Promise<WireOrder> =>
  (await sam.get(`/api/orders/orders/${id}/`)).json();

describe('a past order after its option set is edited', () => {
  it('keeps its choice, price, receipt and totals; a new order uses the edit', async () => {
    const menu = await loadCatalogue(sam);
    const placed = await sam.post(
      '/api/orders/orders/',
      inStore([menu.line('Flat White', ['Oat']), menu.line('Latte', ['Soy'])]),
    );
    expect(placed.statusCode).toBe(201);
    const id: string = placed.json().id;
    const before = await orderOf(id);
    expect(before.order_items.map((i) => [i.cost, i.optional_items])).toEqual([
      [350, [{ id: menu.choice('Flat White', 'Oat'), label: 'Oat', price: 30 }]],
      [360, [{ id: menu.choice('Latte', 'Soy'), label: 'Soy', price: 30 }]],
    ]);

    const milk = menu.product('Flat White').options.find((o) => o.label === 'Milk');
    const [whole, oat] = milk?.option_choices ?? [];
    const edit = await sam.patch(`/api/orders/option-sets/${milk?.id}/`, {
      label: 'Milk please',
      option_choices: [
        { id: whole?.id, label: 'Whole', price: 0 },
        { id: oat?.id, label: 'Oat milk', price: 60 },
      ],
    });
    expect(edit.statusCode).toBe(200);

    expect(await orderOf(id)).toEqual(before);
    expect(before.print_string).toContain('Oat');
    expect(before.print_string).not.toContain('Oat milk');

    const after = await loadCatalogue(sam);
    const next = await sam.post(
      '/api/orders/orders/',
      inStore([after.line('Flat White', ['Oat milk'])]),
    );
    expect(next.json().order_items[0]).toMatchObject({
      cost: 380,
      optional_items: [{ id: oat?.id, label: 'Oat milk', price: 60 }],
    });
    // Soy was deleted: a till still holding it in a cart is told, not charged the old price.
    const stale = await sam.post('/api/orders/orders/', inStore([menu.line('Latte', ['Soy'])]));
    expect(stale.statusCode).toBe(400);
  });
});
