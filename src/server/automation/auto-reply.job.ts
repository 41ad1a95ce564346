import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { sendPlatformResponse } from "../inbox/send-platform-response";
import { defineJob } from "../jobs/job-queue";
import {
  findAnalyzedMessage,
  insertSuggestions,
  latestSuggestions,
  type StoredSuggestion,
} from "./auto-reply.repository";
import { claimAutoDecision, releaseAutoDecision } from "./automation.repository";
import { loadReplyContext } from "./reply-context";

export const autoReplyJob = defineJob({
  name: "auto-reply",
  policy: "keyed",
  schema: z.object({ messageId: z.uuid(), teamId: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 15,
});

export const AUTO_REPLY_SENDER = "Lunara AI";

/** Short, warm intents get the quick reply; everything else the detailed one. */
const QUICK_INTENTS = new Set(["greeting", "compliment", "feedback"]);

export function chooseAutoReply(suggestions: StoredSuggestion[], intent: string): StoredSuggestion | null {
  const order = QUICK_INTENTS.has(intent) ? ["quick", "detailed", "action"] : ["detailed", "quick", "action"];
  // A reply with an unfilled tracking-link slot needs a person to pick the product.
  const usable = suggestions.filter((s) => !s.content.includes(TRACKING_LINK_SLOT));
  for (const type of order) {
    const found = usable.find((s) => s.suggestion_type === type);
    if (found) return found;
  }
  return null;
}

/**
 * Sends the automatic reply of a pending auto decision when its delay has passed. Claiming the
 * decision first makes it at-most-once across workers and restarts; a failed send gives the
 * claim back so the queue's retry can try again, and nothing is marked sent.
 */
export async function runAutoReply(deps: AppDeps, payload: { messageId: string; teamId: string }) {
  const { messageId, teamId } = payload;
  if (!(await claimAutoDecision(deps.db, teamId, messageId, deps.now()))) return;
  try {
    const message = await findAnalyzedMessage(deps.db, teamId, messageId);
    if (!message) throw new Error(`message ${messageId} has no analysis`);
    let suggestions = await latestSuggestions(deps.db, teamId, messageId);
    if (suggestions.length === 0) {
      const context = await loadReplyContext(deps.db, teamId);
      const set = await deps.ai.suggest({
        message: { text: message.content, sender_username: message.senderUsername },
        analysis: message.analysis,
        brand: context.brand,
        products: context.products,
      });
      const stored = await insertSuggestions(deps.db, teamId, messageId, set.suggestions, 1);
      suggestions = stored.map((s) => ({
        id: s.id,
        content: s.content,
        suggestion_type: s.suggestionType as StoredSuggestion["suggestion_type"],
      }));
    }
    const choice = chooseAutoReply(suggestions, message.analysis.normalized_intent);
    if (!choice) throw new Error("no suggestion can be sent without a person");
    await sendPlatformResponse(deps, {
      teamId,
      messageId,
      content: choice.content,
      responseType: "ai_auto",
      senderName: AUTO_REPLY_SENDER,
      aiResponseId: choice.id,
    });
    await deps.events.publish({ type: "decision.updated", teamId, data: { id: messageId, executed: true } });
  } catch (error) {
    await releaseAutoDecision(deps.db, teamId, messageId, deps.now());
    throw error;
  }
}
