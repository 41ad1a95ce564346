import { wizardSaveSchema } from "@shared/brand/brand-wizard.schema";
import { findBrandSettings } from "../brand/brand-settings.repository";
import { saveWizard } from "../brand/save-wizard";
import type { Actor, AppDeps } from "../deps";
import { type PlatformsConfig, platformsNeedSimulator } from "../platforms/platforms.config";
import { DEMO_ADMIN, DEMO_TEAM_NAME } from "./seed-demo";

/**
 * The simulated brand's profile, as its website (sim/site) tells it: what an admin would keep after
 * the wizard's "Analyze" of that site. Its first key message closes many replies, so it reads as one.
 */
export function demoBrandProfile(simUrl: string) {
  return wizardSaveSchema.parse({
    brand_name: DEMO_TEAM_NAME,
    description:
      "Clean, cruelty-free skincare and lip care (serums, cleansers, SPF and lip care), made in small batches and packed by hand in Brooklyn, New York.",
    website_url: `${simUrl}/site`,
    brand_tone: "Friendly",
    brand_personality: ["Approachable", "Authentic", "Sustainable"],
    brand_voice: "Warm and upbeat, like a friend who knows skincare: short sentences, no jargon.",
    target_audience: "Skincare lovers in North America who want gentle, clean products that work.",
    key_messages: [
      "Every formula is cruelty-free and made in small batches in Brooklyn.",
      "Packed by hand in recyclable paper packaging.",
    ],
    industry: "Beauty & skincare",
  });
}

/**
 * Gives the demo team the simulated brand's profile, the way "Complete setup" saves it, so its Brand
 * Settings open on the brand (voice, rules, automation, knowledge) rather than on an empty wizard.
 * Only while a platform uses the simulator (the profile describes its brand), and only while the
 * team's setup is not done: an admin's own profile is never overwritten.
 */
export async function seedDemoBrandProfile(
  deps: AppDeps,
  input: { teamId: string; adminId: string; platforms: PlatformsConfig },
): Promise<boolean> {
  if (!platformsNeedSimulator(input.platforms)) return false;
  if ((await findBrandSettings(deps.db, input.teamId))?.wizardCompleted) return false;
  const actor: Actor = {
    userId: input.adminId,
    email: DEMO_ADMIN.email,
    teamId: input.teamId,
    role: "admin",
  };
  await saveWizard(deps, actor, demoBrandProfile(input.platforms.simUrl));
  return true;
}
