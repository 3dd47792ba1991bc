import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { clientIdOf, sectionAudits, settingsOutsiders } from '@/testing/settings-callers.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Settings → Menus (issue 14): menus with their times and categories, saved as one list,
// and the next menu to start named at the top.

let t: TestApp;
let owner: ApiClient;
let cafeId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafeId = await clientIdOf(t.db, CORNER_CAFE.identifier);
});
afterAll(() => t.close());

const path = '/api/settings/menus/';
type Time = { weekday: number; start_time: string; end_time: string };
type Menu = {
  id: string | null;
  name: string;
  is_active: boolean;
  times: Time[];
  category_ids: string[];
};
type Answer = {
  menus: Menu[];
  categories: { id: string; name: string }[];
  next_start: { menu_id: string; menu_name: string; start: string } | null;
};
const read = async (api = owner): Promise<Answer> => (await api.get(path)).json();

describe('GET settings/menus/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get(path)).statusCode).toBe(401);
  });

  it('lists the menus, the categories to choose from and the next menu as next-active answers it', async () => {
    const answer = await read();
    expect(answer.menus.map((m) => m.name)).toEqual(['Breakfast', 'Lunch', 'All Day']);
    expect(answer.menus[0]?.category_ids).toEqual([]);
    expect(answer.categories.length).toBeGreaterThan(0);
    const nextActive = (await owner.get('/api/orders/menus/next-active/')).json();
    expect(answer.next_start?.start).toBe(nextActive.result);
    expect(answer.menus.map((m) => m.id)).toContain(answer.next_start?.menu_id);
  });
});

describe('PUT settings/menus/', () => {
  it('refuses staff, reporting, the card terminal and the kitchen screen, changing nothing', async () => {
    const before = await read();
    for (const [, caller] of await settingsOutsiders(t)) {
      expect((await caller.get(path)).statusCode).toBe(403);
      expect((await caller.put(path, { menus: [] })).statusCode).toBe(403);
    }
    expect(await read()).toEqual(before);
    expect(await sectionAudits(t.db, cafeId, 'menus')).toEqual([]);
  });

  it('names the field and says what is wrong', async () => {
    const { menus } = await read();
    const extra = (patch: Partial<Menu>): Menu => ({
      id: null,
      name: 'Dinner',
      is_active: true,
      times: [],
      category_ids: [],
      ...patch,
    });
    const n = menus.length;
    const refusals: [unknown, Record<string, string[]>][] = [
      [
        { menus: [...menus, extra({ name: 'lunch' })] },
        {
          [`menus.${n}.name`]: [
            'There is already a menu called "Lunch"; give each menu its own name.',
          ],
        },
      ],
      [
        {
          menus: [
            ...menus,
            extra({ times: [{ weekday: 4, start_time: '18:00', end_time: '17:00' }] }),
          ],
        },
        {
          [`menus.${n}.times.0.end_time`]: [
            'Friday ends at 17:00, before it starts: a menu ends the same day (add the next day for after midnight).',
          ],
        },
      ],
      [
        {
          menus: [
            ...menus,
            extra({
              times: [
                { weekday: 0, start_time: '17:00', end_time: '21:00' },
                { weekday: 0, start_time: '20:00', end_time: '22:00' },
              ],
            }),
          ],
        },
        {
          [`menus.${n}.times.1.start_time`]: [
            "Dinner's Monday times overlap: 17:00–21:00 and 20:00–22:00.",
          ],
        },
      ],
      [
        {
          menus: [
            ...menus,
            extra({ times: [{ weekday: 7, start_time: '25:00', end_time: '22:00' }] }),
          ],
        },
        {
          [`menus.${n}.times.0.weekday`]: ['Choose a day of the week.'],
          [`menus.${n}.times.0.start_time`]: ['Enter the start time as HH:mm, e.g. 08:00.'],
        },
      ],
    ];
    for (const [sent, answer] of refusals) {
      const res = await owner.put(path, sent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    expect(await sectionAudits(t.db, cafeId, 'menus')).toEqual([]);
  });

  it("answers 404 for another merchant's menu and 400 for another merchant's category", async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const theirs = await read(harbour);
    const { menus } = await read();
    const stolen = await owner.put(path, {
      menus: [...menus, { ...theirs.menus[0], name: 'Stolen' }],
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({
      detail: 'That menu was not found: reload the page and try again.',
    });
    const foreign = await owner.put(path, {
      menus: menus.map((m, i) =>
        i === 0 ? { ...m, category_ids: [theirs.categories[0]?.id] } : m,
      ),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      'menus.0.category_ids': [
        'Choose categories from your own list: one of them no longer exists.',
      ],
    });
    expect(await read(harbour)).toEqual(theirs);
  });

  it('adds, renames, deactivates and deletes menus with their times and categories, audited once', async () => {
    const { menus, categories } = await read();
    const [breakfast, lunch, allDay] = menus;
    if (!breakfast || !lunch || !allDay) throw new Error('the demo menus are missing');
    const chosen = categories.slice(0, 2).map((c) => c.id);
    const dinner: Menu = {
      id: null,
      name: 'Dinner',
      is_active: true,
      times: [
        { weekday: 4, start_time: '17:00', end_time: '21:00' },
        { weekday: 5, start_time: '17:00', end_time: '22:00' },
      ],
      category_ids: chosen,
    };
    const res = await owner.put(path, {
      menus: [
        { ...breakfast, name: 'Morning', category_ids: chosen.slice(0, 1) },
        { ...allDay, is_active: false },
        dinner,
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = (res.json() as Answer).menus;
    expect(saved.map((m) => [m.name, m.is_active])).toEqual([
      ['Morning', true],
      ['All Day', false],
      ['Dinner', true],
    ]);
    expect(saved[0]?.times).toEqual(breakfast.times);
    expect(saved[0]?.category_ids).toEqual(chosen.slice(0, 1));
    expect(saved[2]?.times).toEqual(dinner.times);
    expect([...(saved[2]?.category_ids ?? [])].sort()).toEqual([...chosen].sort());
    // The till's menu list follows, and Lunch is gone with its times.
    const till = (await owner.get('/api/orders/menus/')).json() as Menu[];
    expect(till.map((m) => m.name)).toEqual(['Morning', 'All Day', 'Dinner']);
    // next-active skips the inactive menu and agrees with Settings.
    const nextActive = (await owner.get('/api/orders/menus/next-active/')).json();
    expect((await read()).next_start?.start).toBe(nextActive.result);

    const audits = await sectionAudits(t.db, cafeId, 'menus');
    expect(audits).toHaveLength(1);
    expect(Object.keys(audits[0]?.details ?? {})).toEqual(['menus']);
  });
});
