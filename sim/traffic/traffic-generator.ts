import { randomBytes } from "node:crypto";
import { z } from "zod";
import { sendInstagramWebhook } from "../meta/meta-webhooks";
import { placeOrder } from "../shopify/shopify-webhooks";
import type { SimContext } from "../sim-context";
import type { Delivery } from "../sim-records";
import { composeText, pickIntent } from "./traffic-text";
import { INTENTS, type TrafficIntent } from "./traffic-texts";

export const TRAFFIC_KINDS = [
  "instagram_comment",
  "instagram_dm",
  "instagram_mention",
  "tiktok_comment",
  "shopify_order",
] as const;
export type TrafficKind = (typeof TRAFFIC_KINDS)[number];

export const trafficRequestSchema = z.object({
  count: z.number().int().min(1).max(200).default(1),
  kind: z.enum(TRAFFIC_KINDS).optional(),
  intent: z.enum(INTENTS).optional(),
  /** The Instagram or TikTok handle of one of the simulated customers: a conversation with one person. */
  person: z.string().min(1).optional(),
  /** Backdates the events: a DM older than 24 h makes Lunara's reply hit the messaging window. */
  ageSeconds: z
    .number()
    .int()
    .min(0)
    .max(60 * 86_400)
    .default(0),
  /** The message's text, instead of one written from the intent's templates. */
  text: z.string().min(1).max(2000).optional(),
});
export type TrafficRequest = z.infer<typeof trafficRequestSchema>;

export type TrafficEvent = {
  kind: TrafficKind;
  intent: TrafficIntent | null;
  platform: "instagram" | "tiktok" | "shopify";
  platform_message_id: string;
  text: string;
  sender: { username: string; platform_id: string } | null;
  post_id: string | null;
  parent_id: string | null;
  delivery: Pick<Delivery, "id" | "ok" | "status" | "error"> | null;
};

export async function generateTraffic(ctx: SimContext, request: TrafficRequest): Promise<TrafficEvent[]> {
  const events: TrafficEvent[] = [];
  for (let i = 0; i < request.count; i++) {
    const kind = request.kind ?? pickKind(ctx);
    const at = new Date(ctx.now().getTime() - request.ageSeconds * 1000);
    if (kind === "shopify_order") {
      const { order, deliveries } = await placeOrder(ctx, { noteAttributes: [], financialStatus: "paid" });
      events.push({
        kind,
        intent: null,
        platform: "shopify",
        platform_message_id: String(order.id),
        text: String(order.name),
        sender: order.email ? { username: order.email, platform_id: String(order.email) } : null,
        post_id: null,
        parent_id: null,
        delivery: summary(deliveries[0] ?? null),
      });
      continue;
    }
    events.push(
      await socialEvent(
        ctx,
        kind,
        request.intent ?? pickIntent(ctx.random),
        at,
        request.person,
        request.text,
      ),
    );
  }
  return events;
}

function pickKind(ctx: SimContext): TrafficKind {
  const roll = ctx.random.next();
  if (ctx.shopify.installedShops().length > 0 && roll < 0.08) return "shopify_order";
  return roll < 0.4
    ? "instagram_comment"
    : roll < 0.68
      ? "instagram_dm"
      : roll < 0.78
        ? "instagram_mention"
        : "tiktok_comment";
}

const summary = (d: Delivery | null) => (d ? { id: d.id, ok: d.ok, status: d.status, error: d.error } : null);

