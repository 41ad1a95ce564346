import type { AppDeps } from "../deps";
import { creditLateOrderJob } from "./credit-late-order.job";
import { uncreditedOrdersNamedBy } from "./orders.repository";
import type { TrackEventRow } from "./track-event-row";

/** After pixel events are stored: a job for each order they name that is still uncredited. */
export async function queueLateCredits(deps: Pick<AppDeps, "db" | "jobs">, rows: readonly TrackEventRow[]) {
  for (const { orderId, teamId } of await uncreditedOrdersNamedBy(deps.db, rows)) {
    await deps.jobs.send(creditLateOrderJob, { orderId, teamId }, { singletonKey: orderId });
  }
}
