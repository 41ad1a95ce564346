import type { WebhookEventType } from "@shared/outbound-webhooks/outbound-webhooks.schema";
import { DOMAIN_EVENT_TYPES } from "@shared/realtime/domain-events";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import type { DomainEvent } from "../realtime/event-bus";
import { deliverWebhookJob } from "./deliver-webhook.job";
import { findMessageForEvent, insertDeliveriesForEvent } from "./outbound-webhooks.repository";

/** Domain events (as published) and the public webhook event each becomes, with the id that makes it unique. */
const PUBLIC_EVENTS: Record<string, { type: WebhookEventType; idField: string }> = {
  "message.created": { type: "message.created", idField: "id" },
  "analysis.completed": { type: "message.analyzed", idField: "id" },
  "response.sent": { type: "reply.sent", idField: "responseId" },
  "lead.created": { type: "lead.created", idField: "id" },
  "order.attributed": { type: "order.attributed", idField: "orderId" },
};

export const fanOutWebhookEventJob = defineJob({
  name: "outbound-webhooks.fan-out-event",
  schema: z.object({
    type: z.enum(DOMAIN_EVENT_TYPES),
    teamId: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  handle: async (deps, event) => {
    await fanOutWebhookEvent(deps, event);
  },
});

/** The public event for a domain event, or null when it is not one receivers can subscribe to. */
export function publicEventOf(event: DomainEvent) {
  const mapping = PUBLIC_EVENTS[event.type];
  const id = mapping ? event.data[mapping.idField] : undefined;
  if (!mapping || typeof id !== "string") return null;
  return { type: mapping.type, key: `${mapping.type}:${id}` };
}

/** Records one delivery per subscribed endpoint, then queues each. */
export async function fanOutWebhookEvent(
  deps: Pick<AppDeps, "db" | "jobs">,
  event: DomainEvent,
): Promise<number> {
  const target = publicEventOf(event);
  if (!target) return 0;
  const data: Record<string, unknown> = { ...event.data };
  const isMessage = target.type === "message.created" || target.type === "message.analyzed";
  if (isMessage && z.uuid().safeParse(event.data.id).success) {
    const message = await findMessageForEvent(deps.db, event.teamId, String(event.data.id));
    if (message) data.message = message;
  }
  const ids = await insertDeliveriesForEvent(deps.db, {
    teamId: event.teamId,
    type: target.type,
    key: target.key,
    payload: { type: target.type, data },
  });
  for (const deliveryId of ids) await deps.jobs.send(deliverWebhookJob, { deliveryId });
  return ids.length;
}
