import { zodResolver } from "@hookform/resolvers/zod";
import { API_KEY_SCOPES, createApiKeySchema } from "@shared/api-keys/api-keys.schema";
import { Alert } from "@web/components/ui/alert";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useCreateApiKey } from "../api/create-api-key";
import { useApiKeys } from "../api/get-api-keys";
import { useRevokeApiKey } from "../api/revoke-api-key";

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-CA") : "never");

/** Admins create, name, scope and revoke the team's API keys; a new token is shown once. */
export function ApiKeysPanel() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const form = useForm({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: "", scope: "read" as const, expiresInDays: null },
  });
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);

  // One banner for the form: the schema's first message, or the server's refusal.
  const onSubmit = form.handleSubmit(
    (input) => {
      setError(null);
      create.mutate(input, {
        onSuccess: (result) => {
          setToken(result.token);
          form.reset();
        },
        onError: (e) => setError(errorMessage(e, "The key could not be created")),
      });
    },
    (errors) =>
      setError(
        errors.name?.message ??
          errors.scope?.message ??
          errors.expiresInDays?.message ??
          "Check the key's details",
      ),
  );

  return (
    <section aria-labelledby="api-keys-title" className="flex flex-col gap-4">
      <div>
        <h3 id="api-keys-title" className="font-semibold text-ink">
          API keys
        </h3>
        <p className="text-ink-muted text-sm">
          Call Lunara's API with <code>Authorization: Bearer &lt;key&gt;</code>. Read keys only read; write
          keys can also reply and change data, with a member's rights.
        </p>
      </div>
      {token && (
        <Alert tone="success" title="Copy your new key now: it will not be shown again">
          <code data-testid="new-api-key" className="break-all">
            {token}
          </code>
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface-muted p-4 sm:flex-row sm:items-end"
      >
        <TextField label="Key name" className="flex-1" {...form.register("name")} />
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-ink">Scope</span>
          <select className="h-10 rounded-md border border-line bg-white px-3" {...form.register("scope")}>
            {API_KEY_SCOPES.map((s) => (
              <option key={s} value={s}>
                {s === "read" ? "Read" : "Read and write"}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Expires in (days, optional)"
          inputMode="numeric"
          {...form.register("expiresInDays", { setValueAs: (v: string | null) => (v ? Number(v) : null) })}
        />
        <Button type="submit" loading={create.isPending}>
          <KeyRound aria-hidden="true" className="size-4" />
          Create key
        </Button>
      </form>
      {keys.isPending && <Spinner label="Loading API keys" />}
      {keys.isError && <Alert tone="error">{errorMessage(keys.error, "Failed to load API keys")}</Alert>}
      {keys.data && keys.data.keys.length === 0 && <p className="text-ink-muted text-sm">No API keys yet.</p>}
      {keys.data && keys.data.keys.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {keys.data.keys.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="flex flex-col">
                <span className="font-medium text-ink">
                  {k.name} <code className="text-ink-muted">{k.prefix}…</code>
                </span>
                <span className="text-ink-muted">
                  Created {day(k.createdAt)} · expires {day(k.expiresAt)} · last used {day(k.lastUsedAt)}
                </span>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={k.scope === "write" ? "warning" : "brand"}>{k.scope}</Badge>
                {k.revokedAt ? (
                  <Badge tone="neutral">Revoked</Badge>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => setRevoking({ id: k.id, name: k.name })}>
                    Revoke
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this API key?"
        description={`"${revoking?.name ?? ""}" stops working immediately. This cannot be undone.`}
        confirmLabel="Revoke key"
        destructive
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </section>
  );
}
