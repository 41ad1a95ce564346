import { buildSimulator, type Simulator } from "@sim/simulator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOAuthState, oauthStatesMatch } from "../oauth-state";
import {
  PlatformAuthError,
  PlatformRateLimitError,
  PlatformRequestError,
  PlatformServerError,
  PlatformTimeoutError,
} from "../platform-errors";
import { parsePlatformsConfig } from "../platforms.config";
import { createInstagramClient } from "./instagram-client";
import { InstagramMessagingWindowError } from "./instagram-graph";
import { INSTAGRAM_CONNECT_ERRORS, InstagramConnectError, parseInstagramCallback } from "./instagram-oauth";

const REDIRECT = "http://lunara.test/api/integrations/instagram/callback";
let sim: Simulator;
let client: ReturnType<typeof createInstagramClient>;

beforeAll(async () => {
  sim = await buildSimulator({ port: 0, seed: 42, timeoutHoldMs: 3000 });
  client = createInstagramClient(
    parsePlatformsConfig({ SIM_URL: sim.url, PLATFORM_TIMEOUT_MS: "500" }).instagram,
  );
});
afterAll(() => sim.close());
beforeEach(() => fetch(`${sim.url}/_sim/reset`, { method: "POST" }));

/** Walks the dialog like a browser that clicks "Authorize", and returns the callback query. */
async function authorize(state: string, account?: string): Promise<Record<string, string>> {
  const url = new URL(client.buildAuthorizeUrl({ redirectUri: REDIRECT, state }));
  url.searchParams.set("sim_auto", "1");
  if (account) url.searchParams.set("sim_account", account);
  const response = await fetch(url, { redirect: "manual" });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
  return Object.fromEntries(location.searchParams);
}

async function connect() {
  const state = createOAuthState();
  const callback = parseInstagramCallback(await authorize(state));
  if (!callback.ok) throw new Error(callback.error);
  const token = await client.exchangeCode({ code: callback.code, redirectUri: REDIRECT });
  return client.resolveAccount({ userAccessToken: token.accessToken });
}

