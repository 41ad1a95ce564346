import type { ResponseConfig } from "@shared/ai/response-config.schema";
import type { Db } from "../db/client";
import { findPack } from "./brand-pack.repository";
import { findBrandSettings } from "./brand-settings.repository";
import { responseConfigOf } from "./brand-settings-view";
import { buildBrandPack, type CompiledBrandPack, CompiledBrandPackSchema } from "./compile-brand-pack";

/**
 * The brand pack for reply generation: the compiled one, or (before the first compile, or if the
 * stored one no longer parses) one built now from the current data. Pass it as `brand` and its
 * `products` as `products` to the suggester.
 */
export async function loadBrandPack(db: Db, teamId: string): Promise<CompiledBrandPack> {
  const stored = CompiledBrandPackSchema.safeParse(await findPack(db, teamId));
  return stored.success ? stored.data : buildBrandPack(db, teamId);
}

/** The automation configuration in force for the team: the wizard defaults until one is saved. */
export async function loadResponseConfig(db: Db, teamId: string): Promise<ResponseConfig> {
  return responseConfigOf((await findBrandSettings(db, teamId))?.responseConfig ?? null);
}
