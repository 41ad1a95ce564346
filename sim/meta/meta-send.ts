import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { SimContext } from "../sim-context";
import { graphError } from "./meta-graph-format";

const DAY_MS = 86_400_000;
/** Standard window 24 h after the customer's last message; the HUMAN_AGENT tag stretches it to 7 days. */
const WINDOW_MS = DAY_MS;
const HUMAN_AGENT_WINDOW_MS = 7 * DAY_MS;
const PRIVATE_REPLY_WINDOW_MS = 7 * DAY_MS;
/** Private Replies: 750 calls per hour per account (platforms-reference 1.6). */
export const PRIVATE_REPLIES_PER_HOUR = 750;
const HOUR_MS = 3_600_000;

const sendSchema = z.object({
  recipient: z.union([z.object({ id: z.string() }), z.object({ comment_id: z.string() })]),
  message: z.object({ text: z.string().optional(), attachment: z.unknown().optional() }),
  messaging_type: z.string().optional(),
  tag: z.string().optional(),
});

/** The Send API (POST /{page-id}/messages): DMs by IGSID and private replies by comment id. */
export function handleSend(ctx: SimContext, reply: FastifyReply, body: unknown): unknown {
  const parsed = sendSchema.safeParse(body);
  if (!parsed.success)
    return graphError(reply, 400, 100, "(#100) param recipient and message must be non-empty");
  const { recipient, message, tag } = parsed.data;
  const text = message.text;
  if (!text) return graphError(reply, 400, 100, "(#100) The parameter message[text] is required");
  if (text.length >= 1000)
    return graphError(
      reply,
      400,
      100,
      "(#100) Length of param message[text] must be less than 1000 characters",
    );
  const now = ctx.now();
  const messageId = `aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlE${ctx.meta.nextId("")}`;

  if ("comment_id" in recipient) {
    const comment = ctx.meta.comments.get(recipient.comment_id);
    if (!comment || comment.from.id === ctx.meta.account.id)
      return graphError(reply, 400, 100, "(#100) No matching comment was found", 2018001);
    if (ctx.meta.privateReplied.has(comment.id)) {
      return graphError(
        reply,
        400,
        10,
        "(#10) A private reply has already been sent to this comment.",
        2534025,
      );
    }
    if (now.getTime() - comment.timestamp.getTime() > PRIVATE_REPLY_WINDOW_MS) {
      return graphError(reply, 400, 10, "(#10) This message is sent outside of allowed window.", 2534022);
    }
    const recent = ctx.meta.privateReplyTimes.filter((t) => now.getTime() - t < HOUR_MS);
    ctx.meta.privateReplyTimes = recent;
    // Meta throttles with a code in the body rather than a 429; which code the private-reply cap uses is
    // not documented, so the Page limit (32) stands in for it (docs/platforms.md).
    if (recent.length >= PRIVATE_REPLIES_PER_HOUR)
      return graphError(reply, 400, 32, "(#32) Page request limit reached");
    ctx.meta.privateReplyTimes.push(now.getTime());
    ctx.meta.privateReplied.add(comment.id);
    const person = ctx.meta.people.get(comment.from.id);
    ctx.records.addRecord({
      platform: "instagram",
      kind: "private_reply",
      target_id: comment.id,
      text,
      platform_id: messageId,
      account_id: ctx.meta.account.id,
      at: now.toISOString(),
    });
    return { recipient_id: person?.igsid ?? comment.from.id, message_id: messageId };
  }

  const person = ctx.meta.people.get(recipient.id);
  if (!person || person.igsid !== recipient.id)
    return graphError(reply, 400, 100, "(#100) No matching user found", 2018001);
  const last = ctx.meta.lastInbound.get(person.igsid);
  const window = tag === "HUMAN_AGENT" ? HUMAN_AGENT_WINDOW_MS : WINDOW_MS;
  if (!last || now.getTime() - last.getTime() > window) {
    return graphError(reply, 400, 10, "(#10) This message is sent outside of allowed window.", 2018278);
  }
  ctx.records.addRecord({
    platform: "instagram",
    kind: "dm",
    target_id: person.igsid,
    text,
    platform_id: messageId,
    account_id: ctx.meta.account.id,
    at: now.toISOString(),
  });
  return { recipient_id: person.igsid, message_id: messageId };
}
