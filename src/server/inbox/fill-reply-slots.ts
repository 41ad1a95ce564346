import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import type { Suggestion } from "@shared/ai/suggestion-set.schema";
import { fitToLimit, replyLimit } from "@shared/inbox/reply-rules";
import { z } from "zod";
import { createTrackingLink } from "../attribution/generate-tracking-link";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";

type Deps = Pick<AppDeps, "db" | "publicUrl" | "log">;

/** "…take a closer look: {{tracking_link}}" without its slot: the phrase leading to it goes too. */
export function withoutTrackingSlot(text: string): string {
  return text
    .replace(/\s+here:?\s*\{\{tracking_link\}\}/giu, " in our shop")
    .replace(/\s*:?\s*\{\{[^{}]*\}\}/gu, "")
    .replace(/\s{2,}/gu, " ")
    .replace(/\s+([.!?,])/gu, "$1")
    .trim();
}

/**
 * Makes generated replies sendable as they stand: the Action reply's tracking-link slot becomes a
 * real tracked link for the product the reply names (tied to this message and its sender's lead),
 * or, with no product or no store, the slot and the words leading to it are left out. Every reply
 * is then fitted to the platform's length limit, so nothing offered or scheduled can fail on it.
 */
export async function fillReplySlots(
  deps: Deps,
  target: { teamId: string; messageId: string; platform: string; messageType: string },
  suggestions: Suggestion[],
  productIds: readonly string[],
): Promise<Suggestion[]> {
  let link: string | null | undefined;
  const trackedLink = async () => {
    if (link !== undefined) return link;
    link = null;
    const productId = productIds.find((id) => z.uuid().safeParse(id).success);
    if (!productId) return link;
    try {
      link = (await createTrackingLink(deps, target.teamId, { messageId: target.messageId, productId }))
        .trackingUrl;
    } catch (error) {
      // No store connected, or the product is gone: the reply goes without a link.
      if (!(error instanceof DomainError)) throw error;
      deps.log(`No tracked link for message ${target.messageId}: ${error.message}`);
    }
    return link;
  };
  const limit = replyLimit({ platform: target.platform, message_type: target.messageType });
  const out: Suggestion[] = [];
  for (const s of suggestions) {
    let content = s.content;
    if (content.includes(TRACKING_LINK_SLOT)) {
      const url = await trackedLink();
      content = url ? content.replaceAll(TRACKING_LINK_SLOT, url) : content;
    }
    content = fitToLimit(withoutTrackingSlot(content), limit);
    out.push({ ...s, content });
  }
  return out;
}
