import { useEffect, useState } from 'react';

/**
 * The time now, ticking every `everyMs` while the component is shown: ages ("2 min ago"), countdowns,
 * running clocks, liveness. With `enabled` false it stops ticking (and keeps the last time).
 */
export function useNow(everyMs = 1000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, enabled]);
  return now;
}
