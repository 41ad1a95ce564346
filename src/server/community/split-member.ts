import type { Db } from "../db/client";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import {
  createEmptyMember,
  identitiesOf,
  insertMergeRecord,
  lockMembers,
  moveIdentities,
  recountMember,
} from "./community-members.repository";

/** Splits handles off a member into a new member, with their history; undo with undoMerge. */
export async function splitMember(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  memberId: string,
  identityIds: string[],
): Promise<{ mergeId: string; memberId: string }> {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [member] = await lockMembers(tx, actor.teamId, [memberId]);
    if (!member) throw new DomainError(404, "Member not found", "MEMBER_NOT_FOUND");
    if (member.mergedIntoId) {
      throw new DomainError(409, "This member was already merged into another one.", "MERGE_ALREADY_MERGED");
    }
    const owned = new Set((await identitiesOf(tx, actor.teamId, memberId)).map((i) => i.id));
    const wanted = [...new Set(identityIds)];
    if (wanted.some((id) => !owned.has(id))) {
      throw new DomainError(400, "That handle does not belong to this member.", "SPLIT_FOREIGN_IDENTITY");
    }
    if (wanted.length >= owned.size) {
      throw new DomainError(400, "A split must leave the member at least one handle.", "SPLIT_ALL");
    }
    const newId = await createEmptyMember(tx, actor.teamId, deps.now());
    await moveIdentities(tx, actor.teamId, wanted, { from: memberId, to: newId });
    await recountMember(tx, actor.teamId, memberId);
    await recountMember(tx, actor.teamId, newId);
    const mergeId = await insertMergeRecord(tx, {
      teamId: actor.teamId,
      kind: "split",
      keptMemberId: memberId,
      otherMemberId: newId,
      identityIds: wanted,
      reason: "Split by hand",
      actorUserId: actor.userId,
    });
    return { mergeId, memberId: newId };
  });
}