const fault = (body: object) =>
  fetch(`${sim.url}/_sim/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const traffic = async (body: object) => {
  const response = await fetch(`${sim.url}/_sim/traffic`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (
    (await response.json()) as {
      events: { platform_message_id: string; sender: { platform_id: string }; post_id: string }[];
    }
  ).events;
};
const records = async () =>
  (await (await fetch(`${sim.url}/_sim/records`)).json()) as {
    kind: string;
    target_id: string;
    text: string;
  }[];

describe("Instagram OAuth against the simulator", () => {
  it("connects the brand's professional account and returns its username and followers", async () => {
    const account = await connect();
    expect(account.username).toBe("aurellebeauty");
    expect(account.followersCount).toBeGreaterThan(0);
    expect(account.pageAccessToken).toMatch(/^sim\./);
  });

  it("echoes the state so a wrong one is caught, and refuses a code used twice", async () => {
    const state = createOAuthState();
    const callback = parseInstagramCallback(await authorize(state));
    if (!callback.ok) throw new Error("expected a code");
    expect(oauthStatesMatch(state, callback.state)).toBe(true);
    expect(oauthStatesMatch(createOAuthState(), callback.state)).toBe(false);
    await client.exchangeCode({ code: callback.code, redirectUri: REDIRECT });
    await expect(client.exchangeCode({ code: callback.code, redirectUri: REDIRECT })).rejects.toBeInstanceOf(
      PlatformRequestError,
    );
  });

  it("refuses a code exchanged with another redirect URI", async () => {
    const callback = parseInstagramCallback(await authorize("s"));
    if (!callback.ok) throw new Error("expected a code");
    await expect(
      client.exchangeCode({ code: callback.code, redirectUri: `${REDIRECT}/other` }),
    ).rejects.toThrow(/redirect_uri/);
  });

  it.each([
    ["no_pages", INSTAGRAM_CONNECT_ERRORS.noPages],
    ["no_business_account", INSTAGRAM_CONNECT_ERRORS.noBusinessAccount],
  ])("maps the %s login to the spec's %s return code", async (account, code) => {
    const callback = parseInstagramCallback(await authorize("s", account));
    if (!callback.ok) throw new Error("expected a code");
    const token = await client.exchangeCode({ code: callback.code, redirectUri: REDIRECT });
    const error = await client
      .resolveAccount({ userAccessToken: token.accessToken })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InstagramConnectError);
    expect((error as InstagramConnectError).code).toBe(code);
  });

  it("reads a denial from the dialog as an error", () => {
    expect(
      parseInstagramCallback({ error: "access_denied", error_reason: "user_denied", state: "s" }),
    ).toMatchObject({ ok: false, error: "access_denied" });
  });
});

describe("Instagram API calls", () => {
  it("replies to a comment, sends a private reply and a DM, and the simulator records all three", async () => {
    const account = await connect();
    const auth = { accessToken: account.pageAccessToken, pageId: account.pageId };
    const [comment] = await traffic({ kind: "instagram_comment" });
    const [dm] = await traffic({ kind: "instagram_dm" });
    if (!comment || !dm) throw new Error("no traffic");
    await client.replyToComment({
      accessToken: auth.accessToken,
      commentId: comment.platform_message_id,
      message: "Thank you! 💕",
    });
    await client.sendPrivateReply({
      ...auth,
      commentId: comment.platform_message_id,
      text: "Sent you the details",
    });
    const sent = await client.sendDirectMessage({
      ...auth,
      recipientId: dm.sender.platform_id,
      text: "Happy to help!",
    });
    expect(sent.messageId).toBeTruthy();
    expect((await records()).map((r) => r.kind)).toEqual(["comment_reply", "private_reply", "dm"]);
  });

  it("reads a comment's like_count, and a deleted comment is a request error", async () => {
    const account = await connect();
    const [comment] = await traffic({ kind: "instagram_comment" });
    if (!comment) throw new Error("no traffic");
    const read = () =>
      client.getCommentLikeCount({
        accessToken: account.pageAccessToken,
        commentId: comment.platform_message_id,
      });
    expect(await read()).toBe(0);
    await fetch(`${sim.url}/_sim/instagram/comments/${comment.platform_message_id}/likes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ count: 9 }),
    });
    expect(await read()).toBe(9);
    await fetch(`${sim.url}/_sim/instagram/comments/${comment.platform_message_id}/delete`, {
      method: "POST",
    });
    await expect(read()).rejects.toBeInstanceOf(PlatformRequestError);
  });

  it("turns a DM outside the 24-hour window into InstagramMessagingWindowError", async () => {
    const account = await connect();
    const [old] = await traffic({ kind: "instagram_dm", ageSeconds: 2 * 86_400 });
    if (!old) throw new Error("no traffic");
    const send = client.sendDirectMessage({
      accessToken: account.pageAccessToken,
      pageId: account.pageId,
      recipientId: old.sender.platform_id,
      text: "Sorry for the wait",
    });
    await expect(send).rejects.toBeInstanceOf(InstagramMessagingWindowError);
    await expect(
      client.sendDirectMessage({
        accessToken: account.pageAccessToken,
        pageId: account.pageId,
        recipientId: old.sender.platform_id,
        text: "A human reply",
        humanAgent: true,
      }),
    ).resolves.toMatchObject({ recipientId: old.sender.platform_id });
  });

  it("hydrates a mention into a message", async () => {
    const account = await connect();
    const [mention] = await traffic({ kind: "instagram_mention" });
    if (!mention) throw new Error("no traffic");
    const isComment = mention.platform_message_id !== mention.post_id;
    const message = isComment
      ? await client.getMentionedComment({
          accessToken: account.pageAccessToken,
          igUserId: account.igUserId,
          commentId: mention.platform_message_id,
        })
      : await client.getMentionedMedia({
          accessToken: account.pageAccessToken,
          igUserId: account.igUserId,
          mediaId: mention.post_id,
        });
    expect(message).toMatchObject({
      platform: "instagram",
      message_type: "mention",
      platform_message_id: mention.platform_message_id,
    });
    expect(message.content).toContain("@aurellebeauty");
  });
});

describe("Instagram faults become typed errors", () => {
  it("429 carries the retry-after seconds; 5xx is retryable", async () => {
    const account = await connect();
    const call = () =>
      client.getAccount({ accessToken: account.pageAccessToken, igUserId: account.igUserId });
    await fault({ platform: "instagram", kind: "429", retryAfterSeconds: 7 });
    const limited = await call().catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(PlatformRateLimitError);
    expect((limited as PlatformRateLimitError).retryAfterSeconds).toBe(7);
    await fault({ platform: "instagram", kind: "5xx" });
    const server = await call().catch((e: unknown) => e);
    expect(server).toBeInstanceOf(PlatformServerError);
    expect((server as PlatformServerError).retryable).toBe(true);
    await expect(call()).resolves.toMatchObject({ username: "aurellebeauty" });
  });

  it("expired and revoked tokens are auth errors with their reason", async () => {
    const account = await connect();
    const call = () =>
      client.getAccount({ accessToken: account.pageAccessToken, igUserId: account.igUserId });
    await fault({ platform: "instagram", kind: "expired_token" });
    await expect(call()).rejects.toMatchObject({ reason: "expired", retryable: false });
    await fault({ platform: "instagram", kind: "revoked" });
    await expect(call()).rejects.toBeInstanceOf(PlatformAuthError);
    await expect(
      client.getAccount({ accessToken: "forged", igUserId: account.igUserId }),
    ).rejects.toMatchObject({ reason: "invalid" });
  });

  it("a platform that does not answer in time is a timeout", async () => {
    const account = await connect();
    await fault({ platform: "instagram", kind: "timeout", path: "/messages" });
    const [dm] = await traffic({ kind: "instagram_dm" });
    const send = client.sendDirectMessage({
      accessToken: account.pageAccessToken,
      pageId: account.pageId,
      recipientId: dm?.sender.platform_id ?? "",
      text: "hi",
    });
    await expect(send).rejects.toBeInstanceOf(PlatformTimeoutError);
  });
});
