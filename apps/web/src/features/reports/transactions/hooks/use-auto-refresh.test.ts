import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoRefresh } from '@/features/reports/transactions/hooks/use-auto-refresh';
import { refreshTargets } from '@/features/reports/transactions/refresh-targets';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAutoRefresh', () => {
  it('refreshes every interval', async () => {
    const refresh = vi.fn(async () => undefined);
    renderHook(() => useAutoRefresh(refresh, { intervalMs: 10_000, isPaused: false }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('skips ticks while the previous refresh is still running', async () => {
    let finish = () => undefined as void;
    const refresh = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderHook(() => useAutoRefresh(refresh, { intervalMs: 10_000, isPaused: false }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('skips ticks while paused (an export running) and resumes after', async () => {
    const refresh = vi.fn(async () => undefined);
    const { rerender } = renderHook(
      ({ isPaused }) => useAutoRefresh(refresh, { intervalMs: 10_000, isPaused }),
      { initialProps: { isPaused: true } },
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).not.toHaveBeenCalled();
    rerender({ isPaused: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps going after a failed refresh', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('offline');
    });
    renderHook(() => useAutoRefresh(refresh, { intervalMs: 10_000, isPaused: false }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops when the screen goes', async () => {
    const refresh = vi.fn(async () => undefined);
    const { unmount } = renderHook(() =>
      useAutoRefresh(refresh, { intervalMs: 10_000, isPaused: false }),
    );
    unmount();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('refreshTargets (spec 001 §4)', () => {
  it('refreshes the chart always and the table on page 1 only', () => {
    expect(refreshTargets(1)).toEqual({ chart: true, table: true });
    expect(refreshTargets(2)).toEqual({ chart: true, table: false });
  });
});
