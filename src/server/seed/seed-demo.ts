import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "../db/client";
import { setPasswordHash } from "../profile/profile.repository";
import { savePerson } from "../routing/routing-setup.repository";
import { createTeam, findMembership, insertMembership } from "../teams/teams.repository";
import { ensureCompletedProfile, ensureVerifiedUser } from "./seed-demo.repository";

/**
 * The simulated brand the demo team runs: the simulator's Instagram account, Shopify store and
 * website (whose pages become the team's knowledge) are all "Aurelle Beauty".
 */
export const DEMO_TEAM_NAME = "Aurelle Beauty";
export const DEMO_ADMIN = { email: "admin@aurelle.demo", name: "Maya Chen" };
export const DEMO_MEMBER = { email: "member@aurelle.demo", name: "Leo Martins" };

/**
 * Who answers what in the demo team's routing queue, so its Team Dashboard shows two people at work
 * rather than teams of nobody: the admin runs the brand, sales and customer care, the member
 * customer care, the community and product questions. Set when the team is created; an admin
 * changes it on the Team Dashboard.
 */
const DEMO_ROUTING = {
  admin: { capacity: 10, teams: ["management", "cx", "sales"] },
  member: { capacity: 15, teams: ["cx", "engagement", "technical"] },
} as const;

export const generateDemoPassword = () => `Aurelle-${randomBytes(6).toString("base64url")}-9a`;

async function ensureUser(db: Db, person: { email: string; name: string }, password: string, now: Date) {
  const id = await ensureVerifiedUser(db, person);
  // Each account gets its own salted hash: equal hashes would tell a reader of the table that the
  // two share a password.
  await setPasswordHash(db, id, await hashPassword(password), now);
  await ensureCompletedProfile(db, id, person);
  return id;
}

/**
 * The demo brand team: an admin and a member. Safe to run on every start; it (re)sets both
 * passwords to `password`, which the caller keeps and prints.
 */
export async function seedDemo(db: Db, password: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const adminId = await ensureUser(tx, DEMO_ADMIN, password, now);
    const memberId = await ensureUser(tx, DEMO_MEMBER, password, now);
    let team = await findMembership(tx, adminId);
    if (!team) {
      const created = await createTeam(tx, DEMO_TEAM_NAME);
      await insertMembership(tx, created.id, adminId, "admin");
      await insertMembership(tx, created.id, memberId, "member");
      await savePerson(tx, created.id, adminId, {
        ...DEMO_ROUTING.admin,
        teams: [...DEMO_ROUTING.admin.teams],
      });
      await savePerson(tx, created.id, memberId, {
        ...DEMO_ROUTING.member,
        teams: [...DEMO_ROUTING.member.teams],
      });
      team = await findMembership(tx, adminId);
    }
    if (!team) throw new Error("demo team missing after seeding");
    await insertMembership(tx, team.teamId, memberId, "member");
    return { teamId: team.teamId, adminId, memberId };
  });
}
