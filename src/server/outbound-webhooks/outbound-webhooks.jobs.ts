import { privateFetchAllowed } from "../brand/address-guard";
import type { AppDeps } from "../deps";
import { deliverWebhook, deliverWebhookJob } from "./deliver-webhook.job";
import { fanOutWebhookEvent, fanOutWebhookEventJob, publicEventOf } from "./fan-out-webhook-event.job";

/**
 * Outbound webhooks are a listener on domain events (never called from the services that publish
 * them): each public event becomes a fan-out job, each endpoint's copy a delivery job.
 */
export async function registerOutboundWebhooksJobs(
  deps: AppDeps,
  options: { allowPrivate?: boolean } = {},
): Promise<void> {
  const allowPrivate = options.allowPrivate ?? privateFetchAllowed();
  await deps.jobs.work(fanOutWebhookEventJob, async (payload) => {
    await fanOutWebhookEvent(deps, payload);
  });
  await deps.jobs.work(deliverWebhookJob, async (payload, job) => {
    await deliverWebhook(deps, payload, job, { allowPrivate });
  });
  deps.events.subscribe((event) => {
    if (!publicEventOf(event)) return;
    deps.jobs.send(fanOutWebhookEventJob, event).catch((error: Error) => {
      deps.log(`Outbound webhook event ${event.type} of team ${event.teamId} not queued: ${error.message}`);
    });
  });
}
