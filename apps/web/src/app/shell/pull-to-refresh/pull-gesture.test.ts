import { describe, expect, it } from 'vitest';
import {
  PULL_MAX_PX,
  PULL_THRESHOLD_PX,
  followPull,
  isReadyToRefresh,
  type PullPhase,
} from '@/app/shell/pull-to-refresh/pull-gesture';

const start = { x: 100, y: 100 };
const undecided: PullPhase = { kind: 'undecided' };
const to = (dx: number, dy: number) => ({ x: start.x + dx, y: start.y + dy });

describe('pull gesture', () => {
  it('waits for a clear movement before deciding', () => {
    expect(followPull(start, to(3, 5), undecided)).toEqual(undecided);
  });

  it('follows a pull down at half the finger’s distance', () => {
    expect(followPull(start, to(0, 40), undecided)).toEqual({ kind: 'pulling', distance: 20 });
  });

  it('refreshes on release only past the threshold', () => {
    const short = followPull(start, to(0, PULL_THRESHOLD_PX * 2 - 2), undecided);
    const long = followPull(start, to(0, PULL_THRESHOLD_PX * 2), undecided);
    expect(isReadyToRefresh(short)).toBe(false);
    expect(isReadyToRefresh(long)).toBe(true);
  });

  it('stops the indicator at its maximum however far the finger goes', () => {
    expect(followPull(start, to(0, 1000), undecided)).toEqual({
      kind: 'pulling',
      distance: PULL_MAX_PX,
    });
  });

  it('ignores a sideways swipe and an upward scroll, to the end of the gesture', () => {
    const sideways = followPull(start, to(60, 20), undecided);
    expect(sideways).toEqual({ kind: 'ignored' });
    expect(followPull(start, to(0, 300), sideways)).toEqual({ kind: 'ignored' });
    expect(followPull(start, to(0, -40), undecided)).toEqual({ kind: 'ignored' });
  });

  it('takes back a pull when the finger goes back up', () => {
    const pulling = followPull(start, to(0, 200), undecided);
    const back = followPull(start, to(0, -10), pulling);
    expect(back).toEqual({ kind: 'pulling', distance: 0 });
    expect(isReadyToRefresh(back)).toBe(false);
  });
});
