import { useSyncExternalStore } from "react";

// Edits typed but not yet sent (inside the 1-second autosave pause) count as saving, so the
// 'Saving changes...' indicator covers the whole time a change is not yet stored.
const pending = new Set<symbol>();
const listeners = new Set<() => void>();

export function setSavePending(key: symbol, isPending: boolean) {
  const had = pending.has(key);
  if (isPending) pending.add(key);
  else pending.delete(key);
  if (had !== isPending) for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useHasPendingSaves(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending.size > 0,
    () => false,
  );
}
