import { randomBytes } from "node:crypto";
import type { CreateWebhookEndpointInput } from "@shared/outbound-webhooks/outbound-webhooks.schema";
import type { Actor, AppDeps } from "../deps";
import { insertEndpoint } from "./outbound-webhooks.repository";
import { assertPublicEndpoint } from "./webhook-address";
import { endpointView } from "./webhook-views";

/** A new endpoint and its signing secret, shown once (kept encrypted to sign each delivery). */
export async function createWebhookEndpoint(options: {
  deps: Pick<AppDeps, "db" | "integrations" | "events">;
  actor: Actor;
  input: CreateWebhookEndpointInput;
  allowPrivate: boolean;
}) {
  const { deps, actor, input } = options;
  const url = await assertPublicEndpoint(input.url, options.allowPrivate);
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  const secretEncrypted = deps.integrations.cipher.encrypt({ token: secret });
  // Announced on commit: every process's fan-out forgets that this team had no endpoint.
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertEndpoint(tx, {
      teamId: actor.teamId,
      url: url.toString(),
      description: input.description,
      events: [...new Set(input.events)],
      secretEncrypted,
    });
    await deps.events.publish(
      { type: "webhook.endpoint_created", teamId: actor.teamId, data: { id: inserted.id } },
      tx,
    );
    return inserted;
  });
  return { endpoint: endpointView(row), secret };
}
