import { randomBytes } from "node:crypto";
import { buyingIntentScore } from "@shared/ai/buying-intent";
import { TRACKING_LINK_ERRORS } from "@shared/attribution/attribution.constants";
import type { GenerateTrackingLinkInput, TrackingLinkResult } from "@shared/attribution/tracking-link.schema";
import type { Db } from "../db/client";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import {
  findMessageForLink,
  findProductForLink,
  insertTrackingLink,
  linkSenderThreadsToLead,
  linkThreadToLead,
  upsertLeadByIdentity,
} from "./tracking-links.repository";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** 8 characters of a 57-letter alphabet: about 10^14 codes, unguessable enough for a public redirect. */
function newCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** The message's thread, or for a comment (no thread) the sender's DM threads on the platform. */
async function linkConversation(
  tx: Db,
  teamId: string,
  message: { threadId: string | null; senderPlatformId: string },
  platform: "instagram" | "tiktok",
  leadId: string,
) {
  if (message.threadId) return linkThreadToLead(tx, teamId, message.threadId, leadId);
  return linkSenderThreadsToLead(tx, teamId, { platform, platformId: message.senderPlatformId }, leadId);
}

/**
 * generate-manual-tracking-link: a short link for one message and product, and the lead of the
 * message's sender created or updated in the same transaction.
 */
export async function generateTrackingLink(
  deps: Pick<AppDeps, "db" | "publicUrl"> & Partial<Pick<AppDeps, "events">>,
  actor: Actor,
  input: GenerateTrackingLinkInput,
): Promise<TrackingLinkResult> {
  return createTrackingLink(deps, actor.teamId, input);
}

/** The same link for a team's own machinery (a suggestion's or an auto-reply's Action link). */
export async function createTrackingLink(
  deps: Pick<AppDeps, "db" | "publicUrl"> & Partial<Pick<AppDeps, "events">>,
  teamId: string,
  input: GenerateTrackingLinkInput,
): Promise<TrackingLinkResult> {
  return (await createTrackingLinkRow(deps, teamId, input)).result;
}

