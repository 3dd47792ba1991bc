import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMING, outcomeForAmount, progressFor } from './amount-rules.js';

describe('outcomeForAmount', () => {
  it.each([
    [1001, 'declined'],
    [1, 'declined'],
    [1002, 'slow'],
    [1003, 'never_completes'],
    [1004, 'unreachable'],
    [320, 'approved'],
    [1000, 'approved'],
    [1005, 'approved'],
    [1101, 'declined'],
  ] as const)('%i pence → %s', (pence, outcome) => {
    expect(outcomeForAmount(pence)).toBe(outcome);
  });
});

describe('progressFor', () => {
  it('keeps a slow payment in progress for longer and for more polls', () => {
    expect(progressFor('slow', DEFAULT_TIMING)).toEqual({ delayMs: 3000, minPolls: 3 });
    expect(progressFor('approved', DEFAULT_TIMING)).toEqual({ delayMs: 500, minPolls: 1 });
    expect(progressFor('declined', DEFAULT_TIMING)).toEqual({ delayMs: 500, minPolls: 1 });
    expect(progressFor('never_completes', DEFAULT_TIMING)).toBe('never');
  });
});
