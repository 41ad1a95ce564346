import { useCallback, useState } from "react";

const STORAGE_KEY = "lunara.sidebar.collapsed";

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/** Narrow or wide sidebar, remembered across visits on this browser. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readStored);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? "1" : "0");
      } catch {
        // Private browsing may refuse storage; the toggle still works for this visit.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
