import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { RefreshCw } from "lucide-react";
import { useOutbox } from "../api/get-outbox";
import { INTERNAL_TEAM_TEXTS } from "../internal-team-texts";

export function OutboxList() {
  const outbox = useOutbox();

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>{INTERNAL_TEAM_TEXTS.outboxTitle}</CardTitle>
          <CardDescription>{INTERNAL_TEAM_TEXTS.outboxDescription}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => outbox.refetch()} loading={outbox.isFetching}>
          {!outbox.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
          Refresh outbox
        </Button>
      </CardHeader>
      <CardContent>
        {outbox.isPending && <Spinner label="Loading outbox" />}
        {outbox.isError && (
          <Alert tone="error">{errorMessage(outbox.error, "Failed to load the outbox")}</Alert>
        )}
        {outbox.data?.emails.length === 0 && (
          <p className="text-ink-muted text-sm">{INTERNAL_TEAM_TEXTS.outboxEmpty}</p>
        )}
        {outbox.data && outbox.data.emails.length > 0 && (
          <ul aria-label="Outbox emails" className="divide-y divide-line rounded-lg border border-line">
            {outbox.data.emails.map((email) => (
              <li key={email.id} className="flex flex-col gap-1 p-4 text-sm">
                <div className="flex flex-wrap justify-between gap-2">
                  <p className="font-medium text-ink">{email.subject}</p>
                  <p className="text-ink-muted">{formatDateTime(email.created_at)}</p>
                </div>
                <p className="text-ink-muted">To: {email.to}</p>
                {email.link && (
                  <a
                    href={email.link}
                    aria-label={`Invitation link for ${email.to}`}
                    className="break-all text-brand-700 underline underline-offset-2"
                  >
                    {email.link}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
