import type { Db } from "../db/client";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { combineProfiles } from "./combine-profiles";
import {
  countInteractionsOf,
  identitiesOf,
  insertMergeRecord,
  lockMembers,
  moveIdentities,
  recountMember,
  setMergedInto,
} from "./community-members.repository";
import { profileOf, setKeptProfile, setProfile } from "./community-profiles.repository";

export const NOT_IN_TEAM = "Both members must belong to your team.";

/**
 * Moves every identity of `otherId` (and the messages, clicks and orders that came through them)
 * to `keepId`, combines their tags, notes and consent (combineProfiles), records what moved and the
 * kept member's profile before, so it can be undone, and retires the other member. Runs inside
 * the caller's transaction; the members must already be locked and active.
 */
export async function mergeInto(
  tx: Db,
  teamId: string,
  keepId: string,
  otherId: string,
  why: { reason: string; actorUserId: string | null },
): Promise<string> {
  const moved = (await identitiesOf(tx, teamId, otherId)).map((i) => i.id);
  await moveIdentities(tx, teamId, moved, { from: otherId, to: keepId });
  await setMergedInto(tx, teamId, otherId, keepId);
  await recountMember(tx, teamId, keepId);
  await recountMember(tx, teamId, otherId);
  if ((await countInteractionsOf(tx, teamId, otherId)) > 0) {
    throw new DomainError(
      409,
      "This merge would leave orders or messages without a member.",
      "MERGE_ORPHANS",
    );
  }
  const mergeId = await insertMergeRecord(tx, {
    teamId,
    kind: "merge",
    keptMemberId: keepId,
    otherMemberId: otherId,
    identityIds: moved,
    ...why,
  });
  // The kept member takes both profiles; the retired one keeps its own row as it was (for undo).
  const keptBefore = await profileOf(tx, teamId, keepId);
  await setKeptProfile(tx, teamId, mergeId, keptBefore);
  await setProfile(tx, teamId, keepId, combineProfiles(keptBefore, await profileOf(tx, teamId, otherId)));
  return mergeId;
}

/** Merges two members of the actor's team by hand, in one transaction; undo with undoMerge. */
export async function mergeMembers(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  input: { keepId: string; otherId: string },
): Promise<{ mergeId: string; memberId: string }> {
  if (input.keepId === input.otherId) {
    throw new DomainError(400, "A member cannot be merged with itself.", "MERGE_SELF");
  }
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const members = await lockMembers(tx, actor.teamId, [input.keepId, input.otherId]);
    if (members.length !== 2) throw new DomainError(400, NOT_IN_TEAM, "MERGE_OTHER_TEAM");
    if (members.some((m) => m.mergedIntoId)) {
      throw new DomainError(409, "This member was already merged into another one.", "MERGE_ALREADY_MERGED");
    }
    const mergeId = await mergeInto(tx, actor.teamId, input.keepId, input.otherId, {
      reason: "Merged by hand",
      actorUserId: actor.userId,
    });
    return { mergeId, memberId: input.keepId };
  });
}
