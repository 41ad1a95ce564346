import { useCallback, useEffect, useRef } from "react";
import { setSavePending } from "./pending-saves";

/**
 * Calls `fn` with the latest value once `ms` pass without a new one (the spec's autosave after a
 * 1-second pause). `flush` runs a pending call at once; unmounting flushes too, so no edit is lost.
 */
export function useDebouncedCallback<T>(fn: (value: T) => void, ms: number) {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);
  const key = useRef(Symbol("debounced-save"));

  useEffect(() => {
    fnRef.current = fn;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    setSavePending(key.current, false);
    if (next) fnRef.current(next.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setSavePending(key.current, true);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, ms);
    },
    [ms, flush],
  );

  useEffect(() => flush, [flush]);

  return { schedule, flush };
}
