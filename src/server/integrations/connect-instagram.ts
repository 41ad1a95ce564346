import { ACCOUNT_IN_ANOTHER_TEAM } from "@shared/integrations/integrations-texts";
import type { AppDeps } from "../deps";
import { InstagramConnectError, parseInstagramCallback } from "../platforms/instagram/instagram-oauth";
import { createOAuthState } from "../platforms/oauth-state";
import { AccountInAnotherTeamError, upsertIntegration } from "./integrations.repository";
import { consumeOAuthState, saveOAuthState } from "./oauth-states.repository";

export const INSTAGRAM_CALLBACK_PATH = "/api/integrations/instagram/callback";
const RETURN_PATH = "/dashboard/integrations";

type Deps = Pick<AppDeps, "db" | "now" | "publicUrl" | "integrations" | "log">;

/** Saves a fresh state for this person and team, and answers Meta's dialog URL to redirect to. */
export async function startInstagramConnect(deps: Deps, actor: { userId: string; teamId: string }) {
  const state = createOAuthState();
  await saveOAuthState(deps.db, {
    state,
    userId: actor.userId,
    teamId: actor.teamId,
    platform: "instagram",
    now: deps.now(),
  });
  return deps.integrations.instagram.buildAuthorizeUrl({
    redirectUri: `${deps.publicUrl}${INSTAGRAM_CALLBACK_PATH}`,
    state,
  });
}

/**
 * The codes of a failed dialog return that go back into the URL as they are. Anything else in
 * `error=` (which anyone can put in a link to this callback) becomes connection_failed: the app
 * never repeats attacker-chosen text.
 */
const RETURN_ERRORS = new Set(["access_denied", "user_denied", "missing_code"]);

const failure = (message: string) => `${RETURN_PATH}?instagram=error&message=${encodeURIComponent(message)}`;

/**
 * The dialog's return: state, code exchange, the professional account behind the user's Pages, the
 * Page's messaging subscription, then the stored (encrypted) Page token. Answers where to send the
 * browser: the integrations screen with the spec's query parameters.
 */
export async function completeInstagramConnect(deps: Deps, query: Record<string, unknown>, userId: string) {
  const callback = parseInstagramCallback(query);
  if (!callback.ok) return failure(RETURN_ERRORS.has(callback.error) ? callback.error : "connection_failed");
  const { instagram, cipher } = deps.integrations;
  try {
    // The state is spent first (a replayed callback finds it used); the platform calls then run
    // outside any transaction, so a slow Meta holds no database connection.
    const started = await consumeOAuthState(deps.db, {
      state: callback.state,
      platform: "instagram",
      userId,
      now: deps.now(),
    });
    if (!started) return failure("invalid_state");
    const redirectUri = `${deps.publicUrl}${INSTAGRAM_CALLBACK_PATH}`;
    const userToken = await instagram.exchangeCode({ code: callback.code, redirectUri });
    const account = await instagram.resolveAccount({ userAccessToken: userToken.accessToken });
    await instagram.subscribePage({ accessToken: account.pageAccessToken, pageId: account.pageId });
    await upsertIntegration(deps.db, {
      teamId: started.teamId,
      platform: "instagram",
      platformAccountId: account.igUserId,
      platformUsername: account.username,
      accessTokenEncrypted: cipher.encrypt({ token: account.pageAccessToken }),
      tokenExpiresAt: null,
      followerCount: account.followersCount,
      status: "connected",
      settings: { pageId: account.pageId, pageName: account.pageName },
      now: deps.now(),
    });
    return `${RETURN_PATH}?instagram=connected&username=${encodeURIComponent(account.username)}`;
  } catch (error) {
    if (error instanceof InstagramConnectError) return failure(error.code);
    if (error instanceof AccountInAnotherTeamError) return failure(ACCOUNT_IN_ANOTHER_TEAM);
    deps.log(`Instagram connect failed: ${error instanceof Error ? error.message : String(error)}`);
    return failure("connection_failed");
  }
}
