import { randomUUID } from "node:crypto";
import { REPLY_IN_PROGRESS_CODE, replyInProgressMessage } from "@shared/inbox/reply-conflict";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import {
  claimConversation,
  findConversationClaim,
  releaseConversation,
} from "./conversation-send-claims.repository";

/**
 * Far longer than a send takes (four tries of at most 10 s each, 10 s of backoff, a TikTok token
 * refresh): a claim this old was left by a process that stopped mid-send, and the next send takes it.
 */
const SEND_CLAIM_MS = 2 * 60_000;
/** How long a send waits behind another send to the same conversation before it gives up (409). */
const SEND_WAIT_MS = 15_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `send` while holding the conversation, so sends to one conversation go one at a time across
 * requests and processes: a send behind another waits for it (no transaction or connection held
 * while it waits), then runs its own checks against what the first one recorded. The claim is let
 * go however `send` ends, so a refused or failed send never blocks the next one.
 */
export async function holdConversation<T>(
  deps: AppDeps,
  conversation: { teamId: string; conversationKey: string; senderName: string },
  send: () => Promise<T>,
): Promise<T> {
  const claim = {
    teamId: conversation.teamId,
    conversationKey: conversation.conversationKey,
    token: randomUUID(),
  };
  // The wait is real time, not the injected clock, which a test may hold still.
  const giveUpAt = Date.now() + SEND_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + SEND_CLAIM_MS);
    if (await claimConversation(deps.db, { ...claim, senderName: conversation.senderName, now, expiresAt }))
      break;
    if (Date.now() >= giveUpAt) {
      const holder = await findConversationClaim(deps.db, claim.teamId, claim.conversationKey);
      throw new DomainError(409, replyInProgressMessage(holder?.senderName ?? null), REPLY_IN_PROGRESS_CODE);
    }
    await pause(Math.min(20 * 2 ** attempt, 250));
  }
  try {
    return await send();
  } finally {
    await releaseConversation(deps.db, claim);
  }
}
