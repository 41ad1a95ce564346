import { type ResponseSuggestion, responseSuggestionSchema } from "@shared/inbox/inbox.schema";
import { useMe } from "@web/lib/me";
import { readReplyDraft, writeReplyDraft } from "@web/lib/reply-drafts";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";

/** An edit of a suggestion made for an earlier message of the conversation, kept as its own card. */
export type CarriedEdit = {
  /** The suggestion as edited: its content is the person's text, so the card shows it on any reload. */
  suggestion: ResponseSuggestion;
};

const storedSchema = z.array(z.object({ suggestion: responseSuggestionSchema }));

function readCarried(teamId: string | null, key: string): CarriedEdit[] {
  if (!teamId) return [];
  try {
    const parsed = storedSchema.safeParse(JSON.parse(readReplyDraft(teamId, key) || "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * Edits that must survive the customer writing again. A thread's suggestions are made for its
 * latest message, so a new message brings new cards; an edit the person was still working on (typed,
 * not sent, different from the suggestion) is carried over as a card of its own instead of vanishing,
 * kept per conversation in this tab as a typed reply is (a reload shows it again) until it is sent or
 * discarded. `noteEdit` is told every change of a card's text; `shown` is what the cards show now.
 */
export function useCarriedEdits(
  conversation: string,
  messageId: string,
  shown: readonly ResponseSuggestion[] | undefined,
) {
  const teamId = useMe().data?.team.id ?? null;
  const storageKey = `carried:${conversation}`;
  const [carried, setCarried] = useState<CarriedEdit[]>(() => readCarried(teamId, storageKey));
  // Sent cards stay on screen with their check, but are no longer kept.
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const edits = useRef<Record<string, string>>({});
  const before = useRef<{ messageId: string; suggestions: readonly ResponseSuggestion[] }>({
    messageId,
    suggestions: [],
  });
  const restored = useRef(teamId !== null);

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

  // Who is signed in may be known only after the first render: the kept edits come with it.
  useEffect(() => {
    if (!teamId) return;
    if (!restored.current) {
      restored.current = true;
      const stored = readCarried(teamId, storageKey);
      if (stored.length > 0) {
        setCarried((current) => (current.length === 0 ? stored : current));
        return;
      }
    }
    const kept = carried.filter((c) => !settled.has(c.suggestion.id));
    writeReplyDraft(teamId, storageKey, kept.length > 0 ? JSON.stringify(kept) : "");
  }, [teamId, storageKey, carried, settled]);

  return {
    carried,
    noteEdit: (suggestionId: string, text: string) => {
      edits.current[suggestionId] = text;
    },
    /** Sent: a card's text is no longer an edit in progress, nor kept. */
    sent: (suggestionId: string) => {
      delete edits.current[suggestionId];
      setSettled((current) => new Set([...current, suggestionId]));
    },
    discard: (suggestionId: string) => {
      if (teamId) writeReplyDraft(teamId, `suggestion:${suggestionId}`, "");
      setCarried((current) => current.filter((c) => c.suggestion.id !== suggestionId));
    },
  };
}
