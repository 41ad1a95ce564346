import type { DomainEventType } from "@shared/realtime/domain-events";
import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import { deleteUserSessions } from "../auth/sessions.repository";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { deleteMember, findMember } from "./teams.repository";

/** Published when someone leaves a team; their open event streams end on it. */
export const MEMBER_REMOVED_EVENT = "team.member_removed" satisfies DomainEventType;

/**
 * Removes a member: their membership, every session they have (so no tab keeps working as them)
 * and, on commit, the event that closes their open realtime streams.
 */
export async function removeTeamMember(deps: AppDeps, actor: Actor, memberId: string): Promise<void> {
  if (actor.role !== "admin") throw new DomainError(403, TEAM_MESSAGES.adminsOnly, "FORBIDDEN");
  const target = await findMember(deps.db, actor.teamId, memberId);
  if (!target) throw new DomainError(404, TEAM_MESSAGES.memberNotFound, "NOT_FOUND");
  if (target.userId === actor.userId)
    throw new DomainError(400, TEAM_MESSAGES.cannotRemoveSelf, "SELF_REMOVAL");
  await deps.db.transaction(async (tx) => {
    await deleteMember(tx, actor.teamId, memberId);
    await deleteUserSessions(tx, target.userId);
    await deps.events.publish(
      { type: MEMBER_REMOVED_EVENT, teamId: actor.teamId, data: { userId: target.userId } },
      tx,
    );
  });
}
