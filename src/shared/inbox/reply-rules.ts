// What a reply may be and when one may be sent: platform limits, template slots and reply windows.
// The server enforces these before it calls a platform; the web app shows them before a person sends.
import { INSTAGRAM_DM_WINDOW_HOURS, REPLY_LIMITS } from "./reply-limits";

type ReplyTarget = { platform: string; message_type: string };

/** The platform's length limit for a reply to this kind of message, in characters. */
export function replyLimit(target: ReplyTarget): number {
  if (target.platform === "tiktok") return REPLY_LIMITS.tiktok.comment;
  return target.message_type === "dm" ? REPLY_LIMITS.instagram.dm : REPLY_LIMITS.instagram.comment;
}

/**
 * Characters as the platform clients and the simulator check them: UTF-16 units (an emoji may count
 * two). The stricter count, so nothing fitted here is refused for length.
 */
export const replyLength = (text: string) => text.length;

const URL_PATTERN = /https?:\/\/\S+/u;
/** A sentence that limits or forbids: it is kept while another can go. */
const RESTRICTION =
  /\b(?:not|never|no|don'?t|doesn'?t|cannot|can'?t|won'?t|except|unless|avoid|only|stop|ask your doctor|check with)\b/iu;

/**
 * Fits a reply into `limit` characters without breaking a link: whole sentences are dropped from
 * the end (a sentence holding a link is kept while another can go), then what is left is cut at the
 * end of a clause (a comma, a semicolon) when one leaves most of the room used, else at a word, and
 * closed with an ellipsis: "... and our TikTok shop @aurelle.beauty…", not "... in person at the
 * Aurelle…". Text within the limit is returned as is.
 */
export function fitToLimit(text: string, limit: number): string {
  const trimmed = text.trim();
  if (replyLength(trimmed) <= limit) return trimmed;
  // A sentence ends at . ! ? or … followed by a space: dots inside links and prices do not end one.
  const sentences = trimmed
    .match(/.*?[.!?…]+(?=\s|$)|.+$/gsu)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [trimmed];
  const kept = [...sentences];
  while (kept.length > 1 && replyLength(kept.join(" ")) > limit) {
    // A restriction goes last: "Most of our products are fine to use during pregnancy." must not
    // stand alone once "We do not recommend the Retinal ... while pregnant" is dropped.
    const plain = findLastIndex(kept, (s) => !URL_PATTERN.test(s) && !RESTRICTION.test(s));
    const dropAt = plain >= 0 ? plain : findLastIndex(kept, (s) => !URL_PATTERN.test(s));
    kept.splice(dropAt >= 0 ? dropAt : kept.length - 1, 1);
  }
  const joined = kept.join(" ");
  if (replyLength(joined) <= limit) return joined;
  return cutAtWord(joined, limit);
}

function findLastIndex<T>(list: T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i] as T)) return i;
  return -1;
}

const CLAUSE_SHARE = 0.6;

function cutAtWord(text: string, limit: number): string {
  const link = URL_PATTERN.exec(text)?.[0];
  // A link that must survive goes last; the words before it are cut.
  const words = (link ? text.replace(link, "") : text).split(/\s+/u).filter(Boolean);
  const tail = link ? ` ${link}` : "";
  const room = limit - replyLength(tail) - 1;
  let out = "";
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (replyLength(next) > room) break;
    out = next;
  }
  if (!out)
    return Array.from(text)
      .slice(0, Math.floor(limit / 2))
      .join("");
  // The last clause that ends within the cut, when it keeps at least 60% of the room.
  const clause = Math.max(out.lastIndexOf(", "), out.lastIndexOf("; "), out.lastIndexOf(": "));
  const kept = clause >= CLAUSE_SHARE * room ? out.slice(0, clause) : out;
  return `${kept.replace(/[\s,;:]+$/u, "")}…${tail}`;
}

/** A template slot still in the text: {{anything}}, or a saved-reply variable left unfilled. */
const SLOT_PATTERN = /\{\{[^{}]*\}\}|\{(first_name|product|order_status|tracking_link)\}/u;

export function findTemplateSlot(text: string): string | null {
  return SLOT_PATTERN.exec(text)?.[0] ?? null;
}

export const REPLY_BLOCKED_TEXTS = {
  dmWindow: `Instagram only accepts a reply within ${INSTAGRAM_DM_WINDOW_HOURS} hours of the customer's last message. This conversation's window has closed.`,
  hidden: "This comment is hidden, so it cannot be answered. Unhide it to reply.",
  deleted: "This comment was deleted on the platform, so it cannot be answered.",
  disconnected: "This account is disconnected. Reconnect it in Integrations to reply.",
  tiktokDm: "TikTok direct messages cannot be answered from Lunara.",
} as const;

export type ReplyBlock = { code: keyof typeof REPLY_BLOCKED_TEXTS; text: string };

/**
 * A send the platform refused, in our words: Meta's and TikTok's own texts ("Error validating access
 * token: ...", "Service temporarily unavailable") name neither the platform nor what to do next.
 * The codes tell the inbox that the typed reply is still there to send again.
 */
export const REPLY_SEND_FAILED_CODES = {
  reconnect: "RECONNECT_REQUIRED",
  unavailable: "PLATFORM_UNAVAILABLE",
  rateLimited: "PLATFORM_RATE_LIMITED",
} as const;

/** "30 seconds", "2 minutes", "1 hour": a platform's Retry-After, rounded up, as a person reads it. */
export function waitInWords(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`;
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return unit(whole, "second");
  if (whole < 3600) return unit(Math.ceil(whole / 60), "minute");
  return unit(Math.ceil(whole / 3600), "hour");
}

export const REPLY_SEND_FAILED_TEXTS = {
  expired: (platform: string) =>
    `${platform} access has expired. Reconnect ${platform} in Integrations, then send the reply again.`,
  revoked: (platform: string) =>
    `${platform} access was revoked. Reconnect ${platform} in Integrations, then send the reply again.`,
  invalid: (platform: string) =>
    `${platform} access is no longer valid. Reconnect ${platform} in Integrations, then send the reply again.`,
  unavailable: (platform: string) => `${platform} is temporarily unavailable. Try again in a few minutes.`,
  /** The wait the platform gave (Retry-After), or null when it gave none. */
  rateLimited: (platform: string, retryAfterSeconds: number | null) =>
    `${platform} is limiting how many replies can be sent right now. Try again in ${retryAfterSeconds === null ? "a few minutes" : waitInWords(retryAfterSeconds)}.`,
  failed: (platform: string) => `The reply could not be sent to ${platform}. Please try again.`,
} as const;

export type ReplyFacts = ReplyTarget & {
  hidden_at: string | null;
  platform_deleted_at: string | null;
  integration_connected: boolean;
  /** When the customer last wrote in this conversation (the DM window runs from it). */
  last_customer_message_at: string;
};

/** Why no reply can be sent now, or null when one can. */
export function replyBlock(facts: ReplyFacts, now: Date): ReplyBlock | null {
  const block = (code: ReplyBlock["code"]): ReplyBlock => ({ code, text: REPLY_BLOCKED_TEXTS[code] });
  if (!facts.integration_connected) return block("disconnected");
  if (facts.platform_deleted_at) return block("deleted");
  if (facts.hidden_at && facts.message_type !== "dm") return block("hidden");
  if (facts.message_type === "dm") {
    if (facts.platform === "tiktok") return block("tiktokDm");
    const age = now.getTime() - new Date(facts.last_customer_message_at).getTime();
    if (age > INSTAGRAM_DM_WINDOW_HOURS * 3_600_000) return block("dmWindow");
  }
  return null;
}
