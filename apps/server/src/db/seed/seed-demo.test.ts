import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashiers,
  categories,
  clients,
  diningTables,
  optionChoices,
  optionSets,
  orders,
  payments,
  productOptionSets,
  products,
  quickTillPositions,
  users,
} from '@/db/schema/index.js';
import { verifySecret } from '@/modules/auth/password-hash.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { CORNER_CAFE, DEMO_PASSWORD, DEMO_TERMINAL_PIN } from './demo-constants.js';
import { seedDemo } from './seed-demo.js';

let t: TestApp;
let cafeId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [cafe] = await t.db.select().from(clients).where(eq(clients.identifier, 'corner-cafe'));
  cafeId = cafe?.id ?? '';
});
afterAll(() => t.close());

const countOf = async (table: typeof orders | typeof products, clientId: string) =>
  (await t.db.select({ n: count() }).from(table).where(eq(table.clientId, clientId)))[0]?.n ?? 0;

describe('the demo seed', () => {
  it('does nothing to a seeded database', async () => {
    const before = await countOf(orders, cafeId);
    expect(await seedDemo(t.db, { days: 5 })).toEqual({ created: false });
    expect(await countOf(orders, cafeId)).toBe(before);
  });

  it('keeps the documented merchant settings', async () => {
    const [cafe] = await t.db.select().from(clients).where(eq(clients.id, cafeId));
    expect(cafe).toMatchObject({
      name: 'Corner Café',
      timeZone: 'Europe/London',
      featureEatIn: true,
      featureInStore: true,
      featureTakeaway: true,
      featureHomeDelivery: true,
      featureClickAndCollect: true,
      featureDelivery: true,
      waitTimeMinutes: 15,
      deliveryCostPence: 250,
      deliveryCostCutoffPence: 2000,
      vatRegistered: true,
    });
    expect(cafe?.openingHours).toHaveLength(7);
    expect(cafe?.openingHours.every((h) => h.opens === '08:00' && h.closes === '22:00')).toBe(true);
    expect(await verifySecret(cafe?.terminalPinHash ?? '', DEMO_TERMINAL_PIN)).toBe(true);
  });

  it('has the demo users with their groups and password', async () => {
    const people = await t.db.select().from(users).where(eq(users.clientId, cafeId));
    const byEmail = Object.fromEntries(people.map((u) => [u.email, u]));
    expect(byEmail['owner@example.com']?.groups).toEqual(['owner']);
    expect(byEmail['manager@example.com']?.groups).toEqual(['reporting']);
    expect(byEmail['staff@example.com']?.groups).toEqual([]);
    expect(
      await verifySecret(byEmail['staff@example.com']?.passwordHash ?? '', DEMO_PASSWORD),
    ).toBe(true);
  });

  it('has Sam with PIN 1234 and edit permission, and Alex with neither', async () => {
    const rows = await t.db.select().from(cashiers).where(eq(cashiers.clientId, cafeId));
    const sam = rows.find((c) => c.username === 'Sam');
    const alex = rows.find((c) => c.username === 'Alex');
    expect(sam?.hasEditPermission).toBe(true);
    expect(await verifySecret(sam?.pinHash ?? '', '1234')).toBe(true);
    expect(alex).toMatchObject({ hasEditPermission: false, pinHash: null });
  });

  it('has the catalogue the till tests rely on', async () => {
    expect(await countOf(products, cafeId)).toBeGreaterThanOrEqual(40);
    const nested = await t.db
      .select({ n: count() })
      .from(categories)
      .where(and(eq(categories.clientId, cafeId), isNotNull(categories.parentCategoryId)));
    expect(nested[0]?.n).toBeGreaterThan(0);

    const [flatWhite] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.clientId, cafeId), eq(products.name, 'Flat White')));
    expect(flatWhite?.pricePence).toBe(320);
    const options = await t.db
      .select({
        label: optionSets.label,
        multiple: optionSets.multiple,
        choice: optionChoices.label,
        price: optionChoices.pricePence,
      })
      .from(productOptionSets)
      .innerJoin(optionSets, eq(optionSets.id, productOptionSets.optionSetId))
      .innerJoin(optionChoices, eq(optionChoices.optionSetId, optionSets.id))
      .where(eq(productOptionSets.productId, flatWhite?.id ?? ''));
    expect(options).toEqual(
      expect.arrayContaining([
        { label: 'Milk', multiple: false, choice: 'Whole', price: 0 },
        { label: 'Milk', multiple: false, choice: 'Oat', price: 30 },
        { label: 'Milk', multiple: false, choice: 'Soy', price: 30 },
        { label: 'Extras', multiple: true, choice: 'Extra shot', price: 50 },
        { label: 'Extras', multiple: true, choice: 'Syrup', price: 40 },
      ]),
    );

    // Milk and Extras are each one set, shared by every coffee (issue 13).
    const shared = await t.db
      .select({ label: optionSets.label, products: count() })
      .from(productOptionSets)
      .innerJoin(optionSets, eq(optionSets.id, productOptionSets.optionSetId))
      .where(eq(optionSets.clientId, cafeId))
      .groupBy(optionSets.id, optionSets.label);
    expect(shared.filter((s) => ['Milk', 'Extras'].includes(s.label))).toEqual(
      expect.arrayContaining([
        { label: 'Milk', products: 10 },
        { label: 'Extras', products: 10 },
      ]),
    );
    expect(shared.filter((s) => s.label === 'Extras')).toHaveLength(1);

    const [openFood] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.clientId, cafeId), eq(products.name, 'Open Food')));
    expect(openFood?.hasVariablePrice).toBe(true);

    const vat = await t.db
      .selectDistinct({ rate: products.vatRateBasisPoints })
      .from(products)
      .where(eq(products.clientId, cafeId));
    expect(vat.map((v) => v.rate)).toEqual(expect.arrayContaining([0, 500, 2000]));
    // UK law (issue 16): a cold sandwich is 20% eaten in and 0% taken away, a coffee 20% both.
    const rates = async (name: string) =>
      (
        await t.db
          .select({ in: products.vatRateBasisPoints, away: products.vatRateTakeawayBasisPoints })
          .from(products)
          .where(and(eq(products.clientId, cafeId), eq(products.name, name)))
      )[0];
    expect(await rates('Ham & Cheese')).toEqual({ in: 2000, away: 0 });
    expect(await rates('Flat White')).toEqual({ in: 2000, away: 2000 });
    const stocked = await t.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.clientId, cafeId), isNotNull(products.stock)));
    expect(stocked[0]?.n).toBeGreaterThan(0);

    const positions = await t.db
      .select({ position: quickTillPositions.positionId })
      .from(quickTillPositions)
      .where(eq(quickTillPositions.clientId, cafeId))
      .orderBy(quickTillPositions.positionId);
    expect(positions.map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);

    const tables = await t.db
      .select({ name: diningTables.name })
      .from(diningTables)
      .where(eq(diningTables.clientId, cafeId));
    expect(tables.map((x) => x.name).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: CORNER_CAFE.tableCount }, (_, i) => String(i + 1)),
    );
  });

  it('has a history whose totals and order numbers are consistent', async () => {
    const [check] = await t.db
      .select({
        orders: count(),
        badTotals:
          sql<number>`count(*) filter (where ${orders.totalCostPence} <> ${orders.itemsTotalPence} + ${orders.deliveryChargePence} + ${orders.adjustmentsTotalPence})`.mapWith(
            Number,
          ),
        maxNumber: sql<number>`max(${orders.orderNumber})`.mapWith(Number),
      })
      .from(orders)
      .where(eq(orders.clientId, cafeId));
    const [cafe] = await t.db.select().from(clients).where(eq(clients.id, cafeId));
    expect(check?.orders).toBeGreaterThan(0);
    expect(check?.badTotals).toBe(0);
    expect(check?.maxNumber).toBe(check?.orders);
    expect(cafe?.nextOrderNumber).toBe((check?.maxNumber ?? 0) + 1);
  });

  it('numbers the paid history’s receipts 1, 2, 3 … and the next receipt follows on', async () => {
    const [check] = await t.db
      .select({
        numbered: count(orders.receiptNumber),
        distinct: sql<number>`count(distinct ${orders.receiptNumber})`.mapWith(Number),
        max: sql<number>`max(${orders.receiptNumber})`.mapWith(Number),
        paid: sql<number>`count(*) filter (where ${payments.status} = 'paid')`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.clientId, cafeId));
    const [cafe] = await t.db.select().from(clients).where(eq(clients.id, cafeId));
    expect(check?.numbered).toBeGreaterThan(0);
    expect(check?.numbered).toBe(check?.paid);
    expect(check?.distinct).toBe(check?.numbered);
    expect(check?.max).toBe(check?.numbered);
    expect(cafe?.nextReceiptNumber).toBe((check?.max ?? 0) + 1);
  });
});
