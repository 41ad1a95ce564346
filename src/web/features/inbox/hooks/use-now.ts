import { RELATIVE_TIME_REFRESH_MS } from "@shared/inbox/inbox.constants";
import { useEffect, useState } from "react";

/** The current time, refreshed every 10 seconds so relative-time labels move on their own. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
