import type { Db } from "../db/client";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import {
  lockMembers,
  lockMergeRecord,
  markUndone,
  moveIdentities,
  recountMember,
  setMergedInto,
} from "./community-members.repository";
import { keptProfileOf, setProfile } from "./community-profiles.repository";

/**
 * Undoes a merge (the retired member comes back with its handles and history, and the kept member
 * gets back the tags, notes and consent it had before) or a split (the handles go back), in one
 * transaction. A member merged again since must be undone first.
 */
export async function undoMerge(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  mergeId: string,
): Promise<{ memberIds: string[] }> {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const record = await lockMergeRecord(tx, actor.teamId, mergeId);
    if (!record) throw new DomainError(404, "Merge not found", "MERGE_NOT_FOUND");
    if (record.undoneAt) throw new DomainError(409, "This was already undone.", "MERGE_ALREADY_UNDONE");
    const { keptMemberId: kept, otherMemberId: other } = record;
    const members = await lockMembers(tx, actor.teamId, [kept, other]);
    const state = new Map(members.map((m) => [m.id, m]));
    const stillActive = record.kind === "merge" ? kept : other;
    if (state.get(stillActive)?.mergedIntoId) {
      throw new DomainError(
        409,
        "This member was merged again since; undo that merge first.",
        "MERGE_UNDO_ORDER",
      );
    }
    if (record.kind === "merge") {
      await moveIdentities(tx, actor.teamId, record.identityIds, { from: kept, to: other });
      await setMergedInto(tx, actor.teamId, other, null);
      // Merges recorded before migration 0021 kept no profile: those leave the profile as it is.
      const before = await keptProfileOf(tx, actor.teamId, record.id);
      if (before) await setProfile(tx, actor.teamId, kept, before);
    } else {
      await moveIdentities(tx, actor.teamId, record.identityIds, { from: other, to: kept });
      await setMergedInto(tx, actor.teamId, other, kept);
    }
    await recountMember(tx, actor.teamId, kept);
    await recountMember(tx, actor.teamId, other);
    await markUndone(tx, actor.teamId, record.id);
    return { memberIds: [kept, other] };
  });
}
