import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";

/** What a connected account's encrypted token column holds. */
export const storedTokenSchema = z.object({
  token: z.string().min(1),
  refresh_token: z.string().optional(),
  /** ISO dates; absent when the platform gave no expiry (Page tokens, Shopify offline tokens). */
  expires_at: z.string().optional(),
  refresh_expires_at: z.string().optional(),
});
export type StoredToken = z.infer<typeof storedTokenSchema>;

export type TokenCipher = {
  encrypt: (token: StoredToken) => string;
  decrypt: (ciphertext: string) => StoredToken;
};

const VERSION = "v1";
// A fixed label separates this key from anything else derived from the same server secret.
const INFO = "lunara/integration-tokens/aes-256-gcm";

/**
 * AES-256-GCM over the token JSON with a key derived (HKDF-SHA256) from the server secret. Format:
 * `v1.<iv>.<tag>.<ciphertext>` in base64url, so a later key or algorithm change can be told apart.
 */
export function createTokenCipher(secret: string): TokenCipher {
  if (secret.length < 16) throw new Error("The token encryption secret is too short");
  const key = Buffer.from(hkdfSync("sha256", secret, "lunara-token-salt", INFO, 32));
  return {
    encrypt(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([
        cipher.update(JSON.stringify(storedTokenSchema.parse(token)), "utf8"),
        cipher.final(),
      ]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    decrypt(ciphertext) {
      const [version, iv, tag, body] = ciphertext.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error("Unreadable stored token");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
      return storedTokenSchema.parse(JSON.parse(plain.toString("utf8")));
    },
  };
}
