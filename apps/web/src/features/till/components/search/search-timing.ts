/**
 * The measure `till:search-to-result` a bench reads (issue 13), as tap-to-cart's: from
 * the keystroke's input event to the first task after the next paint of its results.
 */
const SEARCH_TO_RESULT_MEASURE = 'till:search-to-result';

let pendingStart: number | null = null;

const hasUserTiming = (): boolean =>
  typeof performance !== 'undefined' && typeof performance.measure === 'function';

/** Called from the search box's change handler, inside the input event. */
export const markSearchInput = (): void => {
  if (!hasUserTiming()) return;
  const stamp = typeof window === 'undefined' ? undefined : window.event?.timeStamp;
  pendingStart =
    stamp !== undefined && stamp > 0 && stamp <= performance.now() ? stamp : performance.now();
};

/** Called once the results for the typed text are in the DOM (a layout effect, before paint). */
export const measureSearchToResult = (): void => {
  if (pendingStart === null || !hasUserTiming()) return;
  const start = pendingStart;
  pendingStart = null;
  const measure = () =>
    performance.measure(SEARCH_TO_RESULT_MEASURE, { start, end: performance.now() });
  if (typeof requestAnimationFrame !== 'function') measure();
  else requestAnimationFrame(() => setTimeout(measure, 0));
};
