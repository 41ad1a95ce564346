// Replies typed but not sent, per team and conversation, in this tab's sessionStorage: a reload, a
// failed send or leaving the conversation keeps them; closing the tab or signing out does not
// (a shared computer should not keep customers' conversations after the person leaves).

const PREFIX = "lunara:reply-draft:";

const keyOf = (teamId: string, conversationId: string) => `${PREFIX}${teamId}:${conversationId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings): drafts then live as long as the page
  }
}

export function readReplyDraft(teamId: string, conversationId: string): string {
  try {
    return storage()?.getItem(keyOf(teamId, conversationId)) ?? "";
  } catch {
    return "";
  }
}

/** Keeps the text; blank text forgets the draft (sent, or cleared by the person). */
export function writeReplyDraft(teamId: string, conversationId: string, text: string): void {
  try {
    if (text.trim() === "") storage()?.removeItem(keyOf(teamId, conversationId));
    else storage()?.setItem(keyOf(teamId, conversationId), text);
  } catch {
    // full or blocked: the text stays in the box, only the reload would lose it
  }
}

/** Signing out forgets every draft of this tab. */
export function forgetReplyDrafts(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) store.removeItem(key);
  } catch {
    // blocked: nothing was stored
  }
}
