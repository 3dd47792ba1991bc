import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, terminalSession, type Catalogue } from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Slots end to end: what GET offers is what order create accepts, and the
// last place goes to one till only.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

type Slot = { start_time: string; number_available: number; start: string };
const offered = async (api: ApiClient): Promise<Slot[]> => {
  const res = await api.get('/api/orders/click-and-collect-slots/');
  expect(res.statusCode).toBe(200);
  return (res.json() as { timeslots: Slot[] }[]).flatMap((day) => day.timeslots);
};

const book = (slot: string) =>
  cafe.post('/api/orders/orders/', {
    deliver_to: 'click_and_collect',
    customer: { name: 'Ada' },
    terms_accepted: true,
    order_datetime_slot: slot,
    order_items: [menu.line('Flat White')],
  });

describe('booking a click-and-collect slot', () => {
  it('is open to a paired card terminal too', async () => {
    const terminal = await terminalSession(t.app, t.db);
    expect((await offered(terminal)).length).toBeGreaterThan(0);
  });

  itRacesOnPostgres(
    'fills a slot to capacity among concurrent orders, then stops offering it',
    async () => {
      const [slot] = await offered(cafe);
      if (!slot) throw new Error('no slot offered');
      const attempts = await Promise.all(
        Array.from({ length: slot.number_available + 2 }, () => book(slot.start)),
      );
      const codes = attempts.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(slot.number_available);
      const refused = attempts.filter((res) => res.statusCode === 400);
      expect(refused).toHaveLength(2);
      for (const res of refused) expect(res.json()).toEqual({ order_datetime_slot: [m.slotFull] });
      expect((await offered(cafe)).map((s) => s.start)).not.toContain(slot.start);
    },
  );

  it('refuses a time between slots', async () => {
    const [slot] = await offered(cafe);
    const between = new Date(Date.parse(slot?.start ?? '') + 10 * 60_000).toISOString();
    const res = await book(between);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ order_datetime_slot: [m.slotNotOffered] });
  });
});
