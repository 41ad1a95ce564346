// Two people answering one conversation: a send says which reply it last saw, and the server
// refuses it (409) when someone else has replied since, so the customer is not answered twice.
import { z } from "zod";

export const REPLY_CONFLICT_CODE = "ALREADY_REPLIED";

/** The 409's `details`: the reply the sender had not seen. */
export const replyConflictSchema = z.object({
  response_id: z.string(),
  sender_name: z.string(),
  sent_at: z.string(),
});
export type ReplyConflict = z.infer<typeof replyConflictSchema>;

export const replyConflictMessage = (senderName: string) =>
  `${senderName} has replied to this conversation since you opened it. Nothing was sent.`;

/** Another send to the conversation was still on its way after the sender waited for it. */
export const REPLY_IN_PROGRESS_CODE = "REPLY_IN_PROGRESS";

export const replyInProgressMessage = (senderName: string | null) =>
  `${senderName ?? "Someone"} is sending a reply to this conversation right now. Nothing was sent; try again in a moment.`;
