/**
 * Wraps an async task so that calls never overlap: a call while a run is in progress asks for
 * one more run after it, however many calls arrive meanwhile. A burst of realtime events thus
 * costs at most two fetches, no fetch is cancelled by the next event, and the last run always
 * starts after the last call. A failing run is reported to `onError` and does not stop later ones.
 */
export function coalesce(task: () => Promise<unknown>, onError: (error: unknown) => void = () => {}) {
  let running = false;
  let again = false;
  return async function run(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await task().catch(onError);
      } while (again);
    } finally {
      running = false;
    }
  };
}
