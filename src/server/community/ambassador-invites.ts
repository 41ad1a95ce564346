import { Readable } from "node:stream";
import {
  AMBASSADOR_INVITE_CSV_COLUMNS,
  type AmbassadorInvite,
  type AmbassadorInviteStatus,
  ambassadorInvitesCsvFileName,
  INVITE_ERRORS,
} from "@shared/community/ambassador-invites.schema";
import { csvLine } from "@shared/leads/lead-filters";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import {
  findInvite,
  type InviteRow,
  insertInvite,
  isActiveMember,
  listInvites,
  setInviteStatus,
} from "./ambassador-invites.repository";

const iso = (d: Date | string) => new Date(d).toISOString();
const toInvite = (r: InviteRow): AmbassadorInvite => ({
  ...r,
  status: r.status as AmbassadorInviteStatus,
  invited_at: iso(r.invited_at),
  status_changed_at: iso(r.status_changed_at),
});

type Deps = Pick<AppDeps, "db" | "now">;

/** Puts a member (a suggested ambassador, or anyone the team picks) on the team's ambassador list. */
export async function inviteAmbassador(
  deps: Deps,
  actor: Actor,
  memberId: string,
): Promise<AmbassadorInvite> {
  if (!(await isActiveMember(deps.db, actor.teamId, memberId))) {
    throw new DomainError(404, INVITE_ERRORS.memberNotFound, "MEMBER_NOT_FOUND");
  }
  const id = await insertInvite(deps.db, {
    teamId: actor.teamId,
    memberId,
    userId: actor.userId,
    at: deps.now(),
  });
  if (!id) throw new DomainError(409, INVITE_ERRORS.alreadyInvited, "ALREADY_INVITED");
  const row = await findInvite(deps.db, actor.teamId, id);
  if (!row) throw new Error("the invite just made was not found");
  return toInvite(row);
}

/** Records the member's answer (joined, declined) or sets the invite back to invited. */
export async function updateAmbassadorInvite(
  deps: Deps,
  actor: Actor,
  id: string,
  status: AmbassadorInviteStatus,
): Promise<AmbassadorInvite> {
  if (!(await setInviteStatus(deps.db, actor.teamId, id, status, deps.now()))) {
    throw new DomainError(404, INVITE_ERRORS.notFound, "INVITE_NOT_FOUND");
  }
  const row = await findInvite(deps.db, actor.teamId, id);
  if (!row) throw new DomainError(404, INVITE_ERRORS.notFound, "INVITE_NOT_FOUND");
  return toInvite(row);
}

export async function listAmbassadorInvites(deps: Deps, actor: Actor) {
  return { invites: (await listInvites(deps.db, actor.teamId)).map(toInvite) };
}

/** The ambassador list as CSV; handles and names pass through the leads export's formula guard. */
export async function exportAmbassadorInvitesCsv(deps: Deps, actor: Actor) {
  const invites = (await listInvites(deps.db, actor.teamId)).map(toInvite);
  const lines = [
    csvLine([...AMBASSADOR_INVITE_CSV_COLUMNS]),
    ...invites.map((i) =>
      csvLine([
        i.handle ? `@${i.handle}` : null,
        i.email,
        i.status,
        i.invited_by,
        i.invited_at,
        i.status_changed_at,
      ]),
    ),
  ];
  return {
    fileName: ambassadorInvitesCsvFileName(deps.now().toISOString().slice(0, 10)),
    total: invites.length,
    stream: Readable.from(lines),
  };
}
