import { z } from "zod";
import { defineJob } from "../jobs/job-queue";

/** Extracts, summarises and stores the knowledge of one uploaded PDF or reference link. */
export const processDocumentJob = defineJob({
  name: "brand.process-document",
  schema: z.object({ teamId: z.string(), documentId: z.uuid() }),
  // Failures are recorded on the document (the user retries); a crash of the worker is retried.
  retryLimit: 2,
  retryDelaySeconds: 10,
});

/** Rebuilds the team's brand pack from settings, products and processed knowledge. */
export const compileBrandPackJob = defineJob({
  name: "brand.compile-pack",
  policy: "keyed",
  schema: z.object({ teamId: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
});

/** Bursts of autosaves collapse into one compile this long after the first change. */
export const BRAND_PACK_DEBOUNCE_MS = 2000;
