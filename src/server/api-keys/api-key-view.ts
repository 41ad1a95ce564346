import type { ApiKey } from "@shared/api-keys/api-keys.schema";
import type { ApiKeyRow } from "./api-keys.repository";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const apiKeyView = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: iso(row.expiresAt),
  revokedAt: iso(row.revokedAt),
  lastUsedAt: iso(row.lastUsedAt),
});
