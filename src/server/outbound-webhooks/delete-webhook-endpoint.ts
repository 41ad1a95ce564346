import { WEBHOOK_TEXTS } from "@shared/outbound-webhooks/outbound-webhooks.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { deleteEndpoint } from "./outbound-webhooks.repository";

/** Removes the endpoint with its delivery log; queued deliveries find nothing and stop. */
export async function deleteWebhookEndpoint(options: {
  deps: Pick<AppDeps, "db">;
  actor: Actor;
  id: string;
}) {
  if (!(await deleteEndpoint(options.deps.db, options.actor.teamId, options.id)))
    throw new DomainError(404, WEBHOOK_TEXTS.notFound, "NOT_FOUND");
  return { ok: true as const };
}
