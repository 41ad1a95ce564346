import type { IntegrationStatus } from "@shared/integrations/integrations.schema";
import { Badge } from "@web/components/ui/badge";

const LABELS: Record<IntegrationStatus, string> = {
  connected: "Connected",
  active: "Active",
  pending: "Pending",
  error: "Error",
};

/** Spec 1 §4: connected and active are green, pending yellow, error red. */
export function IntegrationStatusBadge({ status }: { status: IntegrationStatus }) {
  const tone = status === "error" ? "danger" : status === "pending" ? "warning" : "success";
  return (
    <Badge tone={tone} data-status={status}>
      {LABELS[status]}
    </Badge>
  );
}
