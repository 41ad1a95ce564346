import { CART_DM_ERRORS, type SendCartDmInput } from "@shared/community/abandoned-carts.schema";
import { autoReplyJob } from "../automation/auto-reply.job";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findSenderName } from "../inbox/sender-name.repository";
import { sendPlatformResponse } from "../replies/send-platform-response";
import { cartDmTarget } from "./cart-dm-target";
import { claimCartReminder, findCartReminder, releaseCartReminder } from "./community-carts.repository";

/**
 * Sends the cart reminder a person pressed send on, once: consent and the reply window are checked
 * again at send time, the text must still hold the reminder's tracked link, and the reminder is
 * claimed before the platform call (released if the platform refuses), so two clicks send one DM.
 */
export async function sendCartDm(
  deps: AppDeps,
  actor: Actor,
  token: string,
  input: SendCartDmInput,
): Promise<{ success: true; sent_at: string }> {
  const target = await cartDmTarget(deps, actor.teamId, token);
  const reminder = await findCartReminder(deps.db, actor.teamId, token);
  if (!reminder) throw new DomainError(409, CART_DM_ERRORS.noSuggestion, "CART_NO_SUGGESTION");
  if (reminder.sent_at) throw new DomainError(409, CART_DM_ERRORS.alreadySent, "CART_REMINDER_SENT");
  if (!input.content.includes(`${deps.publicUrl}/t/${reminder.tracking_link_code}`)) {
    throw new DomainError(400, CART_DM_ERRORS.linkRemoved, "CART_LINK_REMOVED", {
      content: [CART_DM_ERRORS.linkRemoved],
    });
  }
  const now = deps.now();
  if (!(await claimCartReminder(deps.db, actor.teamId, reminder.id, actor.userId, now))) {
    throw new DomainError(409, CART_DM_ERRORS.alreadySent, "CART_REMINDER_SENT");
  }
  try {
    const { cancelAutoReply } = await sendPlatformResponse(deps, {
      teamId: actor.teamId,
      messageId: target.dm.message_id,
      content: input.content,
      responseType: "manual_edit",
      senderName: await findSenderName(deps.db, actor),
    });
    if (cancelAutoReply) await deps.jobs.cancel(autoReplyJob, cancelAutoReply);
  } catch (error) {
    await releaseCartReminder(deps.db, actor.teamId, reminder.id);
    throw error;
  }
  return { success: true, sent_at: now.toISOString() };
}
