import { startTransition, useEffect, useState } from 'react';

/** More than a screenful of tiles on the largest screen. */
export const FIRST_TILES = 240;
const MORE_TILES = 480;

/**
 * How many of `total` tiles to draw now. A level of thousands of tiles draws its first
 * screenful at once and the rest a chunk at a time, yielding between chunks, so the
 * till shows and takes taps straight away instead of laying out every tile first.
 * The caller keys the grid by level, so a new level starts again from the first chunk.
 */
export const useProgressiveCount = (total: number): number => {
  const [count, setCount] = useState(FIRST_TILES);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + MORE_TILES)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
};
