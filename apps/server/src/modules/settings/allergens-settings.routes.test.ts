import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attributes, auditLog, clients, products } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, terminalSession } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Settings → Allergens (issue 14): the product attributes (V, VG, GF) saved as one list,
// and whether receipts print allergens. Owner and superadmin only; audited per save.

type WireAttribute = { id: string; name: string; short_label: string; product_count: number };
type WireSection = { receipt_shows_allergens: boolean; attributes: WireAttribute[] };

let t: TestApp;
let owner: ApiClient;
let harbour: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
});
afterAll(() => t.close());

const path = '/api/settings/allergens/';
const section = async (api = owner): Promise<WireSection> => {
  const res = await api.get(path);
  expect(res.statusCode).toBe(200);
  return res.json() as WireSection;
};
const asInput = (list: readonly WireAttribute[]) =>
  list.map(({ id, name, short_label }) => ({ id, name, short_label }));
const audits = () =>
  t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.allergens.changed'));
const attributeRows = () => t.db.select().from(attributes);

describe('GET settings/allergens/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get(path)).statusCode).toBe(401);
  });

  it('lists the merchant’s attributes by name with their products, and the receipt switch off', async () => {
    const { receipt_shows_allergens, attributes: list } = await section();
    expect(receipt_shows_allergens).toBe(false);
    expect(list.map((a) => [a.short_label, a.name])).toEqual([
      ['N', 'Contains nuts'],
      ['GF', 'Gluten free'],
      ['VG', 'Vegan'],
      ['V', 'Vegetarian'],
    ]);
    expect(list.find((a) => a.short_label === 'V')?.product_count).toBeGreaterThan(5);
    // Another merchant sees its own list only.
    const theirs = await section(harbour);
    expect(theirs.attributes.some((a) => list.some((mine) => mine.id === a.id))).toBe(false);
  });
});

describe('PUT settings/allergens/', () => {
  it('refuses staff, reporting, the card terminal and the kitchen screen, changing nothing', async () => {
    const before = await section();
    const body = { receipt_shows_allergens: true, attributes: [] };
    for (const caller of [
      await tillSession(t.app, CORNER_CAFE.staffEmail),
      await tillSession(t.app, CORNER_CAFE.managerEmail),
      await terminalSession(t.app, t.db),
      kitchenScreen(t.app),
    ]) {
      const res = await caller.put(path, body);
      expect(res.statusCode).toBe(403);
    }
    expect(await section()).toEqual(before);
    expect(await audits()).toEqual([]);
  });

  it('names the field: empty, too long, a repeated label, or another merchant’s attribute', async () => {
    const before = await attributeRows();
    const mine = (await section()).attributes;
    const theirs = (await section(harbour)).attributes;
    const bad = await owner.put(path, {
      receipt_shows_allergens: 'yes',
      attributes: [
        { name: '', short_label: 'X' },
        { name: 'Halal', short_label: 'HALAL' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      receipt_shows_allergens: ['Choose on or off.'],
      'attributes.0.name': ['Give the attribute a name, e.g. Vegetarian.'],
      'attributes.1.short_label': ['Keep the short label to 4 characters.'],
    });
    const repeated = await owner.put(path, {
      receipt_shows_allergens: false,
      attributes: [
        { name: 'Vegetarian', short_label: 'v' },
        { name: 'Veggie', short_label: 'V ' },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({
      'attributes.1.short_label': ['Another attribute already uses this short label.'],
    });
    if (!theirs[0]) throw new Error('Harbour Fish has no attribute');
    const foreign = await owner.put(path, {
      receipt_shows_allergens: false,
      attributes: [...asInput(mine), { ...asInput(theirs)[0], short_label: 'X' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      [`attributes.${mine.length}.id`]: ['This attribute is no longer there. Reload the page.'],
    });
    expect(await attributeRows()).toEqual(before);
    expect(await audits()).toEqual([]);
  });

  it('adds, renames, swaps labels and deletes in one save; products stay; one audit row', async () => {
    const before = (await section()).attributes;
    const byLabel = (label: string) => {
      const found = before.find((a) => a.short_label === label);
      if (!found) throw new Error(`no ${label}`);
      return found;
    };
    const nuts = byLabel('N');
    const productsBefore = (await t.db.select({ id: products.id }).from(products)).length;
    const res = await owner.put(path, {
      receipt_shows_allergens: true,
      attributes: [
        // GF and VG swap labels, V is renamed, N is deleted, Halal is added.
        { id: byLabel('GF').id, name: 'Gluten free', short_label: 'VG' },
        { id: byLabel('VG').id, name: 'Vegan', short_label: 'GF' },
        { id: byLabel('V').id, name: 'Veggie', short_label: 'V' },
        { name: 'Halal', short_label: 'H' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as WireSection;
    expect(saved.receipt_shows_allergens).toBe(true);
    expect(saved.attributes.map((a) => [a.short_label, a.name, a.product_count])).toEqual([
      ['VG', 'Gluten free', byLabel('GF').product_count],
      ['H', 'Halal', 0],
      ['GF', 'Vegan', byLabel('VG').product_count],
      ['V', 'Veggie', byLabel('V').product_count],
    ]);
    expect(await section()).toEqual(saved);
    // The deleted attribute's products are still on the till, without it.
    expect((await t.db.select({ id: products.id }).from(products)).length).toBe(productsBefore);
    const tillProducts = (await owner.get('/api/orders/products/')).json() as {
      attributes: { id: string }[];
    }[];
    expect(tillProducts.some((p) => p.attributes.some((a) => a.id === nuts.id))).toBe(false);
    // The till's own list follows.
    const tillList = (await owner.get('/api/orders/attributes/')).json() as WireAttribute[];
    expect(tillList.map((a) => a.short_label).sort()).toEqual(['GF', 'H', 'V', 'VG']);

    const [entry, ...more] = await audits();
    expect(more).toEqual([]);
    const ownerId = (await owner.get('/api/session/')).json().user.id as string;
    expect(entry).toMatchObject({
      actorUserId: ownerId,
      entity: 'client',
      details: {
        receiptShowsAllergens: { from: false, to: true },
        attributes: {
          from: ['N (Contains nuts)', 'GF (Gluten free)', 'VG (Vegan)', 'V (Vegetarian)'],
          to: ['VG (Gluten free)', 'H (Halal)', 'GF (Vegan)', 'V (Veggie)'],
        },
      },
    });

    // Saving the same again changes and audits nothing.
    const same = await owner.put(path, {
      receipt_shows_allergens: true,
      attributes: asInput(saved.attributes),
    });
    expect(same.json()).toEqual(saved);
    expect(await audits()).toHaveLength(1);

    // Harbour Fish's attributes and receipts are untouched.
    const [harbourRow] = await t.db
      .select({ receiptShowsAllergens: clients.receiptShowsAllergens })
      .from(clients)
      .where(eq(clients.identifier, HARBOUR_FISH.identifier));
    expect(harbourRow?.receiptShowsAllergens).toBe(false);
    expect((await section(harbour)).attributes.length).toBeGreaterThan(0);
  });
});
