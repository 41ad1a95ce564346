import { analyzeMessageJob } from "../automation/analyze-message.job";
import { queueKeywordDms } from "../comment-dm/queue-keyword-dms";
import { recordMemberMessage } from "../community/record-member-message";
import type { AppDeps } from "../deps";
import { type IncomingMessage, incomingMessageSchema } from "../platforms/incoming-message";
import {
  addToThread,
  type IntegrationRef,
  insertMessageOnce,
  linkParent,
  linkThreadToSenderLead,
} from "./ingestion.repository";

const COMMENT_TYPES = new Set(["comment", "comment_reply"]);

export type IngestResult = { messageId: string | null; created: boolean };

/**
 * Stores a comment, reply, DM or mention from a platform. Idempotent on the platform's id: a
 * webhook delivered twice, or a poll that overlaps, stores the message once. The message, its
 * thread, the domain event, the analysis job and a comment's keyword DM matches with their send
 * jobs commit together: a crash after the commit cannot leave a message that is never analysed or a
 * match never sent, and a rollback leaves no job behind.
 */
export async function ingestMessage(
  deps: Pick<AppDeps, "db" | "jobs" | "events" | "now">,
  ref: IntegrationRef,
  incoming: IncomingMessage,
): Promise<IngestResult> {
  const message = incomingMessageSchema.parse(incoming);
  const created = await deps.db.transaction(async (tx) => {
    const messageId = await insertMessageOnce(tx, ref, message);
    if (!messageId) return null;
    if (message.parent_platform_id) await linkParent(tx, ref, messageId, message.parent_platform_id);
    const threadId = message.message_type === "dm" ? await addToThread(tx, ref, messageId, message) : null;
    if (threadId)
      await linkThreadToSenderLead(tx, ref, threadId, {
        platform: message.platform,
        platformId: message.sender_platform_id,
      });
    await deps.events.publish(
      {
        type: "message.created",
        teamId: ref.teamId,
        data: { id: messageId, threadId, platform: message.platform },
      },
      tx,
    );
    await deps.jobs.send(
      analyzeMessageJob,
      { messageId, teamId: ref.teamId },
      { singletonKey: messageId, tx },
    );
    // Comment-to-DM rules' keyword conditions need only the text: matched here, each DM queued with
    // the comment (not after a matching job, nor after the analysis).
    if (message.platform === "instagram" && COMMENT_TYPES.has(message.message_type))
      await queueKeywordDms(deps, tx, ref.teamId, messageId);
    // Last: counting the message locks the sender's member row until the commit, and a person's
    // messages arriving together wait on that lock while each holds a pooled connection. Taken
    // early, the lock spanned the whole transaction and a burst from a few people starved the pool.
    await recordMemberMessage(tx, ref.teamId, messageId, message);
    return messageId;
  });
  if (!created) return { messageId: null, created: false };
  return { messageId: created, created: true };
}
