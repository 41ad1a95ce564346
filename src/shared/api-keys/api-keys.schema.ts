import { z } from "zod";

export const API_KEY_SCOPES = ["read", "write"] as const;
/** Every key starts with this, so a leaked one is recognisable by secret scanners and people. */
export const API_KEY_TOKEN_PREFIX = "lun_";

export const API_KEY_TEXTS = {
  invalid: "This API key is not valid.",
  revokedOrExpired: "This API key was revoked or has expired.",
  readOnly: "This API key can only read. Use a key with write scope.",
  notForKeys: "API keys cannot be used on this route. Sign in instead.",
  rateLimited: "Too many requests with this API key. Try again in a minute.",
  notFound: "API key not found.",
} as const;

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, "Give the key a name").max(80, "At most 80 characters"),
  scope: z.enum(API_KEY_SCOPES, { message: "Scope must be read or write" }),
  /** Days until it stops working; none = until revoked. */
  expiresInDays: z
    .number()
    .int()
    .min(1, "At least 1 day")
    .max(3650, "At most 3650 days")
    .nullable()
    .default(null),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const apiKeyParamsSchema = z.object({ id: z.uuid("Not a valid key id") });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
/** The only answer that ever carries the token. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, token: z.string() });
