import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { useDemoRequests } from "../api/get-demo-requests";
import { INTERNAL_TEAM_TEXTS } from "../internal-team-texts";
import { ProvisionForm } from "./provision-form";

export function DemoRequestList() {
  const requests = useDemoRequests();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{INTERNAL_TEAM_TEXTS.demoRequestsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {requests.isPending && <Spinner label="Loading demo requests" />}
        {requests.isError && (
          <Alert tone="error">{errorMessage(requests.error, "Failed to load demo requests")}</Alert>
        )}
        {requests.data?.demoRequests.length === 0 && (
          <p className="text-ink-muted text-sm">{INTERNAL_TEAM_TEXTS.demoRequestsEmpty}</p>
        )}
        {requests.data && requests.data.demoRequests.length > 0 && (
          <ul aria-label="Demo requests" className="flex flex-col gap-4">
            {requests.data.demoRequests.map((request) => (
              <li key={request.id} className="flex flex-col gap-3 rounded-lg border border-line p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold text-ink">
                      {request.first_name} {request.last_name}
                    </p>
                    <p className="text-ink-muted text-sm">{request.email}</p>
                  </div>
                  <Badge tone={request.status === "provisioned" ? "success" : "brand"}>
                    {request.status === "provisioned" ? "Provisioned" : "New"}
                  </Badge>
                </div>
                <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-ink-muted">Company</dt>
                    <dd className="font-medium text-ink">{request.company}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">Source</dt>
                    <dd className="text-ink">{request.source || "—"}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">Requested</dt>
                    <dd className="text-ink">{formatDateTime(request.created_at)}</dd>
                  </div>
                </dl>
                <ProvisionForm
                  demoRequestId={request.id}
                  company={request.company}
                  email={request.email}
                  alreadyProvisioned={request.status === "provisioned"}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
