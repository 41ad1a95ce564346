import { useEffect, useState } from "react";

/** The current time, every `ms`, so countdowns move on their own (a local timer, not a fetch). */
export function useClock(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
