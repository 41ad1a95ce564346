import { randomBytes, timingSafeEqual } from "node:crypto";

/** A fresh unguessable OAuth state (32 bytes, base64url) to save before redirecting to a platform. */
export function createOAuthState(): string {
  return randomBytes(32).toString("base64url");
}

/** Constant-time comparison of the state we saved with the one the platform echoed back. */
export function oauthStatesMatch(expected: string, received: string | null | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
