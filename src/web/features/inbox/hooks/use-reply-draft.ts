import { useMe } from "@web/lib/me";
import { readReplyDraft, writeReplyDraft } from "@web/lib/reply-drafts";
import { useEffect, useRef, useState } from "react";

/**
 * The reply box's text, kept per team and conversation until it is sent (web/lib/reply-drafts):
 * a failed send's "Your reply was kept." holds across a reload, and a thread's box keeps its text
 * when a new message arrives and the box is made anew.
 */
export function useReplyDraft(conversationId: string): [string, (text: string) => void] {
  const teamId = useMe().data?.team.id ?? null;
  const [text, setText] = useState(() => (teamId ? readReplyDraft(teamId, conversationId) : ""));
  // Who is signed in may be known only after the box first shows: the draft then comes with it,
  // unless the person has already started typing.
  const restored = useRef(teamId !== null);
  useEffect(() => {
    if (!teamId) return;
    if (!restored.current) {
      restored.current = true;
      const draft = readReplyDraft(teamId, conversationId);
      if (draft && !text) {
        setText(draft);
        return;
      }
    }
    writeReplyDraft(teamId, conversationId, text);
  }, [teamId, conversationId, text]);
  return [text, setText];
}
