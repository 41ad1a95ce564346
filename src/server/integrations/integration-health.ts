import type { AppDeps } from "../deps";
import { PlatformAuthError } from "../platforms/platform-errors";
import { markIntegrationError } from "./integrations.repository";

const PLATFORM_NAMES = { instagram: "Instagram", tiktok: "TikTok", shopify: "Shopify" } as const;

/**
 * An expired or revoked token cannot heal by retrying: the card turns red with the reason and a
 * Reconnect action. Answers whether the error was such a failure.
 */
export async function recordAuthFailure(
  deps: Pick<AppDeps, "db" | "now">,
  integration: { id: string; platform: keyof typeof PLATFORM_NAMES },
  error: unknown,
): Promise<boolean> {
  if (!(error instanceof PlatformAuthError)) return false;
  const name = PLATFORM_NAMES[integration.platform];
  const what =
    error.reason === "expired"
      ? "access has expired"
      : error.reason === "revoked"
        ? "access was revoked"
        : "access token is no longer valid";
  await markIntegrationError(
    deps.db,
    integration.id,
    `${name} ${what}. Reconnect to continue. (${error.message})`,
    deps.now(),
  );
  return true;
}
