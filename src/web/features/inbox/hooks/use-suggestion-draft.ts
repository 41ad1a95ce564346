import { useMe } from "@web/lib/me";
import { readReplyDraft, writeReplyDraft } from "@web/lib/reply-drafts";
import { useEffect, useRef, useState } from "react";

/**
 * A suggestion card's text: the suggestion as written, or the person's edit of it, kept per team and
 * suggestion in this tab (web/lib/reply-drafts) until it is sent, so a reload does not throw the
 * edit away. An edit back to the suggestion's own text, or a sent card, keeps nothing.
 */
export function useSuggestionDraft(
  suggestion: { id: string; content: string },
  sent: boolean,
): [string, React.Dispatch<React.SetStateAction<string>>] {
  const teamId = useMe().data?.team.id ?? null;
  const key = `suggestion:${suggestion.id}`;
  const [text, setText] = useState(() => (teamId && readReplyDraft(teamId, key)) || suggestion.content);
  // A new text of the suggestion (regenerated) replaces what the card shows; the first render's does not.
  const shownContent = useRef(suggestion.content);
  useEffect(() => {
    if (shownContent.current === suggestion.content) return;
    shownContent.current = suggestion.content;
    setText(suggestion.content);
  }, [suggestion.content]);
  // Who is signed in may be known only after the card first shows: the edit then comes back, unless
  // the person has already started typing.
  const restored = useRef(teamId !== null);
  useEffect(() => {
    if (!teamId) return;
    if (!restored.current) {
      restored.current = true;
      const draft = readReplyDraft(teamId, key);
      if (draft && text === suggestion.content) {
        setText(draft);
        return;
      }
    }
    writeReplyDraft(teamId, key, sent || text.trim() === suggestion.content.trim() ? "" : text);
  }, [teamId, key, text, sent, suggestion.content]);
  return [text, setText];
}
