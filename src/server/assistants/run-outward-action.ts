import { createDestinationTrackingLink, createTrackingLink } from "../attribution/generate-tracking-link";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { sendInboxResponse } from "../inbox/send-inbox-response";
import { type ActionRow, findAction, transitionAction } from "./assistant-actions.repository";
import { type PersonalisedReply, personaliseReplies } from "./bulk-reply";
import {
  findTeamPerson,
  linkAlreadyMade,
  recordOutcome,
  replyAlreadySent,
} from "./outward-actions.repository";
import type { Outcome } from "./outward-preview";

export const OUTWARD_BATCH = 50;
export const CONFIRMER_GONE = "The person who confirmed is no longer in the team, so nothing more was sent.";

/** A refusal of one message (the reply window, moderation, a missing product) is its outcome; anything else stops the run to retry. */
async function attempt(work: () => Promise<string>): Promise<Outcome> {
  try {
    return { ok: true, detail: await work() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, detail: error.message };
    throw error;
  }
}

/**
 * Sends the replies or makes the links of a confirmed action, message by message from where it
 * stopped. Each message's outcome is recorded with the progress as soon as it is known; a message
 * whose reply or link exists but whose outcome was not recorded (a restart in between) is found
 * again and recorded, never sent or made twice.
 */
export async function runOutwardAction(deps: AppDeps, action: ActionRow): Promise<void> {
  const person = action.confirmedBy ? await findTeamPerson(deps.db, action.teamId, action.confirmedBy) : null;
  if (!person) {
    await transitionAction(deps.db, action.teamId, action.id, "running", {
      status: "failed",
      finishedAt: deps.now(),
    });
    deps.log(`assistant action ${action.id}: ${CONFIRMER_GONE}`);
    return;
  }
  const actor: Actor = {
    userId: person.userId,
    email: person.email,
    teamId: action.teamId,
    role: person.role === "admin" ? "admin" : "member",
  };
  const since = action.confirmedAt ?? action.createdAt;
  let current: ActionRow | null = action;
  while (current?.status === "running") {
    const batch = current.messageIds.slice(current.processed, current.processed + OUTWARD_BATCH);
    if (batch.length === 0) return;
    const replies =
      current.kind === "send_reply"
        ? await personaliseReplies(deps.db, action.teamId, String(current.params.template), batch)
        : null;
    for (const messageId of batch) {
      const outcome = replies
        ? await sendOne(deps, actor, messageId, replies.get(messageId), since)
        : await linkOne(deps, action, messageId, since);
      await recordOutcome(deps.db, action.teamId, action.id, messageId, outcome);
    }
    current = await findAction(deps.db, action.teamId, action.id);
  }
}

async function sendOne(
  deps: AppDeps,
  actor: Actor,
  messageId: string,
  filled: PersonalisedReply | undefined,
  since: Date,
): Promise<Outcome> {
  if (!filled) return { ok: false, detail: "The message no longer exists." };
  if ("skip" in filled.reply) return { ok: false, detail: filled.reply.skip };
  const text = filled.reply.text;
  if (await replyAlreadySent(deps.db, actor.teamId, messageId, text, since))
    return { ok: true, detail: "sent" };
  const platform = filled.message.platform === "tiktok" ? "tiktok" : "instagram";
  return attempt(async () => {
    await sendInboxResponse(deps, actor, {
      message_id: messageId,
      response_content: text,
      platform,
      response_type: "manual",
    });
    return "sent";
  });
}

async function linkOne(deps: AppDeps, action: ActionRow, messageId: string, since: Date): Promise<Outcome> {
  const { productId, url, integrationId } = action.params as Record<string, string | undefined>;
  const existing = await linkAlreadyMade(
    deps.db,
    action.teamId,
    messageId,
    productId ? { productId } : { url: url ?? "" },
    since,
  );
  if (existing) return { ok: true, detail: `${deps.publicUrl}/t/${existing}` };
  return attempt(async () => {
    if (productId)
      return (await createTrackingLink(deps, action.teamId, { messageId, productId })).trackingUrl;
    return (
      await createDestinationTrackingLink(deps, action.teamId, {
        messageId,
        integrationId: integrationId ?? "",
        destinationUrl: url ?? "",
      })
    ).trackingUrl;
  });
}
