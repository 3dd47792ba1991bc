import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { clientIdOf, sectionAudits, settingsOutsiders } from '@/testing/settings-callers.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Settings → Opening hours (issue 14): the week and the closed days, owner only, audited.

let t: TestApp;
let owner: ApiClient;
let cafeId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafeId = await clientIdOf(t.db, CORNER_CAFE.identifier);
});
afterAll(() => t.close());

const path = '/api/settings/opening-hours/';
type Period = { opens: string; closes: string };
const week = (periods: (weekday: number) => Period[]) =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, periods: periods(weekday) }));
const body = (
  days = week(() => [{ opens: '08:00', closes: '22:00' }]),
  closedDays: unknown[] = [],
) => ({
  days,
  closed_days: closedDays,
});

describe('GET settings/opening-hours/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get(path)).statusCode).toBe(401);
  });

  it('answers the demo week, Monday first, with no closed day', async () => {
    const res = await owner.get(path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body());
  });
});

describe('PUT settings/opening-hours/', () => {
  it('refuses staff, reporting, the card terminal and the kitchen screen, changing nothing', async () => {
    for (const [, caller] of await settingsOutsiders(t)) {
      expect((await caller.get(path)).statusCode).toBe(403);
      const res = await caller.put(path, body(week(() => [])));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await owner.get(path)).json()).toEqual(body());
    expect(await sectionAudits(t.db, cafeId, 'opening_hours')).toEqual([]);
  });

  it('names the field and says what is wrong', async () => {
    const refusals: [unknown, Record<string, string[]>][] = [
      [
        body(week((d) => (d === 0 ? [{ opens: '8am', closes: '12:00' }] : []))),
        { 'days.0.periods.0.opens': ['Enter the opening time as HH:mm, e.g. 08:00.'] },
      ],
      [
        body(
          week((d) =>
            d === 0
              ? [
                  { opens: '08:00', closes: '12:00' },
                  { opens: '11:00', closes: '15:00' },
                ]
              : [],
          ),
        ),
        { 'days.0.periods': ["Mondays' periods overlap: 08:00–12:00 and 11:00–15:00."] },
      ],
      [
        body(
          week((d) =>
            d === 6
              ? [{ opens: '20:00', closes: '02:00' }]
              : d === 0
                ? [{ opens: '01:00', closes: '09:00' }]
                : [],
          ),
        ),
        {
          'days.6.periods': ["Sunday's 20:00–02:00 runs past midnight into Monday's 01:00–09:00."],
        },
      ],
      [
        body(week((d) => (d === 2 ? [{ opens: '09:00', closes: '09:00' }] : []))),
        {
          'days.2.periods.0.closes': ['Wednesday opens and closes at 09:00: enter when it closes.'],
        },
      ],
      [
        body(undefined, [{ date: '2025-02-30', note: '' }]),
        { 'closed_days.0.date': ['Enter a real date, e.g. 2025-12-25.'] },
      ],
      [
        body(undefined, [
          { date: '2025-12-25', note: 'Christmas' },
          { date: '2025-12-25', note: '' },
        ]),
        { 'closed_days.1.date': ['25 Dec 2025 is listed twice.'] },
      ],
      [
        { days: week(() => []).slice(0, 6), closed_days: [] },
        { days: ['Send the seven days of the week, Monday first.'] },
      ],
    ];
    for (const [sent, answer] of refusals) {
      const res = await owner.put(path, sent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    expect(await sectionAudits(t.db, cafeId, 'opening_hours')).toEqual([]);
  });

  it('closes a date for booking: the slot list leaves it out', async () => {
    const slotDates = async () =>
      ((await owner.get('/api/orders/click-and-collect-slots/')).json() as { date: string }[]).map(
        (day) => day.date,
      );
    const [, tomorrow] = await slotDates();
    if (tomorrow === undefined) throw new Error('the demo offers no slot tomorrow');
    const res = await owner.put(path, body(undefined, [{ date: tomorrow, note: 'Staff day' }]));
    expect(res.statusCode).toBe(200);
    const after = await slotDates();
    expect(after).not.toContain(tomorrow);
    expect(after.length).toBeGreaterThan(0);
    expect((await owner.put(path, body())).statusCode).toBe(200);
    expect(await slotDates()).toContain(tomorrow);
  });

  it('saves split days, past-midnight hours and closed days, for this merchant only', async () => {
    const days = week((d) =>
      d === 0
        ? []
        : d === 4
          ? [{ opens: '18:00', closes: '01:00' }]
          : [
              { opens: '12:00', closes: '15:00' },
              { opens: '08:00', closes: '11:30' },
            ],
    );
    const closed = [
      { date: '2026-01-01', note: "New Year's Day" },
      { date: '2025-12-25', note: 'Christmas' },
    ];
    const res = await owner.put(path, body(days, closed));
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    // Periods by time, closed days by date.
    expect(saved.days[1].periods).toEqual([
      { opens: '08:00', closes: '11:30' },
      { opens: '12:00', closes: '15:00' },
    ]);
    expect(saved.days[0].periods).toEqual([]);
    expect(saved.closed_days.map((c: { date: string }) => c.date)).toEqual([
      '2025-12-25',
      '2026-01-01',
    ]);
    expect((await owner.get(path)).json()).toEqual(saved);

    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await harbour.get(path)).json().closed_days).toEqual([]);

    const audits = await sectionAudits(t.db, cafeId, 'opening_hours');
    const audit = audits.at(-1);
    expect(Object.keys(audit?.details ?? {}).sort()).toEqual(['closedDays', 'openingHours']);
    // The same again changes and audits nothing.
    expect((await owner.put(path, body(saved.days, saved.closed_days))).statusCode).toBe(200);
    expect(await sectionAudits(t.db, cafeId, 'opening_hours')).toHaveLength(audits.length);

    expect((await owner.put(path, body())).statusCode).toBe(200);
  });
});
