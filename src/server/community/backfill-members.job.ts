import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { backfillMembers } from "./backfill-members";

/** Members for messages and orders stored before members existed (issue 17); safe to run again. */
export const backfillMembersJob = defineJob({
  name: "community.backfill-members",
  schema: z.object({}),
  policy: "keyed",
  handle: async (deps) => {
    await backfillMembers(deps);
  },
});
