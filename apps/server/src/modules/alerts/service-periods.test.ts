import { describe, expect, it } from 'vitest';
import {
  sameServiceInWeeksBefore,
  serviceOpenAt,
  servicesEndedBetween,
} from './service-periods.js';

const LONDON = 'Europe/London';
const everyDay = (opens: string, closes: string) =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, opens, closes }));

describe('servicesEndedBetween', () => {
  it('lists each day’s service once it has ended, on the London wall clock in summer', () => {
    const services = servicesEndedBetween(
      everyDay('08:00', '22:00'),
      LONDON,
      new Date('2026-07-01T20:00:00Z'),
      new Date('2026-07-03T21:00:00Z'),
    );
    // 22:00 BST is 21:00 UTC: 1 and 2 July have ended, 3 July ends exactly at `to`.
    expect(services.map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['2026-07-01T07:00:00.000Z', '2026-07-01T21:00:00.000Z'],
      ['2026-07-02T07:00:00.000Z', '2026-07-02T21:00:00.000Z'],
      ['2026-07-03T07:00:00.000Z', '2026-07-03T21:00:00.000Z'],
    ]);
  });

  it('leaves out a service still running and one that ended at `from`', () => {
    const services = servicesEndedBetween(
      everyDay('08:00', '22:00'),
      LONDON,
      new Date('2026-01-05T22:00:00Z'),
      new Date('2026-01-06T21:59:00Z'),
    );
    expect(services).toEqual([]);
  });

  it('keeps 08:00 at 08:00 across the spring change', () => {
    const [before, after] = servicesEndedBetween(
      everyDay('08:00', '22:00'),
      LONDON,
      new Date('2026-03-28T00:00:00Z'),
      new Date('2026-03-29T23:00:00Z'),
    );
    expect(before?.start.toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(after?.start.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('runs a service that closes at or before it opens past midnight', () => {
    const [late] = servicesEndedBetween(
      [{ weekday: 4, opens: '18:00', closes: '02:00' }],
      LONDON,
      new Date('2026-01-09T00:00:00Z'),
      new Date('2026-01-10T03:00:00Z'),
    );
    // Friday 9 January 18:00 to Saturday 02:00 (GMT).
    expect([late?.start.toISOString(), late?.end.toISOString()]).toEqual([
      '2026-01-09T18:00:00.000Z',
      '2026-01-10T02:00:00.000Z',
    ]);
  });

  it('lists only the weekdays the merchant opens, and two services of one day apart', () => {
    const services = servicesEndedBetween(
      [
        { weekday: 0, opens: '08:00', closes: '11:30' },
        { weekday: 0, opens: '17:00', closes: '21:00' },
      ],
      'UTC',
      new Date('2026-01-04T00:00:00Z'),
      new Date('2026-01-07T00:00:00Z'),
    );
    expect(services.map((s) => s.start.toISOString())).toEqual([
      '2026-01-05T08:00:00.000Z',
      '2026-01-05T17:00:00.000Z',
    ]);
  });
});

describe('sameServiceInWeeksBefore', () => {
  it('gives the same wall-clock hours on the same weekday, across a clock change', () => {
    const [service] = servicesEndedBetween(
      everyDay('08:00', '22:00'),
      LONDON,
      new Date('2026-04-06T00:00:00Z'),
      new Date('2026-04-06T22:00:00Z'),
    );
    if (!service) throw new Error('no service');
    const weeks = sameServiceInWeeksBefore(service, LONDON, 4);
    expect(weeks.map((w) => w.start.toISOString())).toEqual([
      '2026-03-30T07:00:00.000Z',
      '2026-03-23T08:00:00.000Z',
      '2026-03-16T08:00:00.000Z',
      '2026-03-09T08:00:00.000Z',
    ]);
  });
});

describe('serviceOpenAt', () => {
  const hours = everyDay('08:00', '22:00');
  const openAt = (iso: string) => serviceOpenAt(hours, LONDON, new Date(iso))?.start.toISOString();

  it('finds the service running, from its opening to just before its close, on the London clock', () => {
    // 08:00–22:00 BST is 07:00–21:00 UTC.
    expect(openAt('2026-07-01T06:59:00Z')).toBeUndefined();
    expect(openAt('2026-07-01T07:00:00Z')).toBe('2026-07-01T07:00:00.000Z');
    expect(openAt('2026-07-01T20:59:00Z')).toBe('2026-07-01T07:00:00.000Z');
    expect(openAt('2026-07-01T21:00:00Z')).toBeUndefined();
  });

  it('finds a service past midnight, and the long one behind a shorter one inside it', () => {
    const late = [{ weekday: 4, opens: '18:00', closes: '02:00' }];
    expect(serviceOpenAt(late, LONDON, new Date('2026-01-10T01:30:00Z'))?.start.toISOString()).toBe(
      '2026-01-09T18:00:00.000Z',
    );
    const nested = [
      { weekday: 0, opens: '08:00', closes: '22:00' },
      { weekday: 0, opens: '10:00', closes: '12:00' },
    ];
    expect(
      serviceOpenAt(nested, 'UTC', new Date('2026-01-05T09:00:00Z'))?.start.toISOString(),
    ).toBe('2026-01-05T08:00:00.000Z');
  });
});
