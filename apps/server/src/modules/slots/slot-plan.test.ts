import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@/db/schema/values.js';
import { offeredSlotDays, planSlots, type SlotSettings, type SlotWindow } from './slot-plan.js';

const everyDay = (opens: string, closes: string): OpeningHours[] =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, opens, closes }));

const settings: SlotSettings = {
  slotMinutes: 30,
  capacityPerSlot: 5,
  leadTimeMinutes: 0,
  daysAhead: 1,
};

const windowAt = (now: string, patch: Partial<SlotWindow> = {}): SlotWindow => ({
  settings,
  openingHours: everyDay('08:00', '10:00'),
  timeZone: 'Europe/London',
  now: new Date(now),
  ...patch,
});

const startsOf = (w: SlotWindow) => planSlots(w).map((s) => `${s.date} ${s.startTime}`);

describe('planSlots', () => {
  it('cuts opening hours into slots that end by closing time', () => {
    const w = windowAt('2025-06-04T05:00:00Z', { openingHours: everyDay('08:00', '09:45') });
    expect(startsOf(w)).toEqual(['2025-06-04 08:00', '2025-06-04 08:30', '2025-06-04 09:00']);
  });

  it('reads opening hours on the merchant wall clock on both sides of a DST change', () => {
    // Sunday 30 March 2025: London moves from GMT to BST at 01:00 GMT.
    const w = windowAt('2025-03-29T06:00:00Z', { settings: { ...settings, daysAhead: 2 } });
    const starts = planSlots(w).filter((s) => s.startTime === '08:00');
    expect(starts.map((s) => s.start.toISOString())).toEqual([
      '2025-03-29T08:00:00.000Z',
      '2025-03-30T07:00:00.000Z',
    ]);
  });

  it('skips wall-clock times that do not exist when the clocks go forward', () => {
    const w = windowAt('2025-03-30T00:00:00Z', { openingHours: everyDay('00:00', '03:00') });
    expect(planSlots(w).map((s) => s.startTime)).toEqual(['00:00', '00:30', '02:00', '02:30']);
  });

  it('offers a repeated hour once when the clocks go back', () => {
    // Sunday 26 October 2025: 01:00–02:00 happens twice in London.
    const w = windowAt('2025-10-25T23:00:00Z', { openingHours: everyDay('00:00', '03:00') });
    const times = planSlots(w).map((s) => s.startTime);
    expect(times).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']);
  });

  it('uses only the opening hours of each weekday, and days ahead counts today', () => {
    // 0 = Monday; 4 June 2025 is a Wednesday.
    const hours: OpeningHours[] = [
      { weekday: 2, opens: '12:00', closes: '13:00' },
      { weekday: 2, opens: '18:00', closes: '19:00' },
      { weekday: 4, opens: '09:00', closes: '10:00' },
    ];
    const w = windowAt('2025-06-04T05:00:00Z', {
      openingHours: hours,
      settings: { ...settings, slotMinutes: 60, daysAhead: 3 },
    });
    expect(startsOf(w)).toEqual(['2025-06-04 12:00', '2025-06-04 18:00', '2025-06-06 09:00']);
  });

  it('runs hours that close after midnight into the next day', () => {
    const w = windowAt('2025-06-04T05:00:00Z', {
      openingHours: everyDay('23:00', '01:00'),
      settings: { ...settings, slotMinutes: 60, daysAhead: 2 },
    });
    expect(startsOf(w)).toEqual([
      '2025-06-04 00:00',
      '2025-06-04 23:00',
      '2025-06-05 00:00',
      '2025-06-05 23:00',
    ]);
  });

  it('plans one day alone the same as within the whole window', () => {
    const w = windowAt('2025-06-04T05:00:00Z', {
      openingHours: everyDay('20:00', '01:00'),
      settings: { ...settings, daysAhead: 3 },
    });
    const all = planSlots(w);
    for (const date of ['2025-06-04', '2025-06-05', '2025-06-06'])
      expect(planSlots(w, date)).toEqual(all.filter((s) => s.date === date));
    expect(planSlots(w, '2025-06-05').map((s) => s.startTime)[0]).toBe('00:00');
  });

  it('has no slots on a closed day', () => {
    expect(planSlots(windowAt('2025-06-04T05:00:00Z', { openingHours: [] }))).toEqual([]);
  });

  it('offers nothing on a closed date, not even the hours after midnight of the evening before', () => {
    const w = windowAt('2025-12-24T05:00:00Z', {
      openingHours: everyDay('22:00', '01:00'),
      settings: { ...settings, slotMinutes: 60, daysAhead: 3 },
      closedDates: new Set(['2025-12-25']),
    });
    expect(startsOf(w)).toEqual([
      '2025-12-24 00:00',
      '2025-12-24 22:00',
      '2025-12-24 23:00',
      '2025-12-26 22:00',
      '2025-12-26 23:00',
    ]);
    expect(planSlots(w, '2025-12-25')).toEqual([]);
    const open = windowAt('2025-12-24T05:00:00Z', { ...w, closedDates: new Set() });
    expect(planSlots(open, '2025-12-25').map((s) => s.startTime)).toEqual([
      '00:00',
      '22:00',
      '23:00',
    ]);
  });
});

describe('offeredSlotDays', () => {
  it('leaves out slots that have started or fall inside the lead time', () => {
    // 08:40 BST, with a 45-minute lead time: 09:30 is the first slot offered.
    const w = windowAt('2025-06-04T07:40:00Z', { settings: { ...settings, leadTimeMinutes: 45 } });
    const [day] = offeredSlotDays(w, new Map());
    expect(day?.timeslots.map((t) => t.startTime)).toEqual(['09:30']);
  });

  it('counts places left, omits a full slot, and gives each slot its instant', () => {
    const w = windowAt('2025-06-04T05:00:00Z');
    const booked = new Map([
      [Date.parse('2025-06-04T07:00:00Z'), 5],
      [Date.parse('2025-06-04T07:30:00Z'), 2],
      // Booked under an older 15-minute slot length: still fills the 08:30 slot.
      [Date.parse('2025-06-04T07:45:00Z'), 1],
    ]);
    expect(offeredSlotDays(w, booked)).toEqual([
      {
        date: '2025-06-04',
        totalTimeslotsAvailable: 3,
        timeslots: [
          { startTime: '08:30', numberAvailable: 2, start: '2025-06-04T07:30:00.000Z' },
          { startTime: '09:00', numberAvailable: 5, start: '2025-06-04T08:00:00.000Z' },
          { startTime: '09:30', numberAvailable: 5, start: '2025-06-04T08:30:00.000Z' },
        ],
      },
    ]);
  });

  it('omits a day with no slot left, and offers nothing at zero capacity', () => {
    const twoDays = { ...settings, daysAhead: 2 };
    const evening = windowAt('2025-06-04T19:00:00Z', { settings: twoDays });
    expect(offeredSlotDays(evening, new Map()).map((d) => d.date)).toEqual(['2025-06-05']);
    const none = windowAt('2025-06-04T05:00:00Z', { settings: { ...twoDays, capacityPerSlot: 0 } });
    expect(offeredSlotDays(none, new Map())).toEqual([]);
  });
});
