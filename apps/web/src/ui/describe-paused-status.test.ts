import { describe, expect, it } from 'vitest';
import { describePausedBanner, describePausedStatus } from '@/ui/describe-paused-status';

const now = new Date('2026-07-14T10:00:00Z');

describe('describePausedStatus', () => {
  it('says when ordering is open', () => {
    expect(
      describePausedStatus({ orderingUnavailable: false, pausedUntil: null }, 'Europe/London', now),
    ).toBe('Ordering is open');
  });

  it('gives the end of a timed pause in the merchant time zone', () => {
    const status = { orderingUnavailable: true, pausedUntil: '2026-07-14T13:30:00Z' };
    expect(describePausedStatus(status, 'Europe/London', now)).toBe(
      'Ordering is paused until 14:30',
    );
  });

  it('names the day when a pause ends tomorrow', () => {
    const status = { orderingUnavailable: true, pausedUntil: '2026-07-15T01:30:00Z' };
    expect(describePausedStatus(status, 'Europe/London', now)).toBe(
      'Ordering is paused until Wed 02:30',
    );
  });

  it('says when the pause lasts until unpaused', () => {
    expect(
      describePausedStatus({ orderingUnavailable: true, pausedUntil: null }, 'Europe/London', now),
    ).toBe('Ordering is paused until unpaused');
  });
});

describe('describePausedBanner', () => {
  it('shows nothing while ordering is open', () => {
    expect(
      describePausedBanner({ orderingUnavailable: false, pausedUntil: null }, 'Europe/London', now),
    ).toBeNull();
  });

  it('says online ordering is paused until the local time', () => {
    const status = { orderingUnavailable: true, pausedUntil: '2026-07-14T13:30:00Z' };
    expect(describePausedBanner(status, 'Europe/London', now)).toBe(
      'Online ordering is paused until 14:30',
    );
  });

  it('says until unpaused for an open-ended pause', () => {
    expect(
      describePausedBanner({ orderingUnavailable: true, pausedUntil: null }, 'Europe/London', now),
    ).toBe('Online ordering is paused until unpaused');
  });
});
