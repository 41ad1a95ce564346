import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A flag that turns itself off after `ms` (the spec's 'Sent!' 3 s, 'saved' 3 s, success 5 s); the
 * third element turns it off at once (a new attempt must not keep the last one's notice).
 */
export function useTimedFlag(ms: number): [boolean, () => void, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const trigger = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setOn(false);
  }, []);

  return [on, trigger, clear];
}
