import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { creditLateOrder } from "./credit-late-orders";

/**
 * The order webhook can reach us before the pixel's checkout event (the thank-you page and the
 * webhook race). When a pixel event carrying our ids names a checkout or an order already stored
 * without credit, that order is credited again by the same rules, as a job.
 */
export const creditLateOrderJob = defineJob({
  name: "attribution.credit-late-order",
  schema: z.object({ orderId: z.uuid(), teamId: z.string().min(1) }),
  policy: "keyed",
  handle: async (deps, order) => {
    await creditLateOrder(deps, order);
  },
});
