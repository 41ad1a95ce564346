import type { AnyJob } from "../jobs/define-job";
import { creditLateOrderJob } from "./credit-late-order.job";

/** The attribution domain's jobs: crediting an order whose pixel evidence arrived after it. */
export const attributionJobs: readonly AnyJob[] = [creditLateOrderJob];
