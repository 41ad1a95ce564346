import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { verifyInstagramSubscription } from "../meta/meta-webhooks";
import { META_LOGIN_ACCOUNTS } from "../meta/meta-world";
import { checkoutRequestSchema, completeCheckout, startCheckout } from "../shopify/shopify-checkouts";
import { draftOrdersOf, fulfillOrder } from "../shopify/shopify-mutations";
import { orderRequestSchema } from "../shopify/shopify-orders";
import { cancelRequestSchema, refundRequestSchema } from "../shopify/shopify-refunds";
import {
  cancelShopOrder,
  placeOrder,
  refundOrder,
  sendShopifyWebhook,
  triggerTopic,
  webhookRequestSchema,
} from "../shopify/shopify-webhooks";
import type { SimContext } from "../sim-context";
import { faultRequestSchema } from "../sim-faults";
import { deliverWebhook } from "../sim-webhooks";
import { generateTraffic, trafficRequestSchema } from "../traffic/traffic-generator";

const configSchema = z.object({
  lunaraUrl: z.url().nullable().optional(),
  autoApprove: z.boolean().optional(),
  metaAccount: z.enum(META_LOGIN_ACCOUNTS).optional(),
});

const likesSchema = z.object({ count: z.number().int().min(0) });

/** The simulator's own API (/_sim/*): what tests, the demo and developers drive it with. */
export function registerControlRoutes(app: FastifyInstance, ctx: SimContext, reset: () => void): void {
  const bad = (message: string) => ({ error: message });

  app.get("/_sim/health", async () => ({ ok: true, lunaraUrl: ctx.settings.lunaraUrl }));

  app.get("/_sim/state", async () => ({
    settings: ctx.settings,
    instagram: {
      account: ctx.meta.account,
      pageId: ctx.meta.brandPage.id,
      media: ctx.meta.media.size,
      comments: ctx.meta.comments.size,
      subscriptionVerifiedUrl: ctx.instagramSubscription.verifiedUrl,
    },
    tiktok: {
      account: ctx.tiktok.account,
      videos: ctx.tiktok.videos.length,
      comments: ctx.tiktok.comments.length,
    },
    shopify: {
      shops: [...ctx.shopify.shops.values()].map((s) => ({
        domain: s.domain,
        installed: s.installed,
        currency: s.currency,
        products: s.products.length,
        orders: s.orders.length,
      })),
    },
    faults: ctx.faults.list(),
    /** API calls a `latency` fault is holding right now. */
    heldCalls: ctx.faults.held,
  }));

  app.post("/_sim/config", async (request, reply) => {
    const body = configSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    if (body.data.lunaraUrl !== undefined)
      ctx.settings.lunaraUrl = body.data.lunaraUrl?.replace(/\/+$/, "") ?? null;
    if (body.data.autoApprove !== undefined) ctx.settings.autoApprove = body.data.autoApprove;
    if (body.data.metaAccount !== undefined) ctx.settings.metaAccount = body.data.metaAccount;
    return ctx.settings;
  });

  app.get("/_sim/records", async (request) => {
    const q = z
      .object({ platform: z.enum(["instagram", "tiktok"]).optional(), since: z.coerce.number().optional() })
      .parse(request.query);
    return ctx.records.records.filter(
      (r) => (!q.platform || r.platform === q.platform) && (!q.since || r.id > q.since),
    );
  });

  app.get("/_sim/deliveries", async (request) => {
    const q = z.object({ platform: z.enum(["instagram", "shopify"]).optional() }).parse(request.query);
    return ctx.records.deliveries.filter((d) => !q.platform || d.platform === q.platform);
  });

  /** Re-sends a delivery byte for byte, same signature and webhook id: what a platform retry looks like. */
  app.post("/_sim/deliveries/:id/replay", async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const original = ctx.records.deliveries.find((d) => d.id === id);
    if (!original?.body) return reply.code(404).send(bad("No such delivery"));
    const { platform, topic, url, headers, body } = original;
    return deliverWebhook(
      ctx.records,
      { platform, topic, url, headers, body },
      { attempts: 1, retryDelayMs: 0, now: ctx.now },
    );
  });

  app.post("/_sim/faults", async (request, reply) => {
    const body = faultRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    return ctx.faults.add(body.data);
  });
  app.get("/_sim/faults", async () => ctx.faults.list());
  app.delete("/_sim/faults", async () => {
    ctx.faults.clear();
    return { ok: true };
  });

  app.post("/_sim/reset", async () => {
    reset();
    return { ok: true };
  });

  app.post("/_sim/traffic", async (request, reply) => {
    const body = trafficRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    try {
      return { events: await generateTraffic(ctx, body.data) };
    } catch (error) {
      return reply.code(400).send(bad(error instanceof Error ? error.message : String(error)));
    }
  });

  // The commenter deletes their comment: Graph answers (#100) subcode 33 for it from now on.
  app.post("/_sim/instagram/comments/:id/delete", async (request, reply) => {
    const id = (request.params as { id: string }).id;
    if (!ctx.meta.comments.delete(id)) return reply.code(404).send({ error: "no such comment" });
    return { deleted: id };
  });
  app.get("/_sim/instagram/comments/:id", async (request, reply) => {
    const comment = ctx.meta.comments.get((request.params as { id: string }).id);
    return comment ?? reply.code(404).send({ error: "no such comment" });
  });
  app.get("/_sim/tiktok/comments/:id", async (request, reply) => {
    const id = (request.params as { id: string }).id;
    return (
      ctx.tiktok.comments.find((c) => c.comment_id === id) ??
      reply.code(404).send({ error: "no such comment" })
    );
  });

  // People like a comment: the count the platform's API gives from now on (IG like_count, TikTok likes).
  app.post("/_sim/:platform/comments/:id/likes", async (request, reply) => {
    const { platform, id } = request.params as { platform: string; id: string };
    const body = likesSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad("count must be a whole number of at least 0"));
    const target =
      platform === "instagram"
        ? ctx.meta.comments.get(id)
        : platform === "tiktok"
          ? ctx.tiktok.comments.find((c) => c.comment_id === id)
          : undefined;
    if (!target) return reply.code(404).send({ error: "no such comment" });
    if ("likes" in target) target.likes = body.data.count;
    else target.likeCount = body.data.count;
    return { id, likes: body.data.count };
  });

  app.post("/_sim/instagram/subscribe", async () => verifyInstagramSubscription(ctx));

  app.post("/_sim/shopify/orders", async (request, reply) => {
    const body = orderRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    try {
      return await placeOrder(ctx, body.data);
    } catch (e) {
      return reply.code(400).send(bad(e instanceof Error ? e.message : String(e)));
    }
  });

  app.post("/_sim/shopify/refunds", async (request, reply) => {
    const body = refundRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    try {
      return (await refundOrder(ctx, body.data)) ?? reply.code(404).send(bad("No such order"));
    } catch (e) {
      return reply.code(400).send(bad(e instanceof Error ? e.message : String(e)));
    }
  });

  app.post("/_sim/shopify/orders/:id/cancel", async (request, reply) => {
    const body = cancelRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    const orderId = Number((request.params as { id: string }).id);
    try {
      const answer = await cancelShopOrder(ctx, { ...body.data, orderId });
      return answer ?? reply.code(404).send(bad("No such order"));
    } catch (e) {
      return reply.code(400).send(bad(e instanceof Error ? e.message : String(e)));
    }
  });

  /**
   * The customer pays a draft order's invoice: an order with the draft's lines, and its custom
   * attributes as the order's note attributes (as Shopify carries them), with orders/create and orders/paid.
   */
  app.post("/_sim/shopify/draft-orders/:id/complete", async (request, reply) => {
    const body = z.object({ shop: z.string().optional() }).safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    const id = Number((request.params as { id: string }).id);
    const shops = body.data.shop ? [ctx.shopify.shop(body.data.shop)] : ctx.shopify.installedShops();
    for (const shop of shops) {
      const draft = draftOrdersOf(shop).find((d) => d.id === id);
      if (!draft) continue;
      return placeOrder(ctx, {
        shop: shop.domain,
        items: draft.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
        noteAttributes: draft.customAttributes.map((a) => ({ name: a.key, value: a.value })),
        ...(draft.email ? { email: draft.email } : {}),
        landingSite: new URL(draft.invoiceUrl).pathname,
        financialStatus: "paid",
      });
    }
    return reply.code(404).send(bad("No such draft order"));
  });

  /** Fulfils an order with a tracking number and sends orders/fulfilled and orders/updated. */
  app.post("/_sim/shopify/orders/:id/fulfill", async (request, reply) => {
    const body = z
      .object({
        shop: z.string().optional(),
        company: z.string().default("Canada Post"),
        number: z.string().default("7316 2101 9843 2201"),
        url: z.url().optional(),
      })
      .safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    const shop = body.data.shop ? ctx.shopify.shop(body.data.shop) : ctx.shopify.installedShops().at(-1);
    const order = shop?.orders.find((o) => o.id === Number((request.params as { id: string }).id));
    if (!shop || !order) return reply.code(404).send(bad("No such order"));
    const tracking = {
      company: body.data.company,
      number: body.data.number,
      url:
        body.data.url ??
        `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${encodeURIComponent(body.data.number)}`,
    };
    fulfillOrder(order, tracking, ctx.now());
    await sendShopifyWebhook(ctx, shop, "orders/fulfilled", order);
    await sendShopifyWebhook(ctx, shop, "orders/updated", order);
    return { order };
  });

  /** A customer starts a checkout (kept, listed by checkouts.json, announced by checkouts/create). */
  app.post("/_sim/shopify/checkouts", async (request, reply) => {
    const body = checkoutRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    const shop = body.data.shop ? ctx.shopify.shop(body.data.shop) : ctx.shopify.installedShops().at(-1);
    if (!shop) return reply.code(404).send(bad("No installed shop"));
    try {
      return await startCheckout(ctx, shop, body.data);
    } catch (e) {
      return reply.code(400).send(bad(e instanceof Error ? e.message : String(e)));
    }
  });

  /** The checkout is paid: completed (checkouts/update), then an order with its token (orders/create, orders/paid). */
  app.post("/_sim/shopify/checkouts/:token/complete", async (request, reply) => {
    const body = z.object({ shop: z.string().optional() }).safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    const { token } = request.params as { token: string };
    const shops = body.data.shop ? [ctx.shopify.shop(body.data.shop)] : ctx.shopify.installedShops();
    for (const shop of shops) {
      const checkout = shop.checkouts.find((c) => c.token === token);
      if (!checkout) continue;
      if (checkout.completed_at) return reply.code(409).send(bad("The checkout is already completed"));
      const completed = await completeCheckout(ctx, shop, checkout);
      const placed = await placeOrder(ctx, {
        shop: shop.domain,
        checkoutToken: checkout.token,
        items: checkout.line_items.map((l) => ({ variantId: l.variant_id, quantity: l.quantity })),
        noteAttributes: [],
        ...(checkout.email ? { email: checkout.email } : {}),
        ...(typeof checkout.landing_site === "string" ? { landingSite: checkout.landing_site } : {}),
        financialStatus: "paid",
      });
      return { checkout, order: placed.order, deliveries: [...completed, ...placed.deliveries] };
    }
    return reply.code(404).send(bad("No such checkout"));
  });

  /** Empties (or sets) a shop's GraphQL cost bucket, to see THROTTLED without sending thousands of queries. */
  app.post("/_sim/shopify/throttle", async (request, reply) => {
    const body = z
      .object({ shop: z.string(), available: z.number().min(0).max(2000) })
      .safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    const shop = ctx.shopify.shop(body.data.shop);
    shop.bucket = { available: body.data.available, at: ctx.now().getTime() };
    return { shop: shop.domain, available: shop.bucket.available };
  });

  app.post("/_sim/shopify/webhooks", async (request, reply) => {
    const body = webhookRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send(bad(body.error.message));
    return triggerTopic(ctx, body.data);
  });
}
