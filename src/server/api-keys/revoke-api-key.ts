import { API_KEY_TEXTS } from "@shared/api-keys/api-keys.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { apiKeyView } from "./api-key-view";
import { revokeApiKey as revoke } from "./api-keys.repository";

/** Revoking is final and immediate: the next request with the key is refused. */
export async function revokeApiKey(options: { deps: Pick<AppDeps, "db" | "now">; actor: Actor; id: string }) {
  const row = await revoke(options.deps.db, options.actor.teamId, options.id, options.deps.now());
  if (!row) throw new DomainError(404, API_KEY_TEXTS.notFound, "NOT_FOUND");
  return { key: apiKeyView(row) };
}
