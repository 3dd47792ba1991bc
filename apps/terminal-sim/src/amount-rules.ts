/**
 * The pence of an amount choose the outcome, the way payment sandboxes use
 * magic amounts: a journey picks a path by the price it rings up.
 */
export type Outcome = 'approved' | 'declined' | 'slow' | 'never_completes' | 'unreachable';

export const outcomeForAmount = (amountPence: number): Outcome => {
  switch (amountPence % 100) {
    case 1:
      return 'declined';
    case 2:
      return 'slow';
    case 3:
      return 'never_completes';
    case 4:
      return 'unreachable';
    default:
      return 'approved';
  }
};

export type SimTiming = {
  /** How long an approved or declined transaction stays in progress. */
  normalMs: number;
  /** How long a "slow" (…02) transaction stays in progress. */
  slowMs: number;
};

export const DEFAULT_TIMING: SimTiming = { normalMs: 500, slowMs: 3000 };

/** A transaction is final only after this long and this many 206 answers, so callers always see a 206 first. */
export type Progress = { delayMs: number; minPolls: number } | 'never';

export const progressFor = (outcome: Outcome, timing: SimTiming): Progress => {
  if (outcome === 'never_completes') return 'never';
  if (outcome === 'slow') return { delayMs: timing.slowMs, minPolls: 3 };
  return { delayMs: timing.normalMs, minPolls: 1 };
};
