import { createHash, randomBytes } from "node:crypto";
import { API_KEY_TOKEN_PREFIX } from "@shared/api-keys/api-keys.schema";

/** 32 random bytes: a key is never guessed, so a fast hash (not a password hash) is enough to store it. */
export function newApiKeyToken(): { token: string; prefix: string; hash: string } {
  const token = `${API_KEY_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { token, prefix: token.slice(0, API_KEY_TOKEN_PREFIX.length + 6), hash: hashApiKeyToken(token) };
}

export const hashApiKeyToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The token of an `Authorization: Bearer lun_...` header, or null when the request carries none. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
