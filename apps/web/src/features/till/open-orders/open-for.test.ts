import { describe, expect, it } from 'vitest';
import { openFor } from '@/features/till/open-orders/open-for';

describe('openFor', () => {
  const created = '2026-11-26T12:00:00Z';
  const at = (minutes: number) => Date.parse(created) + minutes * 60_000;

  it('says minutes under an hour, never less than zero', () => {
    expect(openFor(created, at(0))).toBe('0 min');
    expect(openFor(created, at(-3))).toBe('0 min');
    expect(openFor(created, at(59))).toBe('59 min');
  });

  it('says hours and minutes from an hour', () => {
    expect(openFor(created, at(60))).toBe('1 h');
    expect(openFor(created, at(65))).toBe('1 h 5 min');
  });
});
