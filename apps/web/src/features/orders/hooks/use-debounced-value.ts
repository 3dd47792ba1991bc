import { useEffect, useState } from 'react';

/** 000 §9: filter changes are debounced by 300 ms. */
export const FILTER_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delayMs`. */
export const useDebouncedValue = <T>(value: T, delayMs = FILTER_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
