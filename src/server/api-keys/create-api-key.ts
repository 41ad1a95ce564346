import type { CreateApiKeyInput } from "@shared/api-keys/api-keys.schema";
import type { Actor, AppDeps } from "../deps";
import { newApiKeyToken } from "./api-key-token";
import { apiKeyView } from "./api-key-view";
import { insertApiKey } from "./api-keys.repository";

const DAY_MS = 86_400_000;

/** A new team key; the answer is the only time the token exists outside its hash. */
export async function createApiKey(options: {
  deps: Pick<AppDeps, "db" | "now">;
  actor: Actor;
  input: CreateApiKeyInput;
}) {
  const { deps, actor, input } = options;
  const { token, prefix, hash } = newApiKeyToken();
  const row = await insertApiKey(deps.db, {
    teamId: actor.teamId,
    name: input.name,
    scope: input.scope,
    prefix,
    tokenHash: hash,
    createdBy: actor.userId,
    expiresAt: input.expiresInDays ? new Date(deps.now().getTime() + input.expiresInDays * DAY_MS) : null,
  });
  return { key: apiKeyView(row), token };
}
