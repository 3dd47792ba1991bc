import { useEffect, useState } from 'react';

/** The time now, moving every `intervalMs`: ages and countdowns tick without a refetch. */
export const useNow = (intervalMs: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
