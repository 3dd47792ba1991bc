import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotDay } from '@opentill/contract/orders/slot-day.schemas';
import { clients, orders, type SlotDeliverTo } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

let t: TestApp;
let staff: ApiClient;
let cafeId: string;
let harbourId: string;
let nextNumber = 900_000;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
  const rows = await t.db.select().from(clients);
  cafeId = rows.find((c) => c.identifier === CORNER_CAFE.identifier)?.id ?? '';
  harbourId = rows.find((c) => c.identifier === HARBOUR_FISH.identifier)?.id ?? '';
});
afterAll(() => t.close());

const CNC = '/api/orders/click-and-collect-slots/';
const HOME = '/api/orders/home-delivery-slots/';

/** Booked orders, as order create would leave them. */
const book = async (
  clientId: string,
  deliverTo: SlotDeliverTo,
  slot: string,
  n: number,
  status: 'requested' | 'cancelled' = 'requested',
) => {
  const rows = Array.from({ length: n }, () => ({
    clientId,
    orderNumber: nextNumber++,
    deliverTo,
    status,
    orderDatetimeSlot: new Date(slot),
  }));
  await t.db.insert(orders).values(rows);
};

const slotsOf = async (api: ApiClient, url: string) => {
  const res = await api.get(url);
  expect(res.statusCode).toBe(200);
  return res.json() as { date: string; total_timeslots_available: number; timeslots: Slot[] }[];
};
type Slot = { start_time: string; number_available: number; start: string };
const firstSlot = (days: { timeslots: Slot[] }[]): Slot => {
  const slot = days[0]?.timeslots[0];
  if (!slot) throw new Error('no slot offered');
  return slot;
};

describe('GET slot days', () => {
  it('requires authentication', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.get(CNC)).statusCode).toBe(401);
    expect((await anonymous.get(HOME)).statusCode).toBe(401);
  });

  it('refuses a session that names another merchant', async () => {
    const res = await staff.get(CNC, { 'x-dt-schema': HARBOUR_FISH.identifier });
    expect(res.statusCode).toBe(403);
  });

  it('offers the coming week inside opening hours, after the lead time', async () => {
    const days = await slotsOf(staff, HOME);
    expect(days.length).toBeGreaterThanOrEqual(6);
    expect(days.length).toBeLessThanOrEqual(7);
    for (const day of days) {
      expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day.total_timeslots_available).toBe(day.timeslots.length);
      for (const slot of day.timeslots) {
        expect(slot.start_time >= CORNER_CAFE.opens && slot.start_time < CORNER_CAFE.closes).toBe(
          true,
        );
        expect(slot.number_available).toBeGreaterThan(0);
        expect(slot.number_available).toBeLessThanOrEqual(4);
        // Home delivery's lead time is 45 minutes in the demo.
        expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 44 * 60_000);
      }
    }
    const lastDay = days.at(-1);
    expect(lastDay?.timeslots[0]).toMatchObject({ start_time: '08:00', number_available: 4 });
  });

  it('omits a full slot; a cancelled order frees its place', async () => {
    const before = await slotsOf(staff, CNC);
    const slot = firstSlot(before);
    await book(cafeId, 'click_and_collect', slot.start, slot.number_available - 1);
    await book(cafeId, 'click_and_collect', slot.start, 2, 'cancelled');
    // Another method and another merchant do not fill it.
    await book(cafeId, 'home_delivery', slot.start, 10);
    await book(harbourId, 'click_and_collect', slot.start, 10);
    const oneLeft = firstSlot(await slotsOf(staff, CNC));
    expect(oneLeft).toMatchObject({ start: slot.start, number_available: 1 });

    await book(cafeId, 'click_and_collect', slot.start, 1);
    const after = await slotsOf(staff, CNC);
    const starts = after.flatMap((d) => d.timeslots.map((s) => s.start));
    expect(starts).not.toContain(slot.start);
  });

  it('answers no days for a merchant that does not offer the method', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect(await slotsOf(harbour, CNC)).toEqual([]);
    await t.db.update(clients).set({ featureHomeDelivery: false }).where(eq(clients.id, cafeId));
    expect(await slotsOf(staff, HOME)).toEqual([] satisfies SlotDay[]);
    await t.db.update(clients).set({ featureHomeDelivery: true }).where(eq(clients.id, cafeId));
  });
});
