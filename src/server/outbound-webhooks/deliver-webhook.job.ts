import { WEBHOOK_SIGNATURE_HEADER } from "@shared/outbound-webhooks/outbound-webhooks.schema";
import { z } from "zod";
import { privateFetchAllowed } from "../brand/address-guard";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { findDeliveryToSend, recordAttempt } from "./outbound-webhooks.repository";
import { postWebhook } from "./post-webhook";
import { signWebhook } from "./webhook-signature";

/** Five attempts after the first, 30 s doubling: the last about 16 minutes after the first. */
export const deliverWebhookJob = defineJob({
  name: "outbound-webhooks.deliver",
  schema: z.object({ deliveryId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  handle: (deps, payload, job) => deliverWebhook(deps, payload, job, { allowPrivate: privateFetchAllowed() }),
});

export class RetryableDeliveryError extends Error {}

/**
 * Sends one delivery, signed at the moment it leaves. 2xx: delivered. 5xx, 429, timeouts and network
 * errors: retried with backoff by the queue, then marked failed. Other 4xx: the receiver refused it,
 * failed at once. Every attempt is in the delivery log.
 */
export async function deliverWebhook(
  deps: Pick<AppDeps, "db" | "now" | "integrations">,
  payload: { deliveryId: string },
  job: { attempt: number },
  options: { allowPrivate: boolean },
): Promise<void> {
  const delivery = await findDeliveryToSend(deps.db, payload.deliveryId);
  if (!delivery || delivery.status === "delivered") return;
  const at = deps.now();
  const body = JSON.stringify({
    id: delivery.id,
    type: delivery.eventType,
    createdAt: delivery.createdAt.toISOString(),
    data: (delivery.payload as { data?: unknown }).data ?? {},
  });
  const secret = deps.integrations.cipher.decrypt(delivery.secretEncrypted).token;
  const outcome = delivery.active
    ? await postWebhook(
        delivery.url,
        body,
        {
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, at),
          "Lunara-Event": delivery.eventType,
          "Lunara-Delivery": delivery.id,
        },
        options,
      )
    : { statusCode: null, error: "The endpoint is disabled" };
  const code = outcome.statusCode;
  if (code !== null && code >= 200 && code < 300) {
    await recordAttempt(deps.db, delivery.id, { status: "delivered", statusCode: code, error: null, at });
    return;
  }
  const retryable = delivery.active && (code === null || code >= 500 || code === 429 || code === 408);
  const last = job.attempt > (deliverWebhookJob.retryLimit ?? 0);
  const error = outcome.error ?? `The endpoint answered HTTP ${code}`;
  await recordAttempt(deps.db, delivery.id, {
    status: retryable && !last ? "pending" : "failed",
    statusCode: code,
    error,
    at,
  });
  if (retryable && !last) throw new RetryableDeliveryError(error);
}
