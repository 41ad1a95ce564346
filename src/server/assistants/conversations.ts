import type { AssistantKey } from "@shared/assistants/assistants.constants";
import type { Conversation, ConversationSummary } from "@shared/assistants/assistants.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { CONVERSATION_NOT_FOUND } from "./ask-assistant";
import { deleteConversation, findConversation, listChatMessages, listConversations } from "./chat.repository";

const owner = (actor: Actor) => ({ teamId: actor.teamId, userId: actor.userId });

export async function listMyConversations(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  assistant: AssistantKey,
): Promise<{ conversations: ConversationSummary[] }> {
  return { conversations: await listConversations(deps.db, owner(actor), assistant, 50) };
}

export async function getMyConversation(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string,
): Promise<Conversation> {
  const found = await findConversation(deps.db, owner(actor), id);
  if (!found) throw new DomainError(404, CONVERSATION_NOT_FOUND, "NOT_FOUND");
  return { ...found, messages: await listChatMessages(deps.db, actor.teamId, id) };
}

export async function deleteMyConversation(deps: Pick<AppDeps, "db">, actor: Actor, id: string) {
  if (!(await deleteConversation(deps.db, owner(actor), id)))
    throw new DomainError(404, CONVERSATION_NOT_FOUND, "NOT_FOUND");
  return { success: true as const };
}
