import { TEAM_MESSAGES } from "@shared/teams/teams.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { deleteMember, findMember } from "./teams.repository";

export async function removeTeamMember(deps: AppDeps, actor: Actor, memberId: string): Promise<void> {
  if (actor.role !== "admin") throw new DomainError(403, TEAM_MESSAGES.adminsOnly, "FORBIDDEN");
  const target = await findMember(deps.db, actor.teamId, memberId);
  if (!target) throw new DomainError(404, TEAM_MESSAGES.memberNotFound, "NOT_FOUND");
  if (target.userId === actor.userId)
    throw new DomainError(400, TEAM_MESSAGES.cannotRemoveSelf, "SELF_REMOVAL");
  await deleteMember(deps.db, actor.teamId, memberId);
}
