import { API_KEY_TEXTS } from "@shared/api-keys/api-keys.schema";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { Actor } from "../deps";
import { DomainError } from "../http/errors";
import { createSharedTokenBucket, type SharedTokenBucket } from "../rate-limits/shared-token-bucket";
import { hashApiKeyToken } from "./api-key-token";
import { findKeyByHash, touchApiKey } from "./api-keys.repository";

/**
 * Routes a key never opens, whatever its scope: the keys and webhooks themselves (a leaked key must
 * not mint more keys or read signing secrets), team membership, sign-in, profiles and the staff area.
 */
const KEYLESS_PREFIXES = [
  "/api/settings/api-keys",
  "/api/settings/webhooks",
  "/api/team/",
  "/api/auth/",
  "/api/internal/",
  "/api/profile",
  "/api/account/",
  "/api/accept-invite",
  "/api/invitations/",
];
const READ_METHODS = new Set(["GET", "HEAD"]);

/** Each key's own budget, apart from the sign-in and demo limits of people. */
export const API_KEY_RATE_LIMIT = { perSecond: 5, burst: 120 };
/** One bucket per key shared by every process through PostgreSQL (as the pixel's), per database. */
const limiters = new WeakMap<Db, SharedTokenBucket>();
function limiterOf(db: Db): SharedTokenBucket {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = createSharedTokenBucket(db, API_KEY_RATE_LIMIT, { prefix: "api-key:" });
    limiters.set(db, limiter);
  }
  return limiter;
}

/**
 * The caller behind `Authorization: Bearer lun_...`: the key's team, with a member's rights (admin-only
 * routes stay with people), acting as the admin who made it. A read key only reads.
 */
export async function resolveApiKeyActor(db: Db, request: FastifyRequest, token: string): Promise<Actor> {
  const path = request.url.split("?")[0] ?? "";
  if (KEYLESS_PREFIXES.some((p) => path.startsWith(p)))
    throw new DomainError(403, API_KEY_TEXTS.notForKeys, "API_KEY_NOT_ALLOWED");
  const key = await findKeyByHash(db, hashApiKeyToken(token));
  if (!key) throw new DomainError(401, API_KEY_TEXTS.invalid, "INVALID_API_KEY");
  const now = new Date();
  if (key.revokedAt || (key.expiresAt && key.expiresAt <= now) || !key.creatorInTeam)
    throw new DomainError(401, API_KEY_TEXTS.revokedOrExpired, "API_KEY_REVOKED");
  if (!limiterOf(db).take(key.id)) throw new DomainError(429, API_KEY_TEXTS.rateLimited, "RATE_LIMITED");
  if (key.scope === "read" && !READ_METHODS.has(request.method))
    throw new DomainError(403, API_KEY_TEXTS.readOnly, "API_KEY_READ_ONLY");
  await touchApiKey(db, key.id, now);
  return { userId: key.createdBy, email: key.email, teamId: key.teamId, role: "member" };
}
