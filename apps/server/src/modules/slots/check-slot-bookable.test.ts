import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { clients, orders } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { AppError } from '@/http/app-error.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { checkSlotBookable, listSlotDays } from './slots.service.js';

let t: TestApp;
let cafeId: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select().from(clients);
  cafeId = rows.find((c) => c.identifier === CORNER_CAFE.identifier)?.id ?? '';
});
afterAll(() => t.close());

// Wednesday 10 June 2026, 09:00 BST: far from the seeded history, which ends at today.
const now = new Date('2026-06-10T08:00:00Z');
const check = (slot: string) =>
  checkSlotBookable(t.db, {
    clientId: cafeId,
    deliverTo: 'click_and_collect',
    slotStart: new Date(slot),
    now,
  });
const refusal = async (slot: string): Promise<string | undefined> => {
  try {
    await check(slot);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.status).toBe(400);
    return error.fields?.order_datetime_slot?.[0];
  }
};

describe('checkSlotBookable', () => {
  it('accepts a slot the till offers', async () => {
    await expect(check('2026-06-10T12:00:00Z')).resolves.toBeUndefined();
  });

  it('refuses a past slot, and one inside the 30-minute lead time', async () => {
    expect(await refusal('2026-06-10T07:30:00Z')).toBe(m.slotPast);
    expect(await refusal('2026-06-10T08:00:00Z')).toBe(m.slotPast);
    expect(await refusal('2026-06-10T08:00:01Z')).toBe(m.slotTooSoon);
  });

  it('refuses a time that is not a slot: off the grid, after closing, past the days ahead', async () => {
    expect(await refusal('2026-06-10T12:10:00Z')).toBe(m.slotNotOffered);
    // 22:00 BST is closing time.
    expect(await refusal('2026-06-10T21:00:00Z')).toBe(m.slotNotOffered);
    expect(await refusal('2026-06-17T12:00:00Z')).toBe(m.slotNotOffered);
  });

  it('refuses a full slot, inside a transaction as order create calls it', async () => {
    const slot = '2026-06-11T10:00:00Z';
    const rows = Array.from({ length: 6 }, (_, i) => ({
      clientId: cafeId,
      orderNumber: 800_000 + i,
      deliverTo: 'click_and_collect' as const,
      orderDatetimeSlot: new Date(slot),
    }));
    await t.db.insert(orders).values(rows);
    const inTransaction = t.db.transaction((tx) =>
      checkSlotBookable(tx, {
        clientId: cafeId,
        deliverTo: 'click_and_collect',
        slotStart: new Date(slot),
        now,
      }),
    );
    await expect(inTransaction).rejects.toMatchObject({
      fields: { order_datetime_slot: [m.slotFull] },
    });
    // The list agrees: the full slot is gone, its neighbours are not.
    const days = await listSlotDays(t.db, await clientRow(), 'click_and_collect', now);
    const thursday = days.find((d) => d.date === '2026-06-11');
    const times = thursday?.timeslots.map((s) => s.startTime);
    expect(times).toContain('10:30');
    expect(times).not.toContain('11:00');
  });
});

const clientRow = async () => {
  const rows = await t.db.select().from(clients);
  const row = rows.find((c) => c.id === cafeId);
  if (!row) throw new Error('no cafe');
  return row;
};
