/**
 * The arithmetic of a pull-down (spec 001 §2.3 "Pull-to-refresh re-renders the page"):
 * the indicator follows the finger at half its speed, a pull of PULL_THRESHOLD_PX or more
 * refreshes on release, and it stops at PULL_MAX_PX. Kept apart from the DOM so it is
 * tested on numbers alone.
 */
export const PULL_THRESHOLD_PX = 64;
export const PULL_MAX_PX = 96;
const RESISTANCE = 0.5;
/** Movement before the gesture is judged: a tap or a small wobble is neither pull nor swipe. */
const SLOP_PX = 8;

export type PullPoint = { x: number; y: number };

export type PullPhase =
  /** Not yet clear whether this is a pull. */
  | { kind: 'undecided' }
  /** A pull down: `distance` is how far the indicator has come. */
  | { kind: 'pulling'; distance: number }
  /** Not a pull (sideways, upwards): the page scrolls or swipes as usual until the finger lifts. */
  | { kind: 'ignored' };

/** Where a gesture that began at `start` stands with the finger at `now`. */
export const followPull = (start: PullPoint, now: PullPoint, phase: PullPhase): PullPhase => {
  if (phase.kind === 'ignored') return phase;
  const down = now.y - start.y;
  const across = Math.abs(now.x - start.x);
  if (phase.kind === 'undecided') {
    if (Math.max(Math.abs(down), across) < SLOP_PX) return phase;
    if (down <= 0 || across > down) return { kind: 'ignored' };
  }
  return { kind: 'pulling', distance: Math.min(PULL_MAX_PX, Math.max(0, down * RESISTANCE)) };
};

/** Whether letting go now refreshes. */
export const isReadyToRefresh = (phase: PullPhase): boolean =>
  phase.kind === 'pulling' && phase.distance >= PULL_THRESHOLD_PX;
