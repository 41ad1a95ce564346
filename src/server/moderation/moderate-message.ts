import type { ModerateMessageInput, ModerationResult } from "@shared/inbox/moderation.schema";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { recordAuthFailure } from "../integrations/integration-health";
import { findTeamIntegration } from "../integrations/integrations.repository";
import { withTikTokToken } from "../integrations/tiktok-session";
import { PlatformError } from "../platforms/platform-errors";
import { applyModeration, findMessageForModeration } from "./moderation.repository";

type Deps = Pick<AppDeps, "db" | "now" | "log" | "integrations" | "events">;

const HIDEABLE_TYPES = new Set(["comment", "comment_reply"]);

/**
 * Hides or shows again a comment on its platform (Instagram's comment hide, TikTok's
 * business/comment/hide/). Returns the platform's refusal as text instead of throwing: the change
 * is then kept in Lunara only and the audit line says why.
 */
async function setHiddenOnPlatform(
  deps: Deps,
  teamId: string,
  message: NonNullable<Awaited<ReturnType<typeof findMessageForModeration>>>,
  hidden: boolean,
  throwRetryable: boolean,
): Promise<string | null> {
  if (!HIDEABLE_TYPES.has(message.messageType))
    return "Only comments on the account's own posts can be hidden on the platform";
  const integration = await findTeamIntegration(deps.db, teamId, message.integrationId);
  if (!integration) return "The account is disconnected";
  try {
    if (integration.platform === "instagram") {
      const accessToken = deps.integrations.cipher.decrypt(integration.accessTokenEncrypted).token;
      await deps.integrations.instagram.setCommentHidden({
        accessToken,
        commentId: message.platformMessageId,
        hidden,
      });
      return null;
    }
    if (integration.platform === "tiktok") {
      const videoId = message.metadata.post_platform_id;
      if (typeof videoId !== "string") return "This TikTok comment has no video id";
      await withTikTokToken(deps, integration, (auth) =>
        deps.integrations.tiktok.setCommentHidden({
          ...auth,
          videoId,
          commentId: message.platformMessageId,
          hidden,
        }),
      );
      return null;
    }
    return `Comments cannot be hidden on ${integration.platform}`;
  } catch (error) {
    if (!(error instanceof PlatformError) || (throwRetryable && error.retryable)) throw error;
    await recordAuthFailure(deps, integration, error);
    return error.message;
  }
}

/**
 * Moderation of one message, with an audit line each time: hide and unhide (on the platform when
 * its API allows, else in Lunara only), and mark spam / not spam (the Spam tab; spam is never
 * deleted). Hiding is reversible: unhide shows the comment again where it was hidden.
 */
export async function moderateMessage(
  deps: Deps,
  actor: { teamId: string; name: string },
  messageId: string,
  input: ModerateMessageInput,
  /** A job passes true: a transient platform failure is retried rather than kept in Lunara only. */
  options: { throwRetryable?: boolean } = {},
): Promise<ModerationResult> {
  const message = await findMessageForModeration(deps.db, actor.teamId, messageId);
  if (!message) throw new DomainError(404, "Message not found", "NOT_FOUND");
  const now = deps.now();
  const audit = { action: input.action, reason: input.reason, actor: actor.name, now };

  let change: { hiddenAt?: Date | null; hiddenOnPlatform?: boolean; spamAt?: Date | null };
  let error: string | null = null;
  let onPlatform = false;
  if (input.action === "hide" || input.action === "unhide") {
    const hide = input.action === "hide";
    // Unhiding something Lunara hid only in Lunara needs no platform call.
    const callPlatform = hide || message.hiddenOnPlatform;
    error = callPlatform
      ? await setHiddenOnPlatform(deps, actor.teamId, message, hide, options.throwRetryable ?? false)
      : null;
    onPlatform = callPlatform && error === null;
    // A refused unhide leaves the comment hidden where it is hidden; the audit line says why.
    change = hide
      ? { hiddenAt: now, hiddenOnPlatform: onPlatform }
      : error === null
        ? { hiddenAt: null, hiddenOnPlatform: false }
        : {};
  } else {
    change = { spamAt: input.action === "mark_spam" ? now : null };
  }
  // The state, its audit line and the event that tells open inboxes (a job hides spam after the
  // analysis: without it the open comment would show neither the hide nor its audit line).
  const event = await deps.db.transaction(async (tx) => {
    const line = await applyModeration(tx, actor.teamId, message.id, change, { ...audit, onPlatform, error });
    await deps.events.publish(
      { type: "message.updated", teamId: actor.teamId, data: { id: message.id, moderation: input.action } },
      tx,
    );
    return line;
  });
  const after = { ...message, ...change };
  return {
    success: true,
    hidden_at: after.hiddenAt?.toISOString() ?? null,
    hidden_on_platform: after.hiddenOnPlatform,
    spam_at: after.spamAt?.toISOString() ?? null,
    event,
  };
}
