import type { SendPlatformResponseInput } from "@shared/inbox/inbox.schema";
import type { Actor, AppDeps } from "../deps";
import { sendPlatformResponse } from "./send-platform-response";
import { findSenderName } from "./sender-name.repository";

/** A person's reply from the inbox, sent through the platform under their name. */
export async function sendInboxResponse(deps: AppDeps, actor: Actor, input: SendPlatformResponseInput) {
  const senderName = await findSenderName(deps.db, actor);
  await sendPlatformResponse(deps, {
    teamId: actor.teamId,
    messageId: input.message_id,
    content: input.response_content,
    responseType: input.response_type,
    senderName,
    aiResponseId: input.ai_response_id ?? null,
  });
  return { success: true as const };
}
