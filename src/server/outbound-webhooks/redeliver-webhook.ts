import { WEBHOOK_TEXTS } from "@shared/outbound-webhooks/outbound-webhooks.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { deliverWebhookJob } from "./deliver-webhook.job";
import { markForRedelivery } from "./outbound-webhooks.repository";

/** Sends a delivery again (same id and payload, a fresh signature), whatever its last outcome. */
export async function redeliverWebhook(options: {
  deps: Pick<AppDeps, "db" | "jobs" | "now">;
  actor: Actor;
  id: string;
}) {
  const { deps, actor, id } = options;
  if (!(await markForRedelivery(deps.db, actor.teamId, id, deps.now())))
    throw new DomainError(404, WEBHOOK_TEXTS.deliveryNotFound, "NOT_FOUND");
  await deps.jobs.send(deliverWebhookJob, { deliveryId: id });
  return { ok: true as const };
}
