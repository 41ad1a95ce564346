import { BULK_REPLY_SLOTS, type BulkReplySlot } from "@shared/assistants/assistants.constants";
import { pickProducts } from "../ai/reply-grounding";
import type { Db } from "../db/client";
import { DomainError } from "../http/errors";
import { activeProducts } from "./monitors.repository";
import { type MessageFacts, messageFacts } from "./outward-actions.repository";

const MAX_TEMPLATE = 1000;
const SLOT = /\{\{[^{}]*\}\}|\{([a-z_ ]{1,30})\}/gu;
const GREETING = /^(hi|hello|hey|dear)\b(?:\s+there)?/iu;

export const slotList = BULK_REPLY_SLOTS.map((s) => `{${s}}`).join(", ");

/**
 * The reply the person wrote, made ready to fill per message: quotes around it dropped, and when it
 * names no one, a greeting with the customer's first name (that is the personalisation). A slot the
 * bulk reply cannot fill is refused now, before any preview, with the slots it can.
 */
export function bulkReplyTemplate(raw: string): string {
  let text = raw
    .trim()
    .replace(/^["“'](.*)["”']$/su, "$1")
    .trim();
  if (!text)
    throw new DomainError(
      400,
      "Write the reply to send after a colon, e.g. “reply to today's shipping questions with: Thanks {first_name}, it ships today.”",
    );
  if (text.length > MAX_TEMPLATE)
    throw new DomainError(400, `The reply is ${text.length} characters; keep it under ${MAX_TEMPLATE}.`);
  for (const m of text.matchAll(SLOT)) {
    const name = m[1]?.trim();
    if (!name || !BULK_REPLY_SLOTS.includes(name as BulkReplySlot))
      throw new DomainError(
        400,
        `A bulk reply can fill ${slotList} from each message; ${m[0]} isn't one of them.`,
      );
  }
  if (!/\{(first_name|handle)\}/u.test(text))
    text = GREETING.test(text)
      ? text.replace(GREETING, (g) => `${g.split(/\s/u)[0]} {first_name}`)
      : `Hi {first_name}, ${text}`;
  return text;
}

/** A first name as a name: letters, an apostrophe or a hyphen, one word; anything else is not used. */
const cleanName = (name: string | null) => {
  const first = name?.trim().split(/\s+/u)[0] ?? "";
  return /^[\p{L}][\p{L}'’-]{0,29}$/u.test(first) ? first : null;
};
const cleanHandle = (handle: string) =>
  handle
    .replace(/^@/u, "")
    .replace(/[^A-Za-z0-9._]/gu, "")
    .slice(0, 30);

export type FilledReply = { text: string } | { skip: string };

/**
 * One message's reply: the template with its slots filled from the message's own facts, and only
 * those. The product is the catalogue's title of the product the message names, never the
 * message's words, so whatever a customer writes cannot change what is sent beyond these fields.
 */
export function fillReply(
  template: string,
  message: MessageFacts,
  products: readonly { id: string; title: string }[],
): FilledReply {
  const handle = cleanHandle(message.sender);
  let product: string | null = null;
  if (template.includes("{product}")) {
    product =
      pickProducts(message.content, products, { limit: 1, fallbackToFeatured: false, banned: [] }).products[0]
        ?.title ?? null;
    if (!product) return { skip: "The message names none of your products, so {product} can't be filled." };
  }
  const values: Record<BulkReplySlot, string> = {
    // No first name known: the customer's @handle, as a mention reads ("Thank you @alik688!").
    first_name: cleanName(message.firstName) ?? `@${handle}`,
    handle: `@${handle}`,
    product: product ?? "",
  };
  return { text: template.replace(/\{(first_name|handle|product)\}/gu, (_, s: BulkReplySlot) => values[s]) };
}

export type PersonalisedReply = { message: MessageFacts; reply: FilledReply };

/** The filled reply of each message (by id), for a preview's examples or a run's batch. */
export async function personaliseReplies(
  db: Db,
  teamId: string,
  template: string,
  ids: string[],
): Promise<Map<string, PersonalisedReply>> {
  const [facts, products] = await Promise.all([
    messageFacts(db, teamId, ids),
    template.includes("{product}") ? activeProducts(db, teamId) : Promise.resolve([]),
  ]);
  return new Map(facts.map((m) => [m.id, { message: m, reply: fillReply(template, m, products) }]));
}
