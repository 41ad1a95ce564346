import { useMe } from "@web/lib/me";
import { readReplyDraft, writeReplyDraft } from "@web/lib/reply-drafts";
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";

/**
 * A text kept per team under `key` in this tab (web/lib/reply-drafts) until it is no longer wanted:
 * `fallback` shows while nothing is kept, and the text is forgotten when it is the fallback again or
 * `forget` is set (sent). Who is signed in may be known only after the box first shows: the kept
 * text then comes with it, unless the person has already started typing.
 */
export function useStoredDraft(
  key: string,
  fallback: string,
  forget = false,
): [string, Dispatch<SetStateAction<string>>] {
  const teamId = useMe().data?.team.id ?? null;
  const [text, setText] = useState(() => (teamId && readReplyDraft(teamId, key)) || fallback);
  const restored = useRef(teamId !== null);
  useEffect(() => {
    if (!teamId) return;
    if (!restored.current) {
      restored.current = true;
      const draft = readReplyDraft(teamId, key);
      if (draft && text === fallback) {
        setText(draft);
        return;
      }
    }
    writeReplyDraft(teamId, key, forget || text.trim() === fallback.trim() ? "" : text);
  }, [teamId, key, text, fallback, forget]);
  return [text, setText];
}

/**
 * The reply box's text, kept per team and conversation until it is sent: a failed send's "Your
 * reply was kept." holds across a reload, and a thread's box keeps its text when a new message
 * arrives and the box is made anew.
 */
export function useReplyDraft(conversationId: string): [string, (text: string) => void] {
  return useStoredDraft(conversationId, "");
}
