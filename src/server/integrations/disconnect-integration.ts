import { integrationAccountLabel } from "@shared/integrations/integrations.schema";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { eraseIntegration } from "./erase-integration.repository";
import { findTeamIntegration } from "./integrations.repository";

/**
 * integration-delete (spec 1 §7): disconnect-and-erase. The integration and all of its data
 * (messages and their analyses, threads, responses, suggestions, products, orders) go in one
 * transaction; the answer says what was erased.
 */
export async function disconnectIntegration(
  deps: Pick<AppDeps, "db" | "events">,
  teamId: string,
  integrationId: string,
) {
  const integration = await findTeamIntegration(deps.db, teamId, integrationId);
  if (!integration) throw new DomainError(404, "Integration not found", "NOT_FOUND");
  const erased = await deps.db.transaction(async (tx) => {
    const counts = await eraseIntegration(tx, teamId, integrationId);
    if (counts) {
      await deps.events.publish(
        { type: "integration.deleted", teamId, data: { id: integrationId, platform: integration.platform } },
        tx,
      );
    }
    return counts;
  });
  if (!erased) throw new DomainError(404, "Integration not found", "NOT_FOUND");
  const account = integrationAccountLabel({
    platform: integration.platform,
    platform_username: integration.platformUsername,
    shop_domain: integration.shopDomain,
  });
  return { success: true as const, account, erased };
}
