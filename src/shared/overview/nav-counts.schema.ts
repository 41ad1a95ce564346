import { z } from "zod";

/** Spec 3: the pending-message and lead counts in the navigation refresh this often. */
export const NAV_COUNTS_REFRESH_MS = 30_000;

/** GET /api/overview/nav-counts */
export const navCountsSchema = z.object({
  pendingMessages: z.number().int().nonnegative(),
  leads: z.number().int().nonnegative(),
});
export type NavCounts = z.infer<typeof navCountsSchema>;
