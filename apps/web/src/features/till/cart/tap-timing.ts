/**
 * Performance marks a bench reads (issue 3, Measured): `till:tap` at the tap, and
 * the measure `till:tap-to-cart` once the cart with the new line has been painted.
 * Only taps that go straight into the cart are measured; a dialog in between is
 * the cashier's time, not the app's.
 *
 * The start is the input event's own time stamp when the tap handler runs inside
 * one (so the wait before the handler ran counts too); the end is the first task
 * after the next animation frame, which the browser runs once that frame is painted.
 */
const TAP_MARK = 'till:tap';
const TAP_TO_CART_MEASURE = 'till:tap-to-cart';

/** When the pending tap happened, or null when no tap waits for the cart. */
let pendingTapStart: number | null = null;

const hasUserTiming = (): boolean =>
  typeof performance !== 'undefined' && typeof performance.mark === 'function';

/**
 * When the input event being handled happened, on the performance clock. The tap
 * handler is called from React's click handler, so the browser's current event
 * (`window.event`, kept for this kind of reading) is that click.
 */
const inputEventTime = (): number | undefined => {
  if (typeof window === 'undefined') return undefined;
  const event = window.event;
  const stamp = event?.timeStamp;
  return stamp !== undefined && stamp > 0 && stamp <= performance.now() ? stamp : undefined;
};

export const markProductTap = (): void => {
  if (!hasUserTiming()) return;
  const startTime = inputEventTime();
  pendingTapStart = performance.mark(
    TAP_MARK,
    startTime === undefined ? undefined : { startTime },
  ).startTime;
};

/** The tap opened a dialog: nothing to measure. */
export const cancelProductTap = (): void => {
  pendingTapStart = null;
};

/** From the tap's own start, so a next tap before this paint cannot shorten it. */
const measureFrom = (start: number) => (): void => {
  performance.measure(TAP_TO_CART_MEASURE, { start, end: performance.now() });
};

/**
 * Called once the cart's lines are in the DOM (a layout effect, before paint).
 * The measure is taken after the next paint: requestAnimationFrame runs just
 * before the frame is painted, and a task queued from it runs after.
 */
export const measureTapToCart = (): void => {
  if (pendingTapStart === null || !hasUserTiming()) return;
  const measure = measureFrom(pendingTapStart);
  pendingTapStart = null;
  if (typeof requestAnimationFrame !== 'function') {
    measure();
    return;
  }
  requestAnimationFrame(() => setTimeout(measure, 0));
};
