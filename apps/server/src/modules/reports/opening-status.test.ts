import { describe, expect, it } from 'vitest';
import { openingStatus } from './opening-status.js';

const everyDay = (opens: string, closes: string) =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, opens, closes }));
const london = 'Europe/London';
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;
const status = (hours: ReturnType<typeof everyDay>, now: string, yesterday: string) => {
  const s = openingStatus(hours, london, at(now), at(yesterday));
  return { open: s.open, since: iso(s.statusSince), next: iso(s.nextChangeAt) };
};

describe('openingStatus', () => {
  // Thursday 26 November 2026, GMT.
  const yesterday = '2026-11-25T00:00:00Z';

  it('is open inside the hours, since opening, until closing', () => {
    expect(status(everyDay('08:00', '22:00'), '2026-11-26T12:00:00Z', yesterday)).toEqual({
      open: true,
      since: '2026-11-26T08:00:00.000Z',
      next: '2026-11-26T22:00:00.000Z',
    });
  });

  it('is closed after hours, since last closing, until the next opening', () => {
    expect(status(everyDay('08:00', '22:00'), '2026-11-26T03:00:00Z', yesterday)).toEqual({
      open: false,
      since: '2026-11-25T22:00:00.000Z',
      next: '2026-11-26T08:00:00.000Z',
    });
  });

  it('runs hours that close before they open past midnight', () => {
    expect(status(everyDay('18:00', '02:00'), '2026-11-26T01:00:00Z', yesterday)).toEqual({
      open: true,
      since: '2026-11-25T18:00:00.000Z',
      next: '2026-11-26T02:00:00.000Z',
    });
  });

  it('opens on the one day it has hours, and says nothing of a change before yesterday', () => {
    // Only Mondays (weekday 0): closed since Monday the 23rd, before yesterday.
    const mondays = [{ weekday: 0, opens: '09:00', closes: '17:00' }];
    expect(status(mondays, '2026-11-26T12:00:00Z', yesterday)).toEqual({
      open: false,
      since: null,
      next: '2026-11-30T09:00:00.000Z',
    });
  });

  it('never opens without hours, and never closes when open round the clock', () => {
    expect(status([], '2026-11-26T12:00:00Z', yesterday)).toEqual({
      open: false,
      since: null,
      next: null,
    });
    expect(status(everyDay('00:00', '00:00'), '2026-11-26T12:00:00Z', yesterday)).toEqual({
      open: true,
      since: null,
      next: null,
    });
  });
});
