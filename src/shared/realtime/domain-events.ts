/**
 * Every domain event a server process publishes, by name: the publisher (src/server, through the
 * event bus) and the listeners (the web app's event streams) both take them from here, so a
 * renamed or misspelt event fails the type check instead of going quiet.
 */
export const DOMAIN_EVENT_TYPES = [
  "message.created",
  "message.updated",
  "analysis.completed",
  "decision.updated",
  "response.sent",
  "routing.updated",
  "presence.changed",
  "brand.document.status",
  "integration.connected",
  "integration.deleted",
  "shopify.customer_data_requested",
  "team.member_removed",
  "lead.created",
  "order.attributed",
  "assistant.action",
  "assistant.alert",
  "webhook.endpoint_created",
] as const;
export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

/** What the event stream sends besides domain events: its own start, and the end of a session. */
export const STREAM_READY_EVENT = "ready";
export const STREAM_SIGNED_OUT_EVENT = "signed-out";

/**
 * Why the stream said `signed-out` (its data: `{ reason }`): the person is no longer a member of the
 * team (removed by an admin), or their session ended (signed out elsewhere, expired).
 */
export const SIGNED_OUT_REASONS = ["removed", "session_ended"] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];

/** brand.document.status: a document or link moved on in its analysis. */
export type BrandDocumentStatusEvent = {
  documentId: string;
  status: "processing" | "processed" | "failed";
};
