import type { AppDeps } from "../deps";
import type { AnyJob } from "../jobs/define-job";
import { deliverWebhookJob } from "./deliver-webhook.job";
import { createEndpointPresence } from "./endpoint-presence";
import { fanOutWebhookEventJob, publicEventOf } from "./fan-out-webhook-event.job";

export const outboundWebhooksJobs: readonly AnyJob[] = [fanOutWebhookEventJob, deliverWebhookJob];

/**
 * Outbound webhooks are a listener on domain events (never called from the services that publish
 * them): each public event becomes a fan-out job, each endpoint's copy a delivery job. Every
 * process that runs jobs listens; deliveries are unique per endpoint and event, so two listeners
 * queue the same event's fan-out harmlessly.
 */
export function subscribeOutboundWebhooks(deps: AppDeps): void {
  // Most teams have no endpoint: their events queue nothing (endpoint-presence.ts).
  const presence = createEndpointPresence(deps.db, deps.events);
  deps.events.subscribe((event) => {
    if (!publicEventOf(event)) return;
    presence
      .has(event.teamId)
      .then((subscribed) => (subscribed ? deps.jobs.send(fanOutWebhookEventJob, event) : null))
      .catch((error: Error) => {
        deps.log(`Outbound webhook event ${event.type} of team ${event.teamId} not queued: ${error.message}`);
      });
  });
}
