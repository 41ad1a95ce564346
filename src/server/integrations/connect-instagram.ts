import type { AppDeps } from "../deps";
import { InstagramConnectError, parseInstagramCallback } from "../platforms/instagram/instagram-oauth";
import { createOAuthState } from "../platforms/oauth-state";
import { upsertIntegration } from "./integrations.repository";
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

const failure = (message: string) => `${RETURN_PATH}?instagram=error&message=${encodeURIComponent(message)}`;

/**
 * The dialog's return: state, code exchange, the professional account behind the user's Pages, the
 * Page's messaging subscription, then the stored (encrypted) Page token. Answers where to send the
 * browser: the integrations screen with the spec's query parameters.
 */
export async function completeInstagramConnect(deps: Deps, query: Record<string, unknown>, userId: string) {
  const callback = parseInstagramCallback(query);
  if (!callback.ok) return failure(callback.error);
  const { instagram, cipher } = deps.integrations;
  try {
    const account = await deps.db.transaction(async (tx) => {
      const started = await consumeOAuthState(tx, {
        state: callback.state,
        platform: "instagram",
        userId,
        now: deps.now(),
      });
      if (!started) return null;
      const redirectUri = `${deps.publicUrl}${INSTAGRAM_CALLBACK_PATH}`;
      const userToken = await instagram.exchangeCode({ code: callback.code, redirectUri });
      const found = await instagram.resolveAccount({ userAccessToken: userToken.accessToken });
      await instagram.subscribePage({ accessToken: found.pageAccessToken, pageId: found.pageId });
      await upsertIntegration(tx, {
        teamId: started.teamId,
        platform: "instagram",
        platformAccountId: found.igUserId,
        platformUsername: found.username,
        accessTokenEncrypted: cipher.encrypt({ token: found.pageAccessToken }),
        tokenExpiresAt: null,
        followerCount: found.followersCount,
        status: "connected",
        settings: { pageId: found.pageId, pageName: found.pageName },
        now: deps.now(),
      });
      return found;
    });
    if (!account) return failure("invalid_state");
    return `${RETURN_PATH}?instagram=connected&username=${encodeURIComponent(account.username)}`;
  } catch (error) {
    if (error instanceof InstagramConnectError) return failure(error.code);
    deps.log(`Instagram connect failed: ${error instanceof Error ? error.message : String(error)}`);
    return failure("connection_failed");
  }
}
