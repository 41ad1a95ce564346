import type { Actor, AppDeps } from "../deps";
import { listDeliveries, listEndpoints } from "./outbound-webhooks.repository";
import { deliveryView, endpointView } from "./webhook-views";

export async function listWebhookEndpoints(options: { deps: Pick<AppDeps, "db">; actor: Actor }) {
  return { endpoints: (await listEndpoints(options.deps.db, options.actor.teamId)).map(endpointView) };
}

/** The newest hundred deliveries of the team, every endpoint. */
export async function listWebhookDeliveries(options: { deps: Pick<AppDeps, "db">; actor: Actor }) {
  return { deliveries: (await listDeliveries(options.deps.db, options.actor.teamId)).map(deliveryView) };
}
