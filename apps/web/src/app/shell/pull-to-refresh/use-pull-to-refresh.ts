import { useEffect, useRef, useState } from 'react';
import {
  PULL_THRESHOLD_PX,
  followPull,
  isReadyToRefresh,
  type PullPhase,
  type PullPoint,
} from '@/app/shell/pull-to-refresh/pull-gesture';

/** However long a refresh takes, the indicator goes after this: the page stays usable meanwhile. */
export const REFRESH_INDICATOR_MAX_MS = 10_000;

export type PullToRefreshState = { distance: number; isReady: boolean; isRefreshing: boolean };

const IDLE: PullToRefreshState = { distance: 0, isReady: false, isRefreshing: false };

/** A pull starts only at the top: of the page, and of any scrolled box the finger is in. */
const isAtTop = (from: EventTarget | null, boundary: HTMLElement): boolean => {
  if (window.scrollY > 0) return false;
  for (let el = from instanceof Element ? from : null; el !== null && el !== boundary;) {
    if (el.scrollTop > 0) return false;
    el = el.parentElement;
  }
  return true;
};

const pointOf = (event: TouchEvent): PullPoint | null => {
  const touch = event.touches[0];
  return touch === undefined ? null : { x: touch.clientX, y: touch.clientY };
};

/**
 * Pull-to-refresh on `target` (spec 001 §2.3), by touch only: a mouse drag selects text as
 * usual. Returns what the indicator shows. Listens to touch events rather than pointer
 * events because touchmove can be cancelled, which keeps the page from bouncing under a pull.
 */
export const usePullToRefresh = (
  target: HTMLElement | null,
  onRefresh: () => Promise<void>,
): PullToRefreshState => {
  const [state, setState] = useState<PullToRefreshState>(IDLE);
  const refresh = useRef(onRefresh);
  // The latest callback, without re-binding the listeners (and losing a pull) when it changes.
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    if (target === null) return undefined;
    let start: PullPoint | null = null;
    let phase: PullPhase = { kind: 'ignored' };
    let isRefreshing = false;

    const onStart = (event: TouchEvent) => {
      const point = pointOf(event);
      const canPull = !isRefreshing && event.touches.length === 1 && isAtTop(event.target, target);
      start = canPull ? point : null;
      phase = canPull ? { kind: 'undecided' } : { kind: 'ignored' };
    };

    const onMove = (event: TouchEvent) => {
      const point = pointOf(event);
      if (start === null || point === null || event.touches.length !== 1) return;
      phase = followPull(start, point, phase);
      if (phase.kind !== 'pulling') return;
      if (event.cancelable) event.preventDefault();
      const { distance } = phase;
      setState({ distance, isReady: isReadyToRefresh(phase), isRefreshing: false });
    };

    const onEnd = () => {
      const shouldRefresh = isReadyToRefresh(phase);
      start = null;
      phase = { kind: 'ignored' };
      if (!shouldRefresh) {
        setState(IDLE);
        return;
      }
      isRefreshing = true;
      setState({ distance: PULL_THRESHOLD_PX, isReady: true, isRefreshing: true });
      const cap = new Promise<void>((resolve) => setTimeout(resolve, REFRESH_INDICATOR_MAX_MS));
      void Promise.race([refresh.current().catch(() => undefined), cap]).finally(() => {
        isRefreshing = false;
        setState(IDLE);
      });
    };

    target.addEventListener('touchstart', onStart, { passive: true });
    target.addEventListener('touchmove', onMove, { passive: false });
    target.addEventListener('touchend', onEnd);
    target.addEventListener('touchcancel', onEnd);
    return () => {
      target.removeEventListener('touchstart', onStart);
      target.removeEventListener('touchmove', onMove);
      target.removeEventListener('touchend', onEnd);
      target.removeEventListener('touchcancel', onEnd);
    };
  }, [target]);

  return state;
};
