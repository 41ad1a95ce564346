import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { Actor } from "../deps";
import { resolveTeamContext } from "../teams/resolve-team-context";
import type { Auth } from "./auth";
import { requestHeaders } from "./auth.routes";

export type SignedInUser = { id: string; email: string; name: string };

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
    signedInUser: SignedInUser | null;
  }
}

export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SignedInUser | null> {
  const found = await auth.api.getSession({ headers: requestHeaders(request) });
  if (!found) return null;
  return { id: found.user.id, email: found.user.email, name: found.user.name };
}

/** preHandler: a signed-in person (team not needed), else 401. */
export function requireUser(auth: Auth) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.signedInUser = await readSessionUser(auth, request);
    if (!request.signedInUser) {
      return reply
        .status(401)
        .send({ error: "Your session has expired. Please sign in again.", code: "UNAUTHENTICATED" });
    }
  };
}

/** preHandler: a signed-in person and their team; every team-scoped route starts here. */
export function requireActor(auth: Auth, db: Db) {
  const userGuard = requireUser(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await userGuard(request, reply);
    const person = request.signedInUser;
    if (!person || reply.sent) return;
    const team = await resolveTeamContext(db, { userId: person.id, email: person.email, name: person.name });
    request.actor = { userId: person.id, email: person.email, teamId: team.teamId, role: team.role };
  };
}
