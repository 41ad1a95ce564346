import type { Db } from "../db/client";
import {
  createTeam,
  deleteTeam,
  findMembership,
  insertMembership,
  type Membership,
} from "./teams.repository";

/**
 * The spec's team context: a person with a membership gets that team; a person without one is
 * the admin of a team of their own, created here on first use.
 */
export async function resolveTeamContext(
  db: Db,
  person: { userId: string; email: string; name: string },
): Promise<Membership & { isSolo: boolean }> {
  const existing = await findMembership(db, person.userId);
  if (existing) return { ...existing, isSolo: false };
  const label = person.name.trim() || person.email;
  return db.transaction(async (tx) => {
    const team = await createTeam(tx, `${label}'s team`);
    if (!(await insertMembership(tx, team.id, person.userId, "admin"))) {
      // Another request created the membership first: keep theirs.
      await deleteTeam(tx, team.id);
      const raced = await findMembership(tx, person.userId);
      if (!raced) throw new Error("membership vanished while resolving the team");
      return { ...raced, isSolo: false };
    }
    const created = await findMembership(tx, person.userId);
    if (!created) throw new Error("membership missing after insert");
    return { ...created, isSolo: true };
  });
}
