import type { FastifyReply, FastifyRequest } from "fastify";
import { bearerToken } from "../api-keys/api-key-token";
import { resolveApiKeyActor } from "../api-keys/resolve-api-key-actor";
import type { Db } from "../db/client";
import type { Actor } from "../deps";
import { resolveTeamContext } from "../teams/resolve-team-context";
import type { Auth } from "./auth";
import { requestHeaders } from "./auth.routes";
import { SessionCache, sessionCacheKey } from "./session-cache";
import { readAuthVersion, readSessionSnapshot } from "./sessions.repository";

export type SignedInUser = { id: string; email: string; name: string; sessionId: string };

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
    signedInUser: SignedInUser | null;
  }
}

async function lookupSession(auth: Auth, request: FastifyRequest) {
  const found = await auth.api.getSession({ headers: requestHeaders(request) });
  if (!found) return null;
  const user: SignedInUser = {
    id: found.user.id,
    email: found.user.email,
    name: found.user.name,
    sessionId: found.session.id,
  };
  return { user, expiresAt: new Date(found.session.expiresAt).getTime() };
}

export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SignedInUser | null> {
  return (await lookupSession(auth, request))?.user ?? null;
}

/** One cache per auth instance, that is per running app (tests run several in one process). */
const sessionCaches = new WeakMap<Auth, SessionCache>();
function sessionCacheOf(auth: Auth): SessionCache {
  let cache = sessionCaches.get(auth);
  if (!cache) {
    cache = new SessionCache();
    sessionCaches.set(auth, cache);
  }
  return cache;
}

const SIGNED_OUT = { error: "Your session has expired. Please sign in again.", code: "UNAUTHENTICATED" };

/** preHandler: a signed-in person (team not needed), else 401. */
export function requireUser(auth: Auth) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.signedInUser = await readSessionUser(auth, request);
    if (!request.signedInUser) {
      return reply.status(401).send(SIGNED_OUT);
    }
  };
}

/**
 * The signed-in person and their team, once per request (the role guard may have asked first); or,
 * for `Authorization: Bearer <API key>`, the key's team (refused with its own error when it is not valid).
 */
export async function resolveActor(auth: Auth, db: Db, request: FastifyRequest): Promise<Actor | null> {
  if (request.actor) return request.actor;
  const token = bearerToken(request.headers.authorization);
  if (token) {
    request.actor = await resolveApiKeyActor(db, request, token);
    return request.actor;
  }
  const cache = sessionCacheOf(auth);
  const key = sessionCacheKey(request.headers.cookie);
  const hit = key ? cache.get(key) : null;
  // A hit costs one indexed read: any sign-out, revocation, membership or role change since it was
  // cached has bumped the version (database triggers), on whichever process made it.
  if (hit && (await readAuthVersion(db, hit.user.id)) === hit.version) {
    request.signedInUser = hit.user;
    request.actor = { userId: hit.user.id, email: hit.user.email, ...hit.team };
    return request.actor;
  }
  if (key) cache.delete(key);
  const found = request.signedInUser ? null : await lookupSession(auth, request);
  request.signedInUser ??= found?.user ?? null;
  const person = request.signedInUser;
  if (!person) return null;
  const team = await resolveTeamContext(db, { userId: person.id, email: person.email, name: person.name });
  request.actor = { userId: person.id, email: person.email, teamId: team.teamId, role: team.role };
  if (key && found) await remember(db, cache, key, { ...found, team: request.actor });
  return request.actor;
}

/**
 * Caches what a full lookup found, under the version read in one snapshot with the session and the
 * membership: a lookup that raced a sign-out or a role change sees the change there and is not kept.
 */
async function remember(
  db: Db,
  cache: SessionCache,
  key: string,
  found: { user: SignedInUser; expiresAt: number; team: Pick<Actor, "teamId" | "role"> },
) {
  const now = new Date();
  const snapshot = await readSessionSnapshot(
    db,
    { userId: found.user.id, sessionId: found.user.sessionId },
    now,
  );
  const role = snapshot.role === "admin" ? "admin" : "member";
  if (!snapshot.alive || snapshot.teamId !== found.team.teamId || role !== found.team.role) return;
  cache.set(key, {
    user: found.user,
    team: { teamId: found.team.teamId, role: found.team.role },
    version: snapshot.version,
    sessionExpiresAt: found.expiresAt,
  });
}

/** preHandler: a signed-in person and their team; every team-scoped route starts here. */
export function requireActor(auth: Auth, db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await resolveActor(auth, db, request))) {
      return reply.status(401).send(SIGNED_OUT);
    }
  };
}

/**
 * The caller of a route guarded by `requireActor` (or a role guard built on it). Routes read the
 * actor through this rather than `request.actor!`: a route that forgot its guard fails loudly here
 * instead of reading another request's absence as a team.
 */
export function withActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.method} ${request.url}: route has no actor guard`);
  return request.actor;
}
