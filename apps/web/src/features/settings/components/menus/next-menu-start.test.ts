import { describe, expect, it } from 'vitest';
import { describeStart } from './next-menu-start';

const LONDON = 'Europe/London';

describe('describeStart', () => {
  // Tuesday 3 June 2025, 10:00 BST.
  const now = new Date('2025-06-03T09:00:00Z');

  it('says today or tomorrow on the merchant clock', () => {
    expect(describeStart(new Date('2025-06-03T11:00:00Z'), now, LONDON)).toBe('today 12:00');
    expect(describeStart(new Date('2025-06-04T07:00:00Z'), now, LONDON)).toBe('tomorrow 08:00');
  });

  it('names the day further on, and reads midnight in London, not UTC', () => {
    expect(describeStart(new Date('2025-06-06T16:00:00Z'), now, LONDON)).toBe('Fri 6 Jun 17:00');
    // 23:30 UTC on the 3rd is 00:30 BST on the 4th: tomorrow.
    expect(describeStart(new Date('2025-06-03T23:30:00Z'), now, LONDON)).toBe('tomorrow 00:30');
  });
});
