import type { AppDeps } from "../deps";
import { PlatformAuthError } from "../platforms/platform-errors";
import { markIntegrationError } from "./integrations.repository";

/**
 * A sync's answer to a refused token (revoked, expired, or a missing scope): the store's card turns
 * red for a reconnect instead of the queue retrying a call that cannot succeed. Answers whether the
 * error was such a refusal; any other error is the caller's to throw.
 */
export async function markShopifyRefusal(
  deps: Pick<AppDeps, "db" | "now">,
  integrationId: string,
  error: unknown,
): Promise<boolean> {
  if (!(error instanceof PlatformAuthError)) return false;
  await markIntegrationError(
    deps.db,
    integrationId,
    `Shopify refused the connection: ${error.message}`,
    deps.now(),
  );
  return true;
}
