import { type DomainEventType, STREAM_READY_EVENT } from "@shared/realtime/domain-events";

/** The stream events after which the documents list is fetched again. */
export const BRAND_DOCUMENT_EVENTS = [
  "brand.document.status",
  STREAM_READY_EVENT,
] as const satisfies readonly (DomainEventType | typeof STREAM_READY_EVENT)[];
