import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelProductTap, markProductTap, measureTapToCart } from './tap-timing';

const measures = () => performance.getEntriesByName('till:tap-to-cart', 'measure');

describe('tap-to-cart timing', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    performance.clearMarks();
    performance.clearMeasures();
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('ends after the next paint: not in the layout effect, not in the frame, in the task after it', () => {
    markProductTap();
    measureTapToCart();
    expect(measures()).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames[0]?.(performance.now());
    expect(measures()).toHaveLength(0);
    vi.runOnlyPendingTimers();
    expect(measures()).toHaveLength(1);
    expect(measures()[0]?.startTime).toBe(
      performance.getEntriesByName('till:tap', 'mark').at(-1)?.startTime,
    );
  });

  it('measures once per tap, and nothing for a tap that opened a dialog', () => {
    markProductTap();
    cancelProductTap();
    measureTapToCart();
    expect(frames).toHaveLength(0);
    markProductTap();
    measureTapToCart();
    measureTapToCart();
    expect(frames).toHaveLength(1);
  });

  it('starts at the input event’s own time, so the wait before the handler counts', () => {
    const tapped = performance.now() - 30;
    vi.stubGlobal('event', { timeStamp: tapped });
    markProductTap();
    expect(performance.getEntriesByName('till:tap', 'mark').at(-1)?.startTime).toBe(tapped);
  });

  it('starts at the handler when the event’s time is on another clock', () => {
    vi.stubGlobal('event', { timeStamp: Date.now() });
    const before = performance.now();
    markProductTap();
    const start = performance.getEntriesByName('till:tap', 'mark').at(-1)?.startTime;
    expect(start).toBeGreaterThanOrEqual(before);
    expect(start).toBeLessThanOrEqual(performance.now());
  });
});
