import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { compileBrandPack } from "./compile-brand-pack";

/** Bursts of autosaves collapse into one compile this long after the first change. */
export const BRAND_PACK_DEBOUNCE_MS = 2000;

/** Rebuilds the team's brand pack from settings, products and processed knowledge. */
export const compileBrandPackJob = defineJob({
  name: "brand.compile-brand-pack",
  policy: "keyed",
  schema: z.object({ teamId: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  handle: async (deps, { teamId }) => {
    await compileBrandPack(deps, teamId);
  },
});
