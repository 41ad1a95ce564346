import type { EndpointRow } from "./outbound-webhooks.repository";

export const endpointView = (row: EndpointRow) => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

export const deliveryView = (row: {
  id: string;
  endpointId: string;
  eventType: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
});
