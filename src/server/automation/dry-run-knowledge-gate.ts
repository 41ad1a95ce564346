import type { Intent } from "@shared/ai/ai.constants";
import type { AppDeps } from "../deps";
import { findAnalyzedMessage } from "../replies/analyzed-message.repository";
import { latestSuggestionSet } from "../replies/response-suggestions.repository";
import { chooseAutoReply, problemOpenBefore } from "./auto-reply.job";
import { groundedReplySet } from "./grounded-reply-set";

/**
 * Auto reply's knowledge gate, read only, for the dry run: what the job would have sent for a
 * message automation decided to answer, or null when the job would have handed it to a person (a
 * crisis or complaint told before it is unanswered, its stored suggestions need one, no source of the brand's knowledge answers it, or the answer found
 * covers only part of the question). Before, the dry run counted these as sent: 41 of 116 messages
 * "would have been answered" while live auto reply held all but 3.
 */
export async function replyPastKnowledgeGate(
  deps: AppDeps,
  teamId: string,
  messageId: string,
  intent: Intent,
): Promise<{ held: true } | { held: false; reply: string | null }> {
  const message = await findAnalyzedMessage(deps.db, teamId, messageId);
  if (!message || (await problemOpenBefore(deps, teamId, message))) return { held: true };
  const target = { platform: message.platform, message_type: message.messageType };
  const stored = await latestSuggestionSet(deps.db, teamId, messageId);
  if (stored.needsPerson) return { held: true };
  const chosen = chooseAutoReply(stored.suggestions, intent, target);
  if (chosen) return { held: false, reply: chosen.content };
  const set = await groundedReplySet(deps, teamId, message, { recordGaps: false, intent });
  if (set.grounding === "unanswered" || set.needs_person) return { held: true };
  const draft = chooseAutoReply(
    set.suggestions.map((s, i) => ({ ...s, id: `draft-${i}` })),
    intent,
    target,
  );
  return draft ? { held: false, reply: draft.content } : { held: true };
}
