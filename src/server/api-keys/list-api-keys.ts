import type { Actor, AppDeps } from "../deps";
import { apiKeyView } from "./api-key-view";
import { listApiKeys as list } from "./api-keys.repository";

export async function listApiKeys(options: { deps: Pick<AppDeps, "db">; actor: Actor }) {
  return { keys: (await list(options.deps.db, options.actor.teamId)).map(apiKeyView) };
}
