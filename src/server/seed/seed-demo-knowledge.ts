import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { addReferenceLinkSchema } from "@shared/brand/brand-document.schema";
import { listDocuments } from "../brand/brand-documents.repository";
import { uploadDocument } from "../brand/upload-document";
import type { Actor, AppDeps } from "../deps";
import { type PlatformsConfig, platformsNeedSimulator } from "../platforms/platforms.config";
import { DEMO_ADMIN } from "./seed-demo";

/** The simulated brand's help pages (sim/site), added as the demo team's reference links. */
export const DEMO_SITE_PAGES = [
  { name: "Shipping Policy", path: "/site/shipping", linkType: "shipping" },
  { name: "Returns & Exchanges", path: "/site/returns", linkType: "returns" },
  { name: "FAQ", path: "/site/faq", linkType: "faq" },
] as const;

/** In the data folder: the demo team whose links were seeded (or found it had documents of its own). */
const MARKER_FILE = "demo-knowledge-seeded";

export type DemoKnowledgeOutcome = "added" | "no-simulator" | "already-seeded" | "has-documents";

/**
 * Gives the demo team the simulated brand's shipping, returns and FAQ pages as reference links, the
 * way an admin adds a link in brand settings (upload-document: pending, and its processing job
 * queued), so the normal jobs fetch, extract and index them. Once per demo team and data folder:
 * the marker file names the team, so a restart adds nothing and links an admin deleted stay
 * deleted; a team that already has documents gets none. Nothing is fetched here: a simulator that
 * is not up yet never fails the start.
 */
export async function seedDemoKnowledge(
  deps: AppDeps,
  input: { teamId: string; adminId: string; platforms: PlatformsConfig; dataDir: string },
): Promise<DemoKnowledgeOutcome> {
  if (!platformsNeedSimulator(input.platforms)) return "no-simulator";
  const marker = path.join(input.dataDir, MARKER_FILE);
  if (existsSync(marker) && readFileSync(marker, "utf8").trim() === input.teamId) return "already-seeded";
  const actor: Actor = {
    userId: input.adminId,
    email: DEMO_ADMIN.email,
    teamId: input.teamId,
    role: "admin",
  };
  const outcome = await deps.db.transaction(async (tx) => {
    if ((await listDocuments(tx, input.teamId)).length > 0) return "has-documents" as const;
    for (const page of DEMO_SITE_PAGES) {
      const link = addReferenceLinkSchema.parse({
        is_reference_link: true,
        document_name: page.name,
        reference_url: `${input.platforms.simUrl}${page.path}`,
        link_type: page.linkType,
      });
      await uploadDocument({ ...deps, db: tx }, actor, link);
    }
    return "added" as const;
  });
  mkdirSync(input.dataDir, { recursive: true });
  writeFileSync(marker, `${input.teamId}\n`);
  return outcome;
}
