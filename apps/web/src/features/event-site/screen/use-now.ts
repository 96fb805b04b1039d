import { useEffect, useState } from 'react';

/** The time now, updated every `periodMs`: the screen's clock and its "from today on" read it. */
export function useNow(periodMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
