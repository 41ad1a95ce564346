import type { ActionPreview } from "@shared/assistants/assistants.schema";
import type { MessageFilter } from "@shared/assistants/message-filter";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { bulkReplyTemplate } from "./bulk-reply";
import { activeProducts } from "./monitors.repository";
import { teamStores } from "./outward-actions.repository";
import { previewAction } from "./preview-action";

type Deps = Pick<AppDeps, "db" | "now">;

/**
 * "Reply to today's shipping questions with: …": one reply per message not answered yet (spam left
 * out), the person's template filled per message. Previewed only; nothing is sent before confirm.
 */
export function previewBulkReply(
  deps: Deps,
  actor: Actor,
  input: { filter: MessageFilter; template: string; conversationId: string | null },
): Promise<ActionPreview> {
  const template = bulkReplyTemplate(input.template);
  return previewAction(deps, actor, {
    kind: "send_reply",
    filter: { ...input.filter, answered: "no", spam: "no" },
    params: { template },
    conversationId: input.conversationId,
  });
}

/** Where the links lead: one of the team's products by name, or a page of one of its stores. */
export async function resolveLinkTarget(
  deps: Deps,
  teamId: string,
  target: string,
): Promise<Record<string, string>> {
  const wanted = target
    .trim()
    .replace(/^["“'](.*)["”']$/su, "$1")
    .replace(/[.!?]+$/u, "")
    .trim();
  if (/^https?:\/\//iu.test(wanted)) {
    let url: URL;
    try {
      url = new URL(wanted);
    } catch {
      throw new DomainError(400, `"${wanted.slice(0, 100)}" is not a valid link.`);
    }
    const stores = await teamStores(deps.db, teamId);
    const store = stores.find((s) => s.shopDomain.toLowerCase() === url.hostname.toLowerCase());
    if (!store)
      throw new DomainError(
        400,
        stores.length === 0
          ? "Tracking links lead to your store: connect Shopify first."
          : `Tracking links may only lead to your store (${stores.map((s) => s.shopDomain).join(", ")}).`,
      );
    url.protocol = "https:";
    return { url: url.toString(), integrationId: store.id, label: url.toString() };
  }
  const name = wanted.toLowerCase();
  if (name.length < 2) throw new DomainError(400, "Name the product or the store page the links lead to.");
  const products = await activeProducts(deps.db, teamId);
  const exact = products.filter((p) => p.title.toLowerCase() === name);
  const matches = exact.length > 0 ? exact : products.filter((p) => p.title.toLowerCase().includes(name));
  if (matches.length === 0)
    throw new DomainError(404, `None of your products is called "${wanted.slice(0, 100)}".`);
  if (matches.length > 1)
    throw new DomainError(
      400,
      `"${wanted.slice(0, 100)}" matches ${matches.length} products: ${matches
        .slice(0, 5)
        .map((p) => p.title)
        .join(", ")}. Name one.`,
    );
  return { productId: matches[0]!.id, label: matches[0]!.title };
}

/** "Make tracking links for today's purchase-intent messages to Glow Serum": one per customer. */
export async function previewTrackingLinks(
  deps: Deps,
  actor: Actor,
  input: { filter: MessageFilter; target: string; conversationId: string | null },
): Promise<ActionPreview> {
  const params = await resolveLinkTarget(deps, actor.teamId, input.target);
  return previewAction(deps, actor, {
    kind: "tracking_links",
    filter: input.filter,
    params,
    conversationId: input.conversationId,
  });
}
