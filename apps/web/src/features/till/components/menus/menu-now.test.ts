import { describe, expect, it } from 'vitest';
import type { Menu } from '@/features/till/api/get-menus';
import {
  describeMenuNow,
  menusServingNow,
  topLevelCategoriesServed,
} from '@/features/till/components/menus/menu-now';

const zone = 'Europe/London';
// Tuesday 14 July 2026 is weekday 1 (Monday is 0); 08:15 UTC is 09:15 in London (BST).
const tuesdayMorning = new Date('2026-07-14T08:15:00Z');
const everyDay = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime, endTime }));
const menus: Menu[] = [
  {
    id: 'b',
    name: 'Breakfast',
    isActive: true,
    times: everyDay('08:00', '11:30'),
    categoryIds: ['hot-drinks', 'bakery'],
  },
  {
    id: 'l',
    name: 'Lunch',
    isActive: true,
    times: everyDay('11:30', '15:00'),
    categoryIds: [],
  },
  {
    id: 'x',
    name: 'Old brunch',
    isActive: false,
    times: everyDay('08:00', '12:00'),
    categoryIds: ['brunch'],
  },
  {
    id: 's',
    name: 'Sunday roast',
    isActive: true,
    times: [{ weekday: 6, startTime: '08:00', endTime: '16:00' }],
    categoryIds: ['roasts'],
  },
];

describe('menusServingNow', () => {
  it('reads the times on the merchant wall clock, and leaves inactive menus out', () => {
    expect(menusServingNow(menus, tuesdayMorning, zone).map((m) => m.name)).toEqual(['Breakfast']);
  });

  it('ends a menu at its end time, which is where the next begins', () => {
    const atHalfEleven = new Date('2026-07-14T10:30:00Z');
    expect(menusServingNow(menus, atHalfEleven, zone).map((m) => m.name)).toEqual(['Lunch']);
  });
});

describe('describeMenuNow', () => {
  it('names the menus served now', () => {
    expect(describeMenuNow(menus, null, tuesdayMorning, zone)).toBe('Menu: Breakfast');
  });

  it('says when the next menu starts when none is served', () => {
    const evening = new Date('2026-07-14T19:00:00Z');
    expect(describeMenuNow(menus, '2026-07-15T07:00:00Z', evening, zone)).toBe(
      'Next menu at Wed 08:00',
    );
    const early = new Date('2026-07-14T05:00:00Z');
    expect(describeMenuNow(menus, '2026-07-14T07:00:00Z', early, zone)).toBe('Next menu at 08:00');
  });

  it('says nothing without menu times', () => {
    expect(describeMenuNow([], null, tuesdayMorning, zone)).toBeNull();
  });
});

describe('topLevelCategoriesServed', () => {
  const top = [{ id: 'hot-drinks' }, { id: 'bakery' }, { id: 'roasts' }, { id: 'brunch' }];

  it("shows only the categories of the menus served now, in the till's order", () => {
    expect(topLevelCategoriesServed(top, menus, tuesdayMorning, zone)).toEqual([
      { id: 'hot-drinks' },
      { id: 'bakery' },
    ]);
  });

  it('shows every category when the menu served chose none, or when no menu is served', () => {
    const atNoon = new Date('2026-07-14T11:00:00Z');
    expect(topLevelCategoriesServed(top, menus, atNoon, zone)).toEqual(top);
    const atNight = new Date('2026-07-14T21:00:00Z');
    expect(topLevelCategoriesServed(top, menus, atNight, zone)).toEqual(top);
  });

  it('joins the categories of two menus served at once', () => {
    // Sunday 19 July 2026, 09:15 in London: breakfast and the roast are both served.
    const sunday = new Date('2026-07-19T08:15:00Z');
    expect(topLevelCategoriesServed(top, menus, sunday, zone).map((c) => c.id)).toEqual([
      'hot-drinks',
      'bakery',
      'roasts',
    ]);
  });
});
