import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import type { AppDeps } from "../deps";
import { suggestGroundedReplies } from "../knowledge/suggest-grounded-replies";
import { earlierUnanswered, type findAnalyzedMessage } from "../replies/analyzed-message.repository";

type AnalyzedMessage = NonNullable<Awaited<ReturnType<typeof findAnalyzedMessage>>>;

/**
 * The grounded suggestion set auto reply drafts for a message: with the thread's earlier questions
 * nobody answered (a person then replies to all of them). The dry run drafts it read-only
 * (`recordGaps: false`) and as the AI read the message at the time (`intent`).
 */
export async function groundedReplySet(
  deps: AppDeps,
  teamId: string,
  message: AnalyzedMessage,
  options: { recordGaps?: boolean; intent?: MessageAnalysis["normalized_intent"] } = {},
) {
  return suggestGroundedReplies(deps, {
    teamId,
    messageId: message.id,
    message: {
      text: message.content,
      sender_username: message.senderUsername,
      message_type: message.messageType,
    },
    analysis: options.intent ? { ...message.analysis, normalized_intent: options.intent } : message.analysis,
    postCaption: message.postCaption,
    earlier: await earlierUnanswered(deps.db, teamId, message),
    platform: message.platform,
    ...(options.recordGaps === false ? { recordGaps: false } : {}),
  });
}
