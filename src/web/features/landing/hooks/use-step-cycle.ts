import { useEffect, useState } from "react";

/**
 * Advances an index every `intervalMs`, wrapping after `count` steps. While `paused` the index stays
 * where it is, so a reader who hovers or focuses the demo is not interrupted.
 */
export function useStepCycle(count: number, intervalMs: number, paused: boolean) {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setStep((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);

  return [step, setStep] as const;
}
