import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { backfillMembers } from "./backfill-members";
import { hasUncountedWork } from "./community-backfill.repository";

/**
 * Members for messages and orders stored before members existed (issue 17); safe to run again.
 * Queued at start while any team has a message or order no member counts (a database that never
 * ran it, see hasUncountedWork); once it has run, the check finds nothing and the start sends nothing.
 */
export const backfillMembersJob = defineJob({
  name: "community.backfill-members",
  schema: z.object({}),
  policy: "keyed",
  atStart: async (deps) => ((await hasUncountedWork(deps.db)) ? {} : null),
  handle: async (deps) => {
    await backfillMembers(deps);
  },
});