async function socialEvent(
  ctx: SimContext,
  kind: Exclude<TrafficKind, "shopify_order">,
  intent: TrafficIntent,
  at: Date,
  handle?: string,
  givenText?: string,
): Promise<TrafficEvent> {
  const { random, meta, tiktok } = ctx;
  const chosen = handle ? ctx.people.find((p) => p.instagram === handle || p.tiktok === handle) : undefined;
  if (handle && !chosen) throw new Error(`no simulated customer with the handle ${handle}`);
  const person = chosen ?? random.pick(ctx.people);
  const orders = [...ctx.shopify.shops.values()].flatMap((s) =>
    s.orders.filter((o) => o.email === person.email).map((o) => String(o.name)),
  );
  const text = givenText ?? composeText(random, kind, intent, person, orders);
  const time = Math.floor(at.getTime() / 1000);
  const base = {
    kind,
    intent,
    text,
    parent_id: null as string | null,
    delivery: null as TrafficEvent["delivery"],
  };

  if (kind === "tiktok_comment") {
    const video = random.pick(tiktok.videos);
    const others = tiktok.comments.filter(
      (c) => c.video_id === video.item_id && !c.owner && !c.parent_comment_id,
    );
    const parent = others.length > 0 && random.chance(0.15) ? random.pick(others) : undefined;
    const id = tiktok.nextCommentId();
    if (parent) parent.replies += 1;
    tiktok.comments.push({
      comment_id: id,
      video_id: video.item_id,
      user_id: person.tiktokUserId,
      create_time: time,
      text,
      likes: random.int(0, 40),
      replies: 0,
      owner: false,
      liked: false,
      pinned: false,
      status: "PUBLIC",
      username: person.tiktok,
      display_name: `${person.firstName} ${person.lastName[0]}.`,
      profile_image: "",
      ...(parent ? { parent_comment_id: parent.comment_id } : {}),
    });
    return {
      ...base,
      platform: "tiktok",
      platform_message_id: id,
      sender: { username: person.tiktok, platform_id: person.tiktokUserId },
      post_id: video.item_id,
      parent_id: parent?.comment_id ?? null,
    };
  }

  const sender = {
    username: person.instagram,
    platform_id: kind === "instagram_dm" ? person.igsid : person.igUserId,
  };
  if (kind === "instagram_dm") {
    const mid = `aWdfZAG1faXRlbToxOklHTWVzc2FnZAU${randomBytes(18).toString("base64url")}`;
    meta.lastInbound.set(person.igsid, at);
    const delivery = await sendInstagramWebhook(ctx, "messages", {
      id: meta.account.id,
      time,
      messaging: [
        {
          sender: { id: person.igsid },
          recipient: { id: meta.account.id },
          timestamp: at.getTime(),
          message: { mid, text },
        },
      ],
    });
    return {
      ...base,
      platform: "instagram",
      platform_message_id: mid,
      sender,
      post_id: null,
      delivery: summary(delivery),
    };
  }

  if (kind === "instagram_comment") {
    const media = random.pick(meta.brandMedia());
    const siblings = [...meta.comments.values()].filter(
      (c) => c.mediaId === media.id && !c.parentId && c.from.id !== meta.account.id,
    );
    const parent = siblings.length > 0 && random.chance(0.2) ? random.pick(siblings) : undefined;
    const id = meta.nextId("179");
    meta.comments.set(id, {
      id,
      text,
      timestamp: at,
      from: { id: person.igUserId, username: person.instagram },
      mediaId: media.id,
      ...(parent ? { parentId: parent.id } : {}),
    });
    const value = {
      id,
      text,
      from: { id: person.igUserId, username: person.instagram },
      media: { id: media.id, media_product_type: media.media_product_type },
      ...(parent ? { parent_id: parent.id } : {}),
    };
    const delivery = await sendInstagramWebhook(ctx, "comments", {
      id: meta.account.id,
      time,
      changes: [{ field: "comments", value }],
    });
    return {
      ...base,
      platform: "instagram",
      platform_message_id: id,
      sender,
      post_id: media.id,
      parent_id: parent?.id ?? null,
      delivery: summary(delivery),
    };
  }

  // A mention lives on someone else's media: in its caption, or in a comment under it.
  const inComment = random.chance(0.5);
  const owner = inComment ? random.pick(ctx.people.filter((p) => p !== person)) : person;
  const mediaId = meta.nextId("180");
  meta.media.set(mediaId, {
    id: mediaId,
    caption: inComment ? "Sunday reset 🧖‍♀️" : text,
    permalink: `https://www.instagram.com/p/SIM${mediaId.slice(-8)}/`,
    media_type: "IMAGE",
    media_product_type: "FEED",
    timestamp: at,
    ownerId: owner.igUserId,
    username: owner.instagram,
  });
  let commentId: string | undefined;
  if (inComment) {
    commentId = meta.nextId("179");
    meta.comments.set(commentId, {
      id: commentId,
      text,
      timestamp: at,
      from: { id: person.igUserId, username: person.instagram },
      mediaId,
    });
  }
  const value = { media_id: mediaId, ...(commentId ? { comment_id: commentId } : {}) };
  const delivery = await sendInstagramWebhook(ctx, "mentions", {
    id: meta.account.id,
    time,
    changes: [{ field: "mentions", value }],
  });
  return {
    ...base,
    platform: "instagram",
    platform_message_id: commentId ?? mediaId,
    sender,
    post_id: mediaId,
    delivery: summary(delivery),
  };
}
