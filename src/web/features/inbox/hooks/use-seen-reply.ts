import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { useCallback, useMemo, useState } from "react";
import { PENDING_RESPONSE_PREFIX } from "../api/send-response";

/** The conversation's latest reply a person has seen, which each send names (seen_response_id). */
export type SeenReply = { id: string | null; acknowledge: (responseId: string) => void };

/** The newest stored reply of these messages; a reply still being sent (no id yet) does not count. */
export function latestResponseId(messages: readonly InboxMessage[]): string | null {
  let latest: { id: string; at: number } | null = null;
  for (const m of messages)
    for (const r of m.responses) {
      if (r.id.startsWith(PENDING_RESPONSE_PREFIX)) continue;
      const at = Date.parse(r.created_at);
      if (!latest || at >= latest.at) latest = { id: r.id, at };
    }
  return latest?.id ?? null;
}

/**
 * What the person saw when they opened the conversation, then each reply they sent or chose to send
 * after. A reply arriving live while it is open is not taken as seen: the send is refused and says
 * who replied, rather than the customer getting two answers because a bubble appeared unnoticed.
 */
export function useSeenReply(messages: readonly InboxMessage[]): SeenReply {
  const [id, setId] = useState(() => latestResponseId(messages));
  const acknowledge = useCallback((responseId: string) => setId(responseId), []);
  return useMemo(() => ({ id, acknowledge }), [id, acknowledge]);
}
