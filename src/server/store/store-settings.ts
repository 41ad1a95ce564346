import type { StoreSettings } from "@shared/store/store.schema";
import { DEFAULT_DISCOUNT_CAP_PERCENT, STORE_TEXTS } from "@shared/store/store.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { readStoreSettings, saveStoreSettings } from "./store.repository";

export async function getStoreSettings(options: {
  deps: Pick<AppDeps, "db">;
  actor: Actor;
}): Promise<StoreSettings> {
  return (
    (await readStoreSettings(options.deps.db, options.actor.teamId)) ?? {
      discountCapPercent: DEFAULT_DISCOUNT_CAP_PERCENT,
      membersMayAct: false,
    }
  );
}

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
