import { randomUUID } from "node:crypto";
import type { TeamRole } from "@shared/auth/auth.schema";
import type { PendingInvitation, TeamMember } from "@shared/teams/teams.schema";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { userProfiles } from "../db/app.schema";
import { invitation, member, organization, user } from "../db/auth.schema";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export type Membership = { memberId: string; teamId: string; teamName: string; role: TeamRole };

const asRole = (role: string): TeamRole => (role === "admin" ? "admin" : "member");

export async function findMembership(db: Db, userId: string): Promise<Membership | null> {
  const rows = await db
    .select({
      memberId: member.id,
      teamId: member.organizationId,
      role: member.role,
      teamName: organization.name,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, role: asRole(row.role) } : null;
}

export async function createTeam(db: Db, name: string): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  await db.insert(organization).values({ id, name, slug: `team-${id}` });
  return { id, name };
}

/** Adds the membership unless the user already has one (a user belongs to exactly one team). */
export async function insertMembership(
  db: Db,
  teamId: string,
  userId: string,
  role: TeamRole,
): Promise<boolean> {
  const inserted = await db
    .insert(member)
    .values({ id: randomUUID(), organizationId: teamId, userId, role })
    .onConflictDoNothing({ target: member.userId })
    .returning({ id: member.id });
  return inserted.length > 0;
}

/** Serialises seat-changing writes of one team: concurrent invites queue behind this row lock. */
export async function lockTeam(db: Db, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, teamId))
    .for("update");
  return rows.length > 0;
}

export async function countSeatsUsed(db: Db, teamId: string, now: Date): Promise<number> {
  const [members] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(member)
    .where(eq(member.organizationId, teamId));
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, teamId),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, now),
      ),
    );
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

export async function listMembers(db: Db, teamId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: member.id,
      userId: member.userId,
      teamId: member.organizationId,
      role: member.role,
      createdAt: member.createdAt,
      email: user.email,
      fullName: userProfiles.fullName,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, member.userId))
    .where(eq(member.organizationId, teamId))
    .orderBy(asc(member.createdAt));
  return rows.map((r) => ({
    id: r.id,
    user_id: r.userId,
    team_id: r.teamId,
    role: asRole(r.role),
    joined_at: r.createdAt.toISOString(),
    full_name: r.fullName ?? null,
    users: { email: r.email },
  }));
}

export async function listPendingInvitations(
  db: Db,
  teamId: string,
  now: Date,
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
    })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, teamId),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, now),
      ),
    )
    .orderBy(asc(invitation.createdAt));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: asRole(r.role),
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
  }));
}

export async function findMember(db: Db, teamId: string, memberId: string) {
  const rows = await db
    .select({ id: member.id, userId: member.userId, role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, teamId), eq(member.id, memberId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteMember(db: Db, teamId: string, memberId: string): Promise<void> {
  await db.delete(member).where(and(eq(member.organizationId, teamId), eq(member.id, memberId)));
}

export async function countMembers(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(member)
    .where(eq(member.organizationId, teamId));
  return row?.n ?? 0;
}

export async function deleteTeam(db: Db, teamId: string): Promise<void> {
  await db.delete(organization).where(eq(organization.id, teamId));
}

/**
 * Whether a team is a brand's working team for this person: someone else is in it, or it holds a
 * connected account, a message or a document. Only a team that is none of these (the solo team
 * made on a first sign-in) may be left for another team's invitation, which deletes it.
 */
export async function teamInUse(db: Db, teamId: string, userId: string): Promise<boolean> {
  const rows = await sqlRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from member where organization_id = ${teamId} and user_id <> ${userId})
      or exists (select 1 from integrations where team_id = ${teamId})
      or exists (select 1 from messages where team_id = ${teamId})
      or exists (select 1 from brand_documents where team_id = ${teamId}) as used`,
  );
  return rows[0]?.used ?? false;
}

/** The team the account with this email belongs to (another team's invitation may not take it). */
export async function membershipByEmail(
  db: Db,
  email: string,
): Promise<(Membership & { userId: string }) | null> {
  const rows = await db
    .select({ userId: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  const userId = rows[0]?.userId;
  if (!userId) return null;
  const membership = await findMembership(db, userId);
  return membership ? { ...membership, userId } : null;
}
