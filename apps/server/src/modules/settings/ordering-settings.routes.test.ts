import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { clientIdOf, sectionAudits, settingsOutsiders } from '@/testing/settings-callers.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Settings → Ordering (issue 14): wait time, delivery charge in pence, slots per method.

let t: TestApp;
let owner: ApiClient;
let cafeId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafeId = await clientIdOf(t.db, CORNER_CAFE.identifier);
});
afterAll(() => t.close());

const path = '/api/settings/ordering/';
const slots = { days_ahead: 7, slot_minutes: 30, capacity_per_slot: 5, lead_time_minutes: 30 };
const body = (patch: Record<string, unknown> = {}) => ({
  wait_time_minutes: 15,
  delivery_cost_pence: 250,
  delivery_cost_cutoff_pence: 2000,
  ...patch,
});

describe('GET settings/ordering/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get(path)).statusCode).toBe(401);
  });

  it('answers the money in pence, each method’s slots and which methods are on', async () => {
    const res = await owner.get(path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      wait_time_minutes: CORNER_CAFE.waitTimeMinutes,
      delivery_cost_pence: CORNER_CAFE.deliveryCostPence,
      delivery_cost_cutoff_pence: CORNER_CAFE.deliveryCostCutoffPence,
      home_delivery_slots: expect.objectContaining({ slot_minutes: expect.any(Number) }),
      click_and_collect_slots: expect.objectContaining({ days_ahead: expect.any(Number) }),
      feature_home_delivery: expect.any(Boolean),
      feature_click_and_collect: expect.any(Boolean),
    });
  });
});

describe('PUT settings/ordering/', () => {
  it('refuses staff, reporting, the card terminal and the kitchen screen, changing nothing', async () => {
    const before = (await owner.get(path)).json();
    for (const [, caller] of await settingsOutsiders(t)) {
      expect((await caller.get(path)).statusCode).toBe(403);
      expect((await caller.put(path, body({ wait_time_minutes: 60 }))).statusCode).toBe(403);
    }
    expect((await owner.get(path)).json()).toEqual(before);
    expect(await sectionAudits(t.db, cafeId, 'ordering')).toEqual([]);
  });

  it('names the field and says what is wrong', async () => {
    const refusals: [unknown, Record<string, string[]>][] = [
      [
        body({ wait_time_minutes: 20 }),
        {
          wait_time_minutes: [
            'Choose a wait time of 5, 10, 15, 30, 45, 60, 75, 90, 105, 120 minutes.',
          ],
        },
      ],
      [
        body({ delivery_cost_pence: 2.5 }),
        { delivery_cost_pence: ['The delivery charge is from £0.00 to £1,000.00, in pence.'] },
      ],
      [
        body({ delivery_cost_cutoff_pence: -1 }),
        {
          delivery_cost_cutoff_pence: [
            'The free delivery total is from £0.00 to £1,000.00, in pence.',
          ],
        },
      ],
      [
        body({ delivery_cost_cutoff_pence: 0 }),
        {
          delivery_cost_cutoff_pence: [
            'Enter the order total from which delivery is free: the charge applies to orders below it, so with £0.00 it is never added.',
          ],
        },
      ],
      [
        body({ home_delivery_slots: { ...slots, slot_minutes: 0 } }),
        { 'home_delivery_slots.slot_minutes': ['A slot lasts from 5 to 240 minutes.'] },
      ],
      [
        body({ click_and_collect_slots: { ...slots, days_ahead: 90, capacity_per_slot: 0 } }),
        {
          'click_and_collect_slots.days_ahead': ['Offer slots from 1 to 60 days ahead.'],
          'click_and_collect_slots.capacity_per_slot': ['A slot takes from 1 to 999 orders.'],
        },
      ],
    ];
    for (const [sent, answer] of refusals) {
      const res = await owner.put(path, sent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    expect(await sectionAudits(t.db, cafeId, 'ordering')).toEqual([]);
  });

  it('saves the wait time, the charge and one method’s slots, audited, for this merchant only', async () => {
    const before = (await owner.get(path)).json();
    const newSlots = {
      days_ahead: 3,
      slot_minutes: 15,
      capacity_per_slot: 2,
      lead_time_minutes: 60,
    };
    const res = await owner.put(
      path,
      body({ wait_time_minutes: 45, delivery_cost_pence: 399, click_and_collect_slots: newSlots }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      wait_time_minutes: 45,
      delivery_cost_pence: 399,
      click_and_collect_slots: newSlots,
      // Left out, so kept.
      home_delivery_slots: before.home_delivery_slots,
    });
    // The till's wait time is the same setting.
    expect((await owner.get('/api/client/')).json().client.wait_time).toBe(45);
    // The slot list is cut with the new settings.
    const days = (await owner.get('/api/orders/click-and-collect-slots/')).json();
    expect(days.length).toBeLessThanOrEqual(3);

    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await harbour.get(path)).json().wait_time_minutes).not.toBe(45);

    const audits = await sectionAudits(t.db, cafeId, 'ordering');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({
      waitTimeMinutes: { from: 15, to: 45 },
      deliveryCostPence: { from: 250, to: 399 },
      clickAndCollectSlots: {
        from: expect.any(Object),
        to: { daysAhead: 3, slotMinutes: 15, capacityPerSlot: 2, leadTimeMinutes: 60 },
      },
    });
  });
});
