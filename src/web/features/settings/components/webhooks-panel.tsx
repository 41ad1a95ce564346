import { zodResolver } from "@hookform/resolvers/zod";
import {
  createWebhookEndpointSchema,
  WEBHOOK_EVENT_TYPES,
} from "@shared/outbound-webhooks/outbound-webhooks.schema";
import { Alert } from "@web/components/ui/alert";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { Webhook } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useCreateWebhook } from "../api/create-webhook";
import { useDeleteWebhook } from "../api/delete-webhook";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";
import { useWebhooks } from "../api/get-webhooks";
import { useRedeliverWebhook } from "../api/redeliver-webhook";

const STATUS_TONE = { delivered: "success", pending: "warning", failed: "danger" } as const;

/** Admins add endpoints (secret shown once), read the delivery log and redeliver. */
export function WebhooksPanel() {
  const endpoints = useWebhooks();
  const deliveries = useWebhookDeliveries();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const redeliver = useRedeliverWebhook();
  const form = useForm({
    resolver: zodResolver(createWebhookEndpointSchema),
    defaultValues: { url: "", description: "", events: ["message.created" as const] },
  });
  const events: string[] = form.watch("events");
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; url: string } | null>(null);

  const toggle = (type: (typeof WEBHOOK_EVENT_TYPES)[number]) => {
    const current = form.getValues("events");
    form.setValue("events", current.includes(type) ? current.filter((e) => e !== type) : [...current, type]);
  };

  // One banner for the form: the schema's first message, or the server's refusal.
  const onSubmit = form.handleSubmit(
    (input) => {
      setError(null);
      create.mutate(input, {
        onSuccess: (result) => {
          setSecret(result.secret);
          form.setValue("url", "");
        },
        onError: (e) => setError(errorMessage(e, "The endpoint could not be added")),
      });
    },
    (errors) => setError(errors.url?.message ?? errors.events?.message ?? "Check the endpoint"),
  );

  return (
    <section aria-labelledby="webhooks-title" className="flex flex-col gap-4">
      <div>
        <h3 id="webhooks-title" className="font-semibold text-ink">
          Webhooks
        </h3>
        <p className="text-ink-muted text-sm">
          Each delivery is a JSON POST signed in the <code>Lunara-Signature: t=…,v1=…</code> header:
          HMAC-SHA256 of
          <code> t.body</code> with the endpoint's secret. Refuse timestamps older than five minutes.
        </p>
      </div>
      {secret && (
        <Alert tone="success" title="Copy the signing secret now: it will not be shown again">
          <code data-testid="new-webhook-secret" className="break-all">
            {secret}
          </code>
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface-muted p-4"
      >
        <TextField
          label="Endpoint URL"
          type="url"
          placeholder="https://example.com/lunara"
          {...form.register("url")}
        />
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="mb-1 font-medium text-ink">Events</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-1">
              <input type="checkbox" checked={events.includes(type)} onChange={() => toggle(type)} />
              {type}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" loading={create.isPending}>
            <Webhook aria-hidden="true" className="size-4" />
            Add endpoint
          </Button>
        </div>
      </form>
      {endpoints.isPending && <Spinner label="Loading webhooks" />}
      {endpoints.isError && (
        <Alert tone="error">{errorMessage(endpoints.error, "Failed to load webhooks")}</Alert>
      )}
      {endpoints.data && endpoints.data.endpoints.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {endpoints.data.endpoints.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="flex flex-col">
                <span className="break-all font-medium text-ink">{e.url}</span>
                <span className="text-ink-muted">{e.events.join(", ")}</span>
              </div>
              <Button variant="outline" size="sm" onClick={() => setRemoving({ id: e.id, url: e.url })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h4 className="font-medium text-ink">Recent deliveries</h4>
      {deliveries.data && deliveries.data.deliveries.length === 0 && (
        <p className="text-ink-muted text-sm">No deliveries yet.</p>
      )}
      {deliveries.data && deliveries.data.deliveries.length > 0 && (
        <ul aria-label="Webhook deliveries" className="divide-y divide-line rounded-lg border border-line">
          {deliveries.data.deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="flex flex-col">
                <span className="font-medium text-ink">{d.eventType}</span>
                <span className="text-ink-muted">
                  {formatDateTime(d.createdAt)} · {d.attempts} attempt
                  {d.attempts === 1 ? "" : "s"}
                  {d.lastStatusCode !== null ? ` · HTTP ${d.lastStatusCode}` : ""}
                  {d.lastError ? ` · ${d.lastError}` : ""}
                </span>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={STATUS_TONE[d.status]}>{d.status}</Badge>
                <Button
                  variant="outline"
                  size="sm"
                  loading={redeliver.isPending && redeliver.variables === d.id}
                  onClick={() => redeliver.mutate(d.id)}
                >
                  Redeliver
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this endpoint?"
        description={`Deliveries to ${removing?.url ?? ""} stop, and its delivery log is deleted.`}
        confirmLabel="Remove endpoint"
        destructive
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </section>
  );
}
