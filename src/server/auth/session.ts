import type { FastifyReply, FastifyRequest } from "fastify";
import { bearerToken } from "../api-keys/api-key-token";
import { resolveApiKeyActor } from "../api-keys/resolve-api-key-actor";
import type { Db } from "../db/client";
import type { Actor } from "../deps";
import { resolveTeamContext } from "../teams/resolve-team-context";
import type { Auth } from "./auth";
import { requestHeaders } from "./auth.routes";

export type SignedInUser = { id: string; email: string; name: string; sessionId: string };

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
    signedInUser: SignedInUser | null;
  }
}

export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SignedInUser | null> {
  const found = await auth.api.getSession({ headers: requestHeaders(request) });
  if (!found) return null;
  return { id: found.user.id, email: found.user.email, name: found.user.name, sessionId: found.session.id };
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
  request.signedInUser ??= await readSessionUser(auth, request);
  const person = request.signedInUser;
  if (!person) return null;
  const team = await resolveTeamContext(db, { userId: person.id, email: person.email, name: person.name });
  request.actor = { userId: person.id, email: person.email, teamId: team.teamId, role: team.role };
  return request.actor;
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
