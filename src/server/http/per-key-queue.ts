/**
 * Runs at most `concurrency` tasks of one key at a time in this process; the rest of that key wait
 * their turn, in order, while other keys run. A team's burst (200 suggestion requests at once from
 * one member's script) then takes its own time, not every team's: each waiting task holds no
 * database connection and no CPU.
 */
export function perKeyQueue(concurrency: number) {
  const lanes = new Map<string, { running: number; waiting: (() => void)[] }>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let lane = lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      lanes.set(key, lane);
    }
    const own = lane;
    if (own.running >= concurrency) await new Promise<void>((resolve) => own.waiting.push(resolve));
    else own.running++;
    try {
      return await task();
    } finally {
      const next = own.waiting.shift();
      // The freed place goes straight to the next waiting task (running stays the same).
      if (next) next();
      else if (--own.running === 0) lanes.delete(key);
    }
  };
}