/** The link and its row's id (a comment's DM records which link it carried). */
export async function createTrackingLinkRow(
  deps: Pick<AppDeps, "db" | "publicUrl"> & Partial<Pick<AppDeps, "events">>,
  teamId: string,
  input: GenerateTrackingLinkInput,
): Promise<{ id: string; result: TrackingLinkResult }> {
  // Read before the transaction, side by side: a deletion between the read and the insert fails the
  // insert (foreign keys) exactly as it would inside it, and the transaction holds its connection
  // for fewer round trips.
  const [message, product] = await Promise.all([
    findMessageForLink(deps.db, teamId, input.messageId),
    findProductForLink(deps.db, teamId, input.productId),
  ]);
  if (!message) throw new DomainError(404, TRACKING_LINK_ERRORS.messageNotFound, "MESSAGE_NOT_FOUND");
  if (!product) throw new DomainError(404, TRACKING_LINK_ERRORS.productNotFound, "PRODUCT_NOT_FOUND");
  if (!product.shopDomain) throw new DomainError(409, TRACKING_LINK_ERRORS.noStore, "NO_STORE");
  // The link goes to the customer: its variant must be the product's own (Shopify's numeric id or
  // its gid), never whatever the request carried.
  const numeric = (id: string) => id.replace(/^gid:\/\/shopify\/ProductVariant\//, "");
  if (input.variantId && !product.variants.some((v) => numeric(v.id) === numeric(input.variantId ?? "")))
    throw new DomainError(400, TRACKING_LINK_ERRORS.variantNotFound, "VARIANT_NOT_FOUND");
  const platform = message.platform === "tiktok" ? "tiktok" : "instagram";
  const destination = new URL(`https://${product.shopDomain}/products/${encodeURIComponent(product.handle)}`);
  if (input.variantId) destination.searchParams.set("variant", input.variantId);

  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const lead = await upsertLeadByIdentity(tx, {
      teamId,
      platform,
      platformId: message.senderPlatformId,
      username: message.senderUsername,
      threadId: message.threadId,
      messageCount: Math.max(1, message.threadMessageCount ?? 1),
      lastConversationAt: message.threadLastMessageAt ?? message.receivedAt,
      // One definition of buying intent for the inbox filter, its counter and the leads' quality.
      intentScore: buyingIntentScore(message.normalizedIntent, message.intentConfidence),
    });
    await linkConversation(tx, teamId, message, platform, lead.id);
    if (lead.inserted && deps.events)
      await deps.events.publish(
        { type: "lead.created", teamId, data: { id: lead.id, threadId: message.threadId } },
        tx,
      );

    let code = newCode();
    let created: { id: string } | null = null;
    // A collision is astronomically rare; a second draw settles it.
    for (let attempt = 0; attempt < 3 && !created; attempt += 1) {
      if (attempt > 0) code = newCode();
      created = await insertTrackingLink(tx, {
        code,
        teamId,
        integrationId: product.integrationId,
        messageId: message.id,
        threadId: message.threadId,
        leadId: lead.id,
        productId: product.id,
        variantId: input.variantId ?? null,
        discountCode: input.discountCode ?? null,
        source: platform,
        destinationUrl: destination.toString(),
      });
    }
    if (!created) throw new Error("no free tracking code after three draws");
    return {
      id: created.id,
      result: {
        success: true as const,
        trackingUrl: `${deps.publicUrl}/t/${code}`,
        attribution: {
          code,
          messageId: message.id,
          threadId: message.threadId,
          productId: product.id,
          variantId: input.variantId ?? null,
          destinationUrl: destination.toString(),
          source: platform,
        },
        lead: { action: lead.inserted ? ("created" as const) : ("updated" as const), leadId: lead.id },
      },
    };
  });
}

/**
 * A tracked link to a destination of the store's own making (a draft order's invoice, a cart
 * permalink): the same lead and link rows as a product link, so a checkout through it is credited
 * to the conversation like any other.
 */
export async function createDestinationTrackingLink(
  deps: Pick<AppDeps, "db" | "publicUrl"> & Partial<Pick<AppDeps, "events">>,
  teamId: string,
  input: { messageId: string; integrationId: string; destinationUrl: string },
): Promise<{ trackingUrl: string; code: string; leadId: string }> {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const message = await findMessageForLink(tx, teamId, input.messageId);
    if (!message) throw new DomainError(404, TRACKING_LINK_ERRORS.messageNotFound, "MESSAGE_NOT_FOUND");
    const platform = message.platform === "tiktok" ? "tiktok" : "instagram";
    const lead = await upsertLeadByIdentity(tx, {
      teamId,
      platform,
      platformId: message.senderPlatformId,
      username: message.senderUsername,
      threadId: message.threadId,
      messageCount: Math.max(1, message.threadMessageCount ?? 1),
      lastConversationAt: message.threadLastMessageAt ?? message.receivedAt,
      intentScore: buyingIntentScore(message.normalizedIntent, message.intentConfidence),
    });
    await linkConversation(tx, teamId, message, platform, lead.id);
    if (lead.inserted && deps.events)
      await deps.events.publish(
        { type: "lead.created", teamId, data: { id: lead.id, threadId: message.threadId } },
        tx,
      );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const code = newCode();
      const created = await insertTrackingLink(tx, {
        code,
        teamId,
        integrationId: input.integrationId,
        messageId: message.id,
        threadId: message.threadId,
        leadId: lead.id,
        productId: null,
        variantId: null,
        discountCode: null,
        source: platform,
        destinationUrl: input.destinationUrl,
      });
      if (created) return { trackingUrl: `${deps.publicUrl}/t/${code}`, code, leadId: lead.id };
    }
    throw new Error("no free tracking code after three draws");
  });
}
