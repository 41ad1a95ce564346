import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "../incoming-message";
import { commentValueSchema, mentionValueSchema, webhookEnvelopeSchema } from "./instagram.schema";

/**
 * X-Hub-Signature-256 check: `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. The raw
 * bytes must be the ones received; re-serialised JSON would not match.
 */
export function verifyInstagramSignature(options: {
  rawBody: Buffer | string;
  signatureHeader: string | string[] | undefined;
  appSecret: string;
}): boolean {
  const header = Array.isArray(options.signatureHeader)
    ? options.signatureHeader[0]
    : options.signatureHeader;
  if (!header?.startsWith("sha256=")) return false;
  const received = Buffer.from(header.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", options.appSecret).update(options.rawBody).digest();
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** The GET handshake Meta performs on the callback URL: echo hub.challenge only for our verify token. */
export function answerInstagramSubscription(
  query: Record<string, unknown>,
  verifyToken: string,
): { ok: true; challenge: string } | { ok: false } {
  const mode = query["hub.mode"];
  const token = query["hub.verify_token"];
  const challenge = query["hub.challenge"];
  if (mode !== "subscribe" || typeof token !== "string" || typeof challenge !== "string")
    return { ok: false };
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return { ok: false };
  return { ok: true, challenge };
}

export type InstagramWebhookEvent =
  | { type: "message"; message: IncomingMessage }
  /** A mention carries ids only: hydrate with getMentionedComment / getMentionedMedia. */
  | { type: "mention"; accountId: string; mediaId: string; commentId: string | null; receivedAt: Date };

export type ParsedInstagramWebhook =
  | { ok: true; events: InstagramWebhookEvent[] }
  | { ok: false; error: string };

/**
 * Maps a signed webhook body to messages. Echoes of our own sends, deletions, reactions and fields
 * Lunara does not store are dropped here so ingestion only sees customer messages.
 */
export function parseInstagramWebhook(body: unknown): ParsedInstagramWebhook {
  const envelope = webhookEnvelopeSchema.safeParse(body);
  if (!envelope.success) return { ok: false, error: envelope.error.message };
  if (envelope.data.object !== "instagram")
    return { ok: false, error: `unexpected object ${envelope.data.object}` };
  const events: InstagramWebhookEvent[] = [];
  for (const entry of envelope.data.entry) {
    const time = new Date(entry.time * 1000);
    const changes = entry.changes ?? (entry.field ? [{ field: entry.field, value: entry.value }] : []);
    for (const change of changes) {
      const event = mapChange(entry.id, time, change.field, change.value);
      if (event) events.push(event);
    }
    for (const item of entry.messaging ?? []) {
      const m = item.message;
      if (!m || m.is_echo || m.is_deleted || m.is_unsupported) continue;
      const attachmentText = (m.attachments ?? []).map((a) => a.payload.url ?? `[${a.type}]`).join(" ");
      events.push({
        type: "message",
        message: {
          platform: "instagram",
          platform_message_id: m.mid,
          message_type: "dm",
          content: m.text ?? attachmentText,
          sender_username: null,
          sender_platform_id: item.sender.id,
          parent_platform_id: m.reply_to?.mid,
          account_platform_id: entry.id,
          received_at: new Date(item.timestamp),
        },
      });
    }
  }
  return { ok: true, events };
}

function mapChange(
  accountId: string,
  time: Date,
  field: string,
  value: unknown,
): InstagramWebhookEvent | null {
  if (field === "comments" || field === "live_comments") {
    const c = commentValueSchema.safeParse(value);
    // A comment written by the account itself (our own reply) is not a customer message.
    if (!c.success || c.data.from.id === accountId) return null;
    return {
      type: "message",
      message: {
        platform: "instagram",
        platform_message_id: c.data.id,
        message_type: c.data.parent_id ? "comment_reply" : "comment",
        content: c.data.text,
        sender_username: c.data.from.username ?? null,
        sender_platform_id: c.data.from.id,
        parent_platform_id: c.data.parent_id,
        post_platform_id: c.data.media.id,
        account_platform_id: accountId,
        received_at: time,
      },
    };
  }
  if (field === "mentions") {
    const m = mentionValueSchema.safeParse(value);
    if (!m.success) return null;
    return {
      type: "mention",
      accountId,
      mediaId: m.data.media_id,
      commentId: m.data.comment_id ?? null,
      receivedAt: time,
    };
  }
  return null;
}
