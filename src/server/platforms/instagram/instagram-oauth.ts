import { parseWith } from "../platform-http";
import type { InstagramConfig } from "../platforms.config";
import { graphTokenSchema, igUserSchema, pagesResponseSchema } from "./instagram.schema";
import { type GraphTransport, graphRequest } from "./instagram-graph";

/** The `message` codes of the Instagram return (spec 1 §8) that carry their own hint on the integrations screen. */
export const INSTAGRAM_CONNECT_ERRORS = {
  noPages: "no_pages_found",
  noBusinessAccount: "no_instagram_business_account",
} as const;
export type InstagramConnectErrorCode =
  (typeof INSTAGRAM_CONNECT_ERRORS)[keyof typeof INSTAGRAM_CONNECT_ERRORS];

/** The user finished the dialog but has nothing Lunara can connect; `code` goes into the return URL. */
export class InstagramConnectError extends Error {
  readonly code: InstagramConnectErrorCode;
  constructor(code: InstagramConnectErrorCode, message: string) {
    super(message);
    this.name = "InstagramConnectError";
    this.code = code;
  }
}

export function buildInstagramAuthorizeUrl(options: {
  config: InstagramConfig;
  redirectUri: string;
  state: string;
}): string {
  const url = new URL(options.config.dialogUrl);
  url.searchParams.set("client_id", options.config.appId);
  url.searchParams.set("redirect_uri", options.redirectUri);
  url.searchParams.set("state", options.state);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", options.config.scopes.join(","));
  return url.toString();
}

export type InstagramCallback =
  | { ok: true; code: string; state: string }
  | { ok: false; error: string; description: string | null; state: string | null };

/** Reads the dialog's return query; Meta may append `#_`, which is stripped from the code. */
export function parseInstagramCallback(query: Record<string, unknown>): InstagramCallback {
  const get = (key: string) => (typeof query[key] === "string" ? (query[key] as string) : null);
  const state = get("state");
  const error = get("error") ?? get("error_reason");
  const code = get("code")?.replace(/#_$/, "") ?? null;
  if (error || !code || !state) {
    return { ok: false, error: error ?? "missing_code", description: get("error_description"), state };
  }
  return { ok: true, code, state };
}

export type InstagramUserToken = { accessToken: string; expiresAt: Date | null };

/** Code -> short-lived user token -> long-lived (~60 days) user token, both server-side with the app secret. */
export async function exchangeInstagramCode(
  transport: GraphTransport,
  options: { code: string; redirectUri: string; now?: Date },
): Promise<InstagramUserToken> {
  const { config } = transport;
  const short = parseWith(
    "instagram",
    graphTokenSchema,
    await graphRequest(transport, {
      method: "GET",
      path: "oauth/access_token",
      query: {
        client_id: config.appId,
        client_secret: config.appSecret,
        redirect_uri: options.redirectUri,
        code: options.code,
      },
    }),
    "token exchange answer",
  );
  const long = parseWith(
    "instagram",
    graphTokenSchema,
    await graphRequest(transport, {
      method: "GET",
      path: "oauth/access_token",
      query: {
        grant_type: "fb_exchange_token",
        client_id: config.appId,
        client_secret: config.appSecret,
        fb_exchange_token: short.access_token,
      },
    }),
    "long-lived token answer",
  );
  const now = options.now ?? new Date();
  return {
    accessToken: long.access_token,
    expiresAt: long.expires_in ? new Date(now.getTime() + long.expires_in * 1000) : null,
  };
}

export type ConnectedInstagramAccount = {
  pageId: string;
  pageName: string | null;
  /** Page token derived from a long-lived user token: it does not expire, but can be revoked. */
  pageAccessToken: string;
  igUserId: string;
  username: string;
  name: string | null;
  followersCount: number | null;
  profilePictureUrl: string | null;
};

/**
 * Finds the Instagram professional account behind the user's Pages. Meta has no dedicated error for
 * "no Page" or "no linked account": an empty list and a missing key mean exactly that.
 */
export async function resolveInstagramAccount(
  transport: GraphTransport,
  options: { userAccessToken: string },
): Promise<ConnectedInstagramAccount> {
  const pages = parseWith(
    "instagram",
    pagesResponseSchema,
    await graphRequest(transport, {
      method: "GET",
      path: "me/accounts",
      accessToken: options.userAccessToken,
      query: { fields: "id,name,access_token,tasks,instagram_business_account" },
    }),
    "page list",
  );
  if (pages.data.length === 0) {
    throw new InstagramConnectError(INSTAGRAM_CONNECT_ERRORS.noPages, "No Facebook Page was granted");
  }
  const page = pages.data.find((p) => p.instagram_business_account && p.access_token);
  if (!page?.instagram_business_account || !page.access_token) {
    throw new InstagramConnectError(
      INSTAGRAM_CONNECT_ERRORS.noBusinessAccount,
      "None of the granted Pages has an Instagram professional account",
    );
  }
  const igUserId = page.instagram_business_account.id;
  const user = parseWith(
    "instagram",
    igUserSchema,
    await graphRequest(transport, {
      method: "GET",
      path: igUserId,
      accessToken: page.access_token,
      query: { fields: "id,username,name,followers_count,media_count,profile_picture_url" },
    }),
    "Instagram account",
  );
  return {
    pageId: page.id,
    pageName: page.name ?? null,
    pageAccessToken: page.access_token,
    igUserId,
    username: user.username,
    name: user.name ?? null,
    followersCount: user.followers_count ?? null,
    profilePictureUrl: user.profile_picture_url ?? null,
  };
}
