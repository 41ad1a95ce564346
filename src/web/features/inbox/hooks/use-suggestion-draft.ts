import { type Dispatch, type SetStateAction, useEffect, useRef } from "react";
import { useStoredDraft } from "./use-reply-draft";

/**
 * A suggestion card's text: the suggestion as written, or the person's edit of it, kept per team and
 * suggestion until it is sent, so a reload does not throw the edit away. An edit back to the
 * suggestion's own text, or a sent card, keeps nothing.
 */
export function useSuggestionDraft(
  suggestion: { id: string; content: string },
  sent: boolean,
): [string, Dispatch<SetStateAction<string>>] {
  const [text, setText] = useStoredDraft(`suggestion:${suggestion.id}`, suggestion.content, sent);
  // A new text of the suggestion (regenerated) replaces what the card shows; the first render's does not.
  const shownContent = useRef(suggestion.content);
  useEffect(() => {
    if (shownContent.current === suggestion.content) return;
    shownContent.current = suggestion.content;
    setText(suggestion.content);
  }, [suggestion.content, setText]);
  return [text, setText];
}
