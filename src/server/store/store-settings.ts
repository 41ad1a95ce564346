import type { StoreSettings } from "@shared/store/store.schema";
import { STORE_TEXTS } from "@shared/store/store.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { saveStoreSettings } from "./store.repository";

/** The discount cap and whether members may act on the store (admins only, also in route-access.ts). */
export async function updateStoreSettings(options: {
  deps: Pick<AppDeps, "db" | "now">;
  actor: Actor;
  input: StoreSettings;
}) {
  if (options.actor.role !== "admin") throw new DomainError(403, STORE_TEXTS.notAllowed, "FORBIDDEN");
  await saveStoreSettings(options.deps.db, options.actor.teamId, options.input, options.deps.now());
  return options.input;
}
