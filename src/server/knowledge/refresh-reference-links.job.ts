import { z } from "zod";
import { pageFetchAccess } from "../brand/address-guard";
import { DEFAULT_FETCH_POLICY } from "../brand/safe-fetch";
import { defineJob } from "../jobs/define-job";
import { refreshReferenceLinks } from "./refresh-reference-links";

/** Reference links fetched again, their changes re-indexed and shown. */
export const refreshReferenceLinksJob = defineJob({
  name: "knowledge.refresh-reference-links",
  policy: "keyed",
  schema: z.object({}),
  retryLimit: 1,
  cron: "17 * * * *",
  scheduledPayload: {},
  handle: async (deps) => {
    await refreshReferenceLinks(deps, { ...DEFAULT_FETCH_POLICY, ...pageFetchAccess() });
  },
});
