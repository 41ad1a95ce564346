import { ACCOUNT_IN_ANOTHER_TEAM_TEXTS, INTEGRATION_TEXTS } from "@shared/integrations/integrations-texts";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { createOAuthState } from "../platforms/oauth-state";
import { PlatformError } from "../platforms/platform-errors";
import { AccountInAnotherTeamError, upsertIntegration } from "./integrations.repository";
import { consumeOAuthState, saveOAuthState } from "./oauth-states.repository";
import { tokenFromTikTok } from "./tiktok-token";

/** The web app's /tiktok/callback page receives the code and posts it to the API. */
export const TIKTOK_REDIRECT_PATH = "/tiktok/callback";

type Deps = Pick<AppDeps, "db" | "now" | "publicUrl" | "integrations" | "log">;

export async function startTikTokConnect(deps: Deps, actor: { userId: string; teamId: string }) {
  const state = createOAuthState();
  await saveOAuthState(deps.db, {
    state,
    userId: actor.userId,
    teamId: actor.teamId,
    platform: "tiktok",
    now: deps.now(),
  });
  const authorizeUrl = deps.integrations.tiktok.buildAuthorizeUrl({
    redirectUri: `${deps.publicUrl}${TIKTOK_REDIRECT_PATH}`,
    state,
  });
  return { authorizeUrl, state };
}

/**
 * The state is marked used (atomically) before the code is exchanged: a replayed or concurrent second
 * callback finds it used and is refused, so the code is exchanged once.
 */
export async function completeTikTokConnect(
  deps: Deps,
  actor: { userId: string; teamId: string },
  input: { code: string; state: string },
) {
  const { tiktok, cipher } = deps.integrations;
  try {
    // The state is spent before the exchange (a replayed or concurrent second callback finds it
    // used); the platform calls then run outside any transaction.
    const started = await consumeOAuthState(deps.db, {
      state: input.state,
      platform: "tiktok",
      userId: actor.userId,
      now: deps.now(),
    });
    if (!started || started.teamId !== actor.teamId)
      throw new DomainError(400, INTEGRATION_TEXTS.tiktokInvalidState, "INVALID_STATE");
    const tokens = await tiktok.exchangeCode({
      code: input.code,
      redirectUri: `${deps.publicUrl}${TIKTOK_REDIRECT_PATH}`,
    });
    const account = await tiktok.getAccount({ accessToken: tokens.accessToken, businessId: tokens.openId });
    const id = await upsertIntegration(deps.db, {
      teamId: actor.teamId,
      platform: "tiktok",
      platformAccountId: tokens.openId,
      platformUsername: account.username,
      accessTokenEncrypted: cipher.encrypt(tokenFromTikTok(tokens)),
      tokenExpiresAt: tokens.accessTokenExpiresAt,
      followerCount: account.followersCount,
      status: "connected",
      settings: { scopes: tokens.scopes },
      // Comments older than the first connection are history: polling starts from now. A reconnect
      // keeps the watermark, so the comments that arrived while the account waited are still fetched.
      firstConnectSettings: { pollWatermark: Math.floor(deps.now().getTime() / 1000) },
      now: deps.now(),
    });
    return { id, platform_username: account.username };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof AccountInAnotherTeamError)
      throw new DomainError(409, ACCOUNT_IN_ANOTHER_TEAM_TEXTS.tiktok, "ACCOUNT_IN_ANOTHER_TEAM");
    deps.log(`TikTok connect failed: ${error instanceof Error ? error.message : String(error)}`);
    const detail =
      error instanceof PlatformError
        ? `${INTEGRATION_TEXTS.tiktokFailed} ${error.message}`
        : INTEGRATION_TEXTS.tiktokFailed;
    throw new DomainError(502, detail, "TIKTOK_EXCHANGE_FAILED");
  }
}
