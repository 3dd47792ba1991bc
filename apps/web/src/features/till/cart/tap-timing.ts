/**
 * Performance marks a bench reads (issue 3, Measured): `till:tap` when a product is
 * tapped, and the measure `till:tap-to-cart` once the cart shows the new line.
 * Only taps that go straight into the cart are measured; a dialog in between is
 * the cashier's time, not the app's.
 */
const TAP_MARK = 'till:tap';
const TAP_TO_CART_MEASURE = 'till:tap-to-cart';

let isTapPending = false;

const hasUserTiming = (): boolean =>
  typeof performance !== 'undefined' && typeof performance.mark === 'function';

export const markProductTap = (): void => {
  if (!hasUserTiming()) return;
  performance.mark(TAP_MARK);
  isTapPending = true;
};

/** The tap opened a dialog: nothing to measure. */
export const cancelProductTap = (): void => {
  isTapPending = false;
};

/** Called after the cart's lines render, before paint. */
export const measureTapToCart = (): void => {
  if (!isTapPending || !hasUserTiming()) return;
  isTapPending = false;
  try {
    performance.measure(TAP_TO_CART_MEASURE, TAP_MARK);
  } catch {
    // The mark was cleared by someone else (a bench resetting timings): skip this one.
  }
};
