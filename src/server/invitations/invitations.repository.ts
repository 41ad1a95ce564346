import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { TeamRole } from "@shared/auth/auth.schema";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { invitation, member, organization, user } from "../db/auth.schema";
import type { Db } from "../db/client";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type InvitationRow = {
  id: string;
  teamId: string;
  teamName: string;
  email: string;
  role: TeamRole;
  status: string;
  expiresAt: Date;
  confirmedAt: Date | null;
};

const columns = {
  id: invitation.id,
  teamId: invitation.organizationId,
  teamName: organization.name,
  email: invitation.email,
  role: invitation.role,
  status: invitation.status,
  expiresAt: invitation.expiresAt,
  confirmedAt: invitation.confirmedAt,
};
const toRow = (r: { role: string } & Omit<InvitationRow, "role">): InvitationRow => ({
  ...r,
  role: r.role === "admin" ? "admin" : "member",
});

export async function insertInvitation(
  db: Db,
  values: { teamId: string; email: string; role: TeamRole; inviterId: string | null; expiresAt: Date },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const id = randomUUID();
  await db.insert(invitation).values({
    id,
    organizationId: values.teamId,
    email: values.email,
    role: values.role,
    status: "pending",
    inviterId: values.inviterId,
    expiresAt: values.expiresAt,
    tokenHash: hashToken(token),
  });
  return { id, token };
}

export async function findPendingByEmail(db: Db, teamId: string, email: string, now: Date) {
  const rows = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, teamId),
        eq(sql`lower(${invitation.email})`, email.toLowerCase()),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function findByToken(db: Db, token: string): Promise<InvitationRow | null> {
  const rows = await db
    .select(columns)
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(eq(invitation.tokenHash, hashToken(token)))
    .limit(1);
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * Uses an invitation link: stamps confirmed_at on a pending, unexpired, never-confirmed
 * invitation in one statement, so of two concurrent confirms exactly one gets the row.
 */
export async function consumeToken(db: Db, token: string, now: Date): Promise<InvitationRow | null> {
  const [used] = await db
    .update(invitation)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(invitation.tokenHash, hashToken(token)),
        eq(invitation.status, "pending"),
        isNull(invitation.confirmedAt),
        gt(invitation.expiresAt, now),
      ),
    )
    .returning({ id: invitation.id });
  if (!used) return null;
  const rows = await db
    .select(columns)
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(eq(invitation.id, used.id))
    .limit(1);
  return rows[0] ? toRow(rows[0]) : null;
}

/** A fresh link for a pending invitation (resend, copy link): earlier links stop working. */
export async function rotateToken(
  db: Db,
  teamId: string,
  invitationId: string,
  expiresAt: Date,
  now: Date,
): Promise<{ token: string; email: string; role: TeamRole } | null> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .update(invitation)
    .set({ tokenHash: hashToken(token), confirmedAt: null, expiresAt })
    .where(
      and(
        eq(invitation.organizationId, teamId),
        eq(invitation.id, invitationId),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, now),
      ),
    )
    .returning({ email: invitation.email, role: invitation.role });
  return row ? { token, email: row.email, role: row.role === "admin" ? "admin" : "member" } : null;
}

/** The newest usable invitation for this email, locked for the accepting transaction. */
export async function findPendingForEmailForUpdate(
  db: Db,
  email: string,
  now: Date,
): Promise<InvitationRow | null> {
  const rows = await db
    .select(columns)
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(
      and(
        eq(sql`lower(${invitation.email})`, email.toLowerCase()),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, now),
      ),
    )
    .orderBy(desc(invitation.createdAt))
    .limit(1)
    .for("update", { of: invitation });
  return rows[0] ? toRow(rows[0]) : null;
}

/** Whether an invitation of this team to this email was accepted (a reload of the accept page). */
export async function wasAcceptedForTeam(db: Db, email: string, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(
      and(
        eq(sql`lower(${invitation.email})`, email.toLowerCase()),
        eq(invitation.organizationId, teamId),
        eq(invitation.status, "accepted"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function markAccepted(db: Db, invitationId: string, now: Date): Promise<void> {
  await db
    .update(invitation)
    .set({ status: "accepted", acceptedAt: now })
    .where(eq(invitation.id, invitationId));
}

export async function cancelPending(db: Db, teamId: string, invitationId: string): Promise<boolean> {
  const rows = await db
    .update(invitation)
    .set({ status: "canceled" })
    .where(
      and(
        eq(invitation.organizationId, teamId),
        eq(invitation.id, invitationId),
        eq(invitation.status, "pending"),
      ),
    )
    .returning({ id: invitation.id });
  return rows.length > 0;
}

/** Whether someone with this (lower-case) email is already a member of the team. */
export async function isTeamMemberEmail(db: Db, teamId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, teamId), eq(sql`lower(${user.email})`, email)))
    .limit(1);
  return rows.length > 0;
}
