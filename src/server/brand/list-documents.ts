import type { BrandDocument } from "@shared/brand/brand-document.schema";
import type { Actor, AppDeps } from "../deps";
import { listDocuments as listTeamDocuments } from "./brand-documents.repository";

/** manage-documents (GET): the team's documents and links, newest first. */
export async function listDocuments(deps: AppDeps, actor: Actor): Promise<BrandDocument[]> {
  return listTeamDocuments(deps.db, actor.teamId);
}
