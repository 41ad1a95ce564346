import type { AppDeps } from "../deps";
import { ingestMessage } from "../ingestion/ingest-message";
import type { IncomingMessage } from "../platforms/incoming-message";
import { type InstagramWebhookEvent, parseInstagramWebhook } from "../platforms/instagram/instagram-webhook";
import { recordAuthFailure } from "./integration-health";
import { findIntegrationsByAccount, type IntegrationRecord } from "./integrations.repository";

type Deps = Pick<AppDeps, "db" | "jobs" | "events" | "integrations" | "now" | "log">;

/**
 * A verified Instagram delivery: every comment, reply, DM and mention becomes a stored message of each
 * team that connected the receiving account. DMs get the sender's handle and mentions their text from
 * the Graph API first. Returns once everything is committed, so the 200 means "stored".
 */
export async function handleInstagramWebhook(deps: Deps, body: unknown) {
  const parsed = parseInstagramWebhook(body);
  if (!parsed.ok) return { stored: 0, ignored: parsed.error };
  let stored = 0;
  for (const event of parsed.events) {
    const accountId = event.type === "message" ? event.message.account_platform_id : event.accountId;
    for (const integration of await findIntegrationsByAccount(deps.db, "instagram", accountId)) {
      const message = await hydrate(deps, integration, event);
      if (!message) continue;
      const result = await ingestMessage(
        deps,
        { integrationId: integration.id, teamId: integration.teamId },
        message,
      );
      if (result.created) stored++;
    }
  }
  return { stored, ignored: null };
}

/**
 * A comment's webhook names its post only by id: the post's permalink (for 'View Post'), caption and
 * picture come from the Graph API, asked once per post for a while (a comment storm under one post
 * is the usual case). A failed lookup (a dead token included) must not lose the comment: it is stored without them.
 */
async function withPost(
  deps: Deps,
  integration: IntegrationRecord,
  accessToken: string,
  message: IncomingMessage,
): Promise<IncomingMessage> {
  const mediaId = message.post_platform_id;
  if (message.post_url || !mediaId) return message;
  try {
    const post = await deps.integrations.posts.get(integration.id, mediaId, async () => {
      const media = await deps.integrations.instagram.getMedia({ accessToken, mediaId });
      return {
        ...(media.permalink ? { permalink: media.permalink } : {}),
        ...(media.caption ? { caption: media.caption } : {}),
        ...((media.thumbnail_url ?? media.media_url)
          ? { thumbnailUrl: media.thumbnail_url ?? media.media_url }
          : {}),
      };
    });
    return {
      ...message,
      ...(post.permalink ? { post_url: post.permalink } : {}),
      ...(post.caption ? { post_caption: post.caption } : {}),
      ...(post.thumbnailUrl ? { post_thumbnail_url: post.thumbnailUrl } : {}),
    };
  } catch (error) {
    // A dead token turns the card red, but the comment is in the delivery itself: Meta sends it once,
    // so dropping it here would lose it for good, whatever the reconnect.
    if (await recordAuthFailure(deps, integration, error)) return message;
    deps.log(`Instagram post lookup failed: ${error instanceof Error ? error.message : String(error)}`);
    return message;
  }
}

async function hydrate(
  deps: Deps,
  integration: IntegrationRecord,
  event: InstagramWebhookEvent,
): Promise<IncomingMessage | null> {
  const { instagram, cipher } = deps.integrations;
  const accessToken = cipher.decrypt(integration.accessTokenEncrypted).token;
  try {
    if (event.type === "mention") {
      const o = { accessToken, igUserId: event.accountId };
      return event.commentId
        ? await instagram.getMentionedComment({ ...o, commentId: event.commentId })
        : await instagram.getMentionedMedia({ ...o, mediaId: event.mediaId });
    }
    const message = event.message;
    if (message.message_type !== "dm") return await withPost(deps, integration, accessToken, message);
    if (message.sender_username) return message;
    try {
      const user = await instagram.getMessagingUser({ accessToken, igsid: message.sender_platform_id });
      return {
        ...message,
        sender_username: user.username ?? user.name,
        ...(user.followersCount !== null ? { sender_followers_count: user.followersCount } : {}),
      };
    } catch (error) {
      // The DM itself must not be lost because the profile lookup failed: it is stored under the IGSID.
      if (await recordAuthFailure(deps, integration, error)) return message;
      deps.log(`Instagram profile lookup failed: ${error instanceof Error ? error.message : String(error)}`);
      return message;
    }
  } catch (error) {
    // A mention we cannot read with a dead token would fail on every redelivery: the card asks for a reconnect.
    if (await recordAuthFailure(deps, integration, error)) return null;
    throw error;
  }
}
