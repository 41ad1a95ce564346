import {
  REPLY_BLOCKED_TEXTS,
  REPLY_SEND_FAILED_CODES,
  REPLY_SEND_FAILED_TEXTS,
} from "@shared/inbox/reply-rules";
import { platformLabel } from "@shared/integrations/platform-label";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { InstagramMessagingWindowError } from "../platforms/instagram/instagram-graph";
import {
  PlatformAuthError,
  PlatformError,
  PlatformRateLimitError,
  PlatformRequestError,
  platformRetryDelayMs,
} from "../platforms/platform-errors";
import type { OutgoingReply, PlatformSender, PlatformSenders } from "../platforms/platform-sender";
import { TIKTOK_LIMITS } from "../platforms/tiktok/tiktok-client";
import { recordAuthFailure } from "./integration-health";
import {
  findTeamIntegration,
  type IntegrationRecord,
  markIntegrationHealthy,
} from "./integrations.repository";
import { withTikTokToken } from "./tiktok-session";

type Deps = Pick<AppDeps, "db" | "now" | "log" | "integrations">;

export type SenderOptions = {
  /** Tries per reply, the first included. */
  maxAttempts?: number;
  /** The person is waiting on the send: all retries together never wait longer than this. */
  maxTotalWaitMs?: number;
  /** First backoff step; doubles with jitter (platformRetryDelayMs). */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

export const MESSAGING_WINDOW_CLOSED =
  "The 24-hour messaging window for this conversation has closed: Instagram only accepts a reply within 24 hours of the customer's last message.";

export const PRIVATE_REPLY_TEXTS = {
  window: "Instagram only accepts a private reply within 7 days of the comment: this comment is older.",
  used: "Instagram accepts one private reply per comment, and this comment already has one.",
  tiktok: "TikTok has no private reply to a comment.",
} as const;

/**
 * A private reply's refusals keep their own codes: the comment-to-DM rules record a closed window
 * or a used reply as a skip, and wait out a rate limit instead of failing.
 */
function failPrivateReply(error: unknown): void {
  if (error instanceof InstagramMessagingWindowError)
    throw new DomainError(409, PRIVATE_REPLY_TEXTS.window, "PRIVATE_REPLY_WINDOW_CLOSED");
  if (error instanceof PlatformRequestError && error.platformCode === "10/2534025")
    throw new DomainError(409, PRIVATE_REPLY_TEXTS.used, "PRIVATE_REPLY_USED");
  if (error instanceof PlatformRateLimitError) throw new DomainError(429, error.message, "RATE_LIMITED");
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The integrations domain's PlatformSenders: a sender per connected account that decrypts its token,
 * picks the API call for the message type, retries 5xx, 429 and timeouts inline with backoff (capped),
 * refreshes an expired TikTok token once, marks the card for reconnect on auth errors, and throws a
 * DomainError (502) after the last failure so nothing is marked sent: for a dead token or an
 * unavailable platform in our words (REPLY_SEND_FAILED_TEXTS), else with the platform's message.
 */
export function createPlatformSenders(deps: Deps, options: SenderOptions = {}): PlatformSenders {
  const maxAttempts = options.maxAttempts ?? 4;
  const maxTotalWaitMs = options.maxTotalWaitMs ?? 10_000;
  const sleep = options.sleep ?? wait;

  async function sendOnce(integration: IntegrationRecord, reply: OutgoingReply): Promise<string | null> {
    const { instagram, tiktok, cipher } = deps.integrations;
    if (integration.platform === "tiktok") {
      if (reply.messageType === "dm" || reply.messageType === "private_reply")
        throw new DomainError(
          400,
          reply.messageType === "dm"
            ? "TikTok direct messages cannot be answered through the API"
            : PRIVATE_REPLY_TEXTS.tiktok,
          "UNSUPPORTED",
        );
      if (!reply.postPlatformId)
        throw new DomainError(400, "This TikTok comment has no video id to reply on", "NO_POST");
      if (reply.content.length > TIKTOK_LIMITS.replyLength) {
        throw new DomainError(
          400,
          `A TikTok reply holds at most ${TIKTOK_LIMITS.replyLength} characters`,
          "TOO_LONG",
        );
      }
      const videoId = reply.postPlatformId;
      const sent = await withTikTokToken(deps, integration, (auth) =>
        tiktok.replyToComment({ ...auth, videoId, commentId: reply.platformMessageId, text: reply.content }),
      );
      return sent.commentId;
    }
    const accessToken = cipher.decrypt(integration.accessTokenEncrypted).token;
    if (reply.messageType === "dm" || reply.messageType === "private_reply") {
      const pageId = typeof integration.settings.pageId === "string" ? integration.settings.pageId : null;
      if (!pageId) throw new DomainError(409, "Reconnect Instagram to send direct messages", "NO_PAGE");
      if (reply.messageType === "private_reply") {
        const sent = await instagram.sendPrivateReply({
          accessToken,
          pageId,
          commentId: reply.platformMessageId,
          text: reply.content,
        });
        return sent.messageId;
      }
      const sent = await instagram.sendDirectMessage({
        accessToken,
        pageId,
        recipientId: reply.senderPlatformId,
        text: reply.content,
      });
      return sent.messageId;
    }
    if (reply.messageType === "mention" && reply.postPlatformId) {
      // A caption mention's id is the media's own id: there is no comment to answer under.
      const commentId =
        reply.platformMessageId === reply.postPlatformId ? undefined : reply.platformMessageId;
      const sent = await instagram.replyToMention({
        accessToken,
        igUserId: integration.platformAccountId,
        mediaId: reply.postPlatformId,
        ...(commentId ? { commentId } : {}),
        message: reply.content,
      });
      return sent.id;
    }
    const sent = await instagram.replyToComment({
      accessToken,
      commentId: reply.platformMessageId,
      message: reply.content,
    });
    return sent.id;
  }

  async function fail(integration: IntegrationRecord, error: unknown, reply: OutgoingReply): Promise<never> {
    if (error instanceof DomainError) throw error;
    if (reply.messageType === "private_reply") failPrivateReply(error);
    if (error instanceof InstagramMessagingWindowError)
      throw new DomainError(502, MESSAGING_WINDOW_CLOSED, "MESSAGING_WINDOW_CLOSED");
    // Graph (#100) subcode 33: the object does not exist any more (the comment was deleted).
    if (error instanceof PlatformRequestError && error.platformCode === "100/33")
      throw new DomainError(409, REPLY_BLOCKED_TEXTS.deleted, "COMMENT_DELETED");
    await recordAuthFailure(deps, integration, error);
    const name = platformLabel(integration.platform);
    // The platform's own words go to the log (and, for a dead token, the card); the person reads ours.
    if (error instanceof PlatformAuthError || (error instanceof PlatformError && error.retryable))
      deps.log(`Reply through ${name} failed: ${error.message}`);
    if (error instanceof PlatformAuthError)
      throw new DomainError(
        502,
        REPLY_SEND_FAILED_TEXTS[error.reason](name),
        REPLY_SEND_FAILED_CODES.reconnect,
      );
    // A rate limit says how long to wait when the platform said (Retry-After), not "a few minutes".
    if (error instanceof PlatformRateLimitError)
      throw new DomainError(
        502,
        REPLY_SEND_FAILED_TEXTS.rateLimited(name, error.retryAfterStated ? error.retryAfterSeconds : null),
        REPLY_SEND_FAILED_CODES.rateLimited,
      );
    if (error instanceof PlatformError && error.retryable)
      throw new DomainError(
        502,
        REPLY_SEND_FAILED_TEXTS.unavailable(name),
        REPLY_SEND_FAILED_CODES.unavailable,
      );
    if (error instanceof PlatformError) throw new DomainError(502, error.message, "PLATFORM_ERROR");
    deps.log(`Reply through ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new DomainError(502, REPLY_SEND_FAILED_TEXTS.failed(name), "PLATFORM_ERROR");
  }

  function senderFor(integration: IntegrationRecord): PlatformSender {
    return {
      async send(reply) {
        if (reply.platform !== integration.platform)
          throw new DomainError(400, "The message belongs to another platform", "WRONG_PLATFORM");
        let waited = 0;
        for (let attempt = 1; ; attempt++) {
          try {
            const platformResponseId = await sendOnce(integration, reply);
            // Only a card read in error has anything to clear: a round trip saved on every send.
            if (integration.status === "error")
              await markIntegrationHealthy(deps.db, integration.id, "connected", deps.now());
            return { platformResponseId };
          } catch (error) {
            const delay =
              attempt < maxAttempts
                ? platformRetryDelayMs(error, attempt, { baseMs: options.baseDelayMs ?? 1000 })
                : null;
            if (delay === null || waited + delay > maxTotalWaitMs) return fail(integration, error, reply);
            waited += delay;
            await sleep(delay);
          }
        }
      },
    };
  }

  return {
    async forIntegration(teamId, integrationId) {
      const integration = await findTeamIntegration(deps.db, teamId, integrationId);
      if (!integration || integration.platform === "shopify")
        throw new DomainError(404, "Integration not found", "NOT_FOUND");
      return senderFor(integration);
    },
  };
}
