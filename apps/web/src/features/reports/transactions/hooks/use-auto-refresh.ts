import { useEffect, useRef } from 'react';

export type AutoRefreshOptions = {
  intervalMs: number;
  /** True while something else must not be disturbed (an export, a fetch already out). */
  isPaused: boolean;
};

/**
 * Calls `refresh` every `intervalMs` (spec 001 §4), skipping a tick while the previous
 * refresh is still running or while paused, so slow answers never pile up behind each other.
 */
export const useAutoRefresh = (
  refresh: () => Promise<unknown>,
  { intervalMs, isPaused }: AutoRefreshOptions,
): void => {
  const refreshRef = useRef(refresh);
  const isPausedRef = useRef(isPaused);
  const isRunningRef = useRef(false);
  useEffect(() => {
    refreshRef.current = refresh;
    isPausedRef.current = isPaused;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      if (isRunningRef.current || isPausedRef.current) return;
      isRunningRef.current = true;
      // A failed refresh leaves the last figures up; the next tick tries again.
      refreshRef
        .current()
        .catch(() => undefined)
        .finally(() => {
          isRunningRef.current = false;
        });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
};
