import type { ResponseSuggestion } from "@shared/inbox/inbox.schema";
import { useEffect, useRef, useState } from "react";

/** An edit of a suggestion made for an earlier message of the conversation, kept as its own card. */
export type CarriedEdit = {
  /** The suggestion as edited: its content is the person's text, so the card shows it on any reload. */
  suggestion: ResponseSuggestion;
};

/**
 * Edits that must survive the customer writing again. A thread's suggestions are made for its
 * latest message, so a new message brings new cards; an edit the person was still working on (typed,
 * not sent, different from the suggestion) is carried over as a card of its own instead of vanishing.
 * `noteEdit` is told every change of a card's text; `shown` is what the cards show now.
 */
export function useCarriedEdits(messageId: string, shown: readonly ResponseSuggestion[] | undefined) {
  const [carried, setCarried] = useState<CarriedEdit[]>([]);
  const edits = useRef<Record<string, string>>({});
  const before = useRef<{ messageId: string; suggestions: readonly ResponseSuggestion[] }>({
    messageId,
    suggestions: [],
  });

  // Declared first: it reads the cards of the message before, which the next effect replaces.
  useEffect(() => {
    const previous = before.current;
    if (previous.messageId === messageId) return;
    const kept = previous.suggestions.flatMap((s) => {
      const text = edits.current[s.id];
      return text !== undefined && text.trim() !== "" && text.trim() !== s.content.trim()
        ? [{ suggestion: { ...s, content: text } }]
        : [];
    });
    for (const s of previous.suggestions) delete edits.current[s.id];
    if (kept.length > 0) setCarried((current) => [...current, ...kept]);
  }, [messageId]);

  useEffect(() => {
    if (shown) before.current = { messageId, suggestions: shown };
  }, [messageId, shown]);

  return {
    carried,
    noteEdit: (suggestionId: string, text: string) => {
      edits.current[suggestionId] = text;
    },
    /** Sent or let go: a card's text is no longer an edit in progress. */
    forgetEdit: (suggestionId: string) => {
      delete edits.current[suggestionId];
    },
    discard: (suggestionId: string) =>
      setCarried((current) => current.filter((c) => c.suggestion.id !== suggestionId)),
  };
}
