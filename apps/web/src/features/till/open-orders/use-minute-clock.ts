import { useEffect, useState } from 'react';

/** Now, refreshed each minute: how long each bill has been open moves on by itself. */
export const useMinuteClock = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};
