import type { AnyJob } from "../jobs/define-job";
import { compileBrandPackJob } from "./compile-brand-pack.job";
import { processDocumentJob } from "./process-document.job";

/** The brand domain's jobs: document and link processing, brand pack compiles. */
export const brandJobs: readonly AnyJob[] = [processDocumentJob, compileBrandPackJob];
