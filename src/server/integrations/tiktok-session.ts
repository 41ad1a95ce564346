import type { AppDeps } from "../deps";
import { PlatformAuthError } from "../platforms/platform-errors";
import type { IntegrationRecord } from "./integrations.repository";
import { updateIntegrationToken } from "./integrations.repository";
import { tokenFromTikTok } from "./tiktok-token";
import type { StoredToken } from "./token-cipher";

type Deps = Pick<AppDeps, "db" | "now" | "integrations">;
export type TikTokAuth = { accessToken: string; businessId: string };

/** Refresh a little before expiry so a call never starts with a token about to lapse. */
const REFRESH_MARGIN_MS = 60_000;

async function refresh(
  deps: Deps,
  integration: IntegrationRecord,
  stored: StoredToken,
): Promise<StoredToken> {
  if (!stored.refresh_token)
    throw new PlatformAuthError("tiktok", "expired", "No refresh token stored", null);
  const tokens = await deps.integrations.tiktok.refreshToken({
    refreshToken: stored.refresh_token,
    openId: integration.platformAccountId,
  });
  const next = tokenFromTikTok(tokens);
  // TikTok may rotate the refresh token: the newest one is always the one kept.
  await updateIntegrationToken(deps.db, integration.id, {
    accessTokenEncrypted: deps.integrations.cipher.encrypt(next),
    tokenExpiresAt: tokens.accessTokenExpiresAt,
    now: deps.now(),
  });
  return next;
}

/**
 * Runs a TikTok call with the account's token: refreshed first when it has expired, and refreshed and
 * retried once when TikTok says it expired anyway.
 */
export async function withTikTokToken<T>(
  deps: Deps,
  integration: IntegrationRecord,
  call: (auth: TikTokAuth) => Promise<T>,
): Promise<T> {
  let stored = deps.integrations.cipher.decrypt(integration.accessTokenEncrypted);
  const expiresAt = stored.expires_at ? Date.parse(stored.expires_at) : null;
  if (expiresAt !== null && expiresAt - REFRESH_MARGIN_MS <= deps.now().getTime())
    stored = await refresh(deps, integration, stored);
  const auth = () => ({ accessToken: stored.token, businessId: integration.platformAccountId });
  try {
    return await call(auth());
  } catch (error) {
    if (!(error instanceof PlatformAuthError) || error.reason !== "expired") throw error;
    stored = await refresh(deps, integration, stored);
    return call(auth());
  }
}
