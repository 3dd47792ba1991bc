import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/testing/make-order';
import { formatAge, formatDue, ticketAge } from './ticket-times';

const LONDON = 'Europe/London';
const ordered = '2026-11-26T14:05:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('ticketAge', () => {
  it('counts whole minutes since the order, fresh under 10, amber from 10, red from 20', () => {
    const order = makeOrder({ createdAt: ordered });
    expect(ticketAge(order, at('2026-11-26T14:05:40Z'))).toEqual({ minutes: 0, tone: 'fresh' });
    expect(ticketAge(order, at('2026-11-26T14:14:59Z'))).toEqual({ minutes: 9, tone: 'fresh' });
    expect(ticketAge(order, at('2026-11-26T14:15:00Z'))).toEqual({ minutes: 10, tone: 'amber' });
    expect(ticketAge(order, at('2026-11-26T14:24:59Z'))).toEqual({ minutes: 19, tone: 'amber' });
    expect(ticketAge(order, at('2026-11-26T14:25:00Z'))).toEqual({ minutes: 20, tone: 'red' });
  });

  it('counts a booked order from its slot, and not at all before the slot', () => {
    const booked = makeOrder({ createdAt: ordered, orderDatetimeSlot: '2026-11-27T09:00:00Z' });
    expect(ticketAge(booked, at('2026-11-27T08:59:00Z'))).toBeNull();
    expect(ticketAge(booked, at('2026-11-27T09:12:00Z'))).toEqual({ minutes: 12, tone: 'amber' });
  });
});

describe('formatAge', () => {
  it('reads as a cook would say it', () => {
    expect([0, 1, 4, 59, 60, 125].map(formatAge)).toEqual([
      'Just in',
      '1 min',
      '4 min',
      '59 min',
      '1 h 00 min',
      '2 h 05 min',
    ]);
  });
});

describe('formatDue', () => {
  it('gives only the time today, in the merchant’s zone', () => {
    expect(formatDue('2026-07-01T08:00:00Z', at('2026-07-01T06:00:00Z'), LONDON)).toBe('Due 09:00');
  });

  it('gives the day too when the slot is another day', () => {
    expect(formatDue('2026-11-27T09:00:00Z', at('2026-11-26T14:05:00Z'), LONDON)).toBe(
      'Fri 27 Nov · Due 09:00',
    );
  });

  it('decides "today" on the merchant’s calendar, not UTC’s', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London: the 09:00 slot is today there.
    expect(formatDue('2026-07-01T08:00:00Z', at('2026-06-30T23:30:00Z'), LONDON)).toBe('Due 09:00');
  });
});
