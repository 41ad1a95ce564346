import { useEffect, useRef } from "react";

export type InboxShortcutActions = {
  next: () => void;
  previous: () => void;
  reply: () => void;
  markRead: () => void;
  focusSearch: () => void;
  showHelp: () => void;
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable;
}

/** j/k move, r reply, e mark read, / search, ? help; never while typing or with a modifier key. */
export function useInboxShortcuts(actions: InboxShortcutActions) {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      if (document.querySelector("[role=dialog], [role=alertdialog], [role=menu]")) return;
      const map: Record<string, () => void> = {
        j: ref.current.next,
        k: ref.current.previous,
        r: ref.current.reply,
        e: ref.current.markRead,
        "/": ref.current.focusSearch,
        "?": ref.current.showHelp,
      };
      const action = map[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
