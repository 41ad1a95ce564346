import type { KeyboardEvent } from "react";

/**
 * The keys of a reply's text box: Escape hands the keys back to the inbox's j/k (the box loses
 * focus), Ctrl/Cmd+Enter sends. The same in Write a reply and in each suggestion.
 */
export const replyKeys = (send: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key === "Escape") {
    event.preventDefault();
    event.currentTarget.blur();
  } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    send();
  }
};
