import type { Db } from "../db/client";
import { countInteraction, findSenderOfMessage, insertInteraction } from "./community-members.repository";

/** A click on a tracking link sent in reply to a member's message counts on that member. */
export async function recordMemberClick(
  tx: Db,
  teamId: string,
  click: { id: string; messageId: string | null; at: Date },
): Promise<void> {
  if (!click.messageId) return;
  const sender = await findSenderOfMessage(tx, teamId, click.messageId);
  if (!sender) return;
  const created = await insertInteraction(tx, {
    teamId,
    identity: { id: sender.identityId, memberId: sender.memberId, handle: null },
    kind: "click",
    refId: click.id,
    platform: sender.platform,
    at: click.at,
  });
  if (created) await countInteraction(tx, teamId, sender.memberId, "click", sender.platform, click.at);
}
