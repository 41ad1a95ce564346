import type { TikTokTokens } from "../platforms/tiktok/tiktok-oauth";
import type { StoredToken } from "./token-cipher";

export function tokenFromTikTok(tokens: TikTokTokens): StoredToken {
  return {
    token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    ...(tokens.accessTokenExpiresAt ? { expires_at: tokens.accessTokenExpiresAt.toISOString() } : {}),
    ...(tokens.refreshTokenExpiresAt
      ? { refresh_expires_at: tokens.refreshTokenExpiresAt.toISOString() }
      : {}),
  };
}
