import type { Db } from "../db/client";
import type { IncomingMessage } from "../platforms/incoming-message";
import {
  addIdentity,
  countInteraction,
  createMemberWithIdentity,
  findIdentity,
  findMemberByHandle,
  findSenderOfMessage,
  type Identity,
  insertInteraction,
  setFollowers,
  updateIdentityHandle,
} from "./community-members.repository";
import { parentMessageId } from "./community-messages.repository";

/**
 * Makes the sender of a newly stored comment, DM or mention a community member (or finds them) and
 * counts the message, inside ingestion's transaction. Instagram gives one person a different id in
 * DMs (the IGSID) than in comments; the username the platform returns for both proves they are one
 * account, so a new id with a known username joins that member.
 */
export async function recordMemberMessage(
  tx: Db,
  teamId: string,
  messageId: string,
  message: IncomingMessage,
): Promise<void> {
  const identity = await senderIdentity(tx, teamId, message);
  const created = await insertInteraction(tx, {
    teamId,
    identity,
    kind: message.message_type,
    refId: messageId,
    platform: message.platform,
    at: message.received_at,
  });
  if (!created) return;
  // Set before counting, so the EMV recomputed from the row uses the audience size.
  if (message.sender_followers_count !== undefined) {
    await setFollowers(tx, teamId, identity.memberId, message.sender_followers_count);
  }
  await countInteraction(
    tx,
    teamId,
    identity.memberId,
    message.message_type,
    message.platform,
    message.received_at,
  );
  if (message.message_type !== "comment_reply" || !message.parent_platform_id) return;
  // A reply to someone's comment is engagement their comment earned (the virality factor's numerator).
  const parentId = await parentMessageId(tx, teamId, messageId);
  const author = parentId ? await findSenderOfMessage(tx, teamId, parentId) : null;
  if (!author || author.memberId === identity.memberId) return;
  const counted = await insertInteraction(tx, {
    teamId,
    identity: { id: author.identityId, memberId: author.memberId, handle: null },
    kind: "reply_received",
    refId: messageId,
    platform: message.platform,
    at: message.received_at,
  });
  if (counted) {
    await countInteraction(
      tx,
      teamId,
      author.memberId,
      "reply_received",
      author.platform,
      message.received_at,
    );
  }
}

async function senderIdentity(tx: Db, teamId: string, message: IncomingMessage): Promise<Identity> {
  const key = { teamId, platform: message.platform, platformId: message.sender_platform_id };
  const handle = message.sender_username?.trim() || null;
  const known = await findIdentity(tx, key);
  if (known) {
    if (handle) await updateIdentityHandle(tx, teamId, known, handle);
    return known;
  }
  const who = { ...key, handle, at: message.received_at };
  const sameAccount = handle ? await findMemberByHandle(tx, teamId, message.platform, handle) : null;
  if (sameAccount) return addIdentity(tx, sameAccount, who);
  return createMemberWithIdentity(tx, who, { displayName: null, email: null });
}
