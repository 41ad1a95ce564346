import { buildSimulator, type Simulator } from "@sim/simulator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOAuthState, oauthStatesMatch } from "../oauth-state";
import {
  PlatformAuthError,
  PlatformRateLimitError,
  PlatformRequestError,
  PlatformServerError,
} from "../platform-errors";
import { parsePlatformsConfig } from "../platforms.config";
import { createTikTokClient } from "./tiktok-client";
import { parseTikTokCallback, type TikTokTokens } from "./tiktok-oauth";

const REDIRECT = "http://lunara.test/tiktok/callback";
let sim: Simulator;
let clock = new Date("2026-03-01T10:00:00Z");
let client: ReturnType<typeof createTikTokClient>;

beforeAll(async () => {
  sim = await buildSimulator({ port: 0, seed: 3, now: () => clock, tiktokAccessTokenTtlSeconds: 3600 });
  client = createTikTokClient(parsePlatformsConfig({ SIM_URL: sim.url }).tiktok);
});
afterAll(() => sim.close());
beforeEach(async () => {
  clock = new Date("2026-03-01T10:00:00Z");
  await fetch(`${sim.url}/_sim/reset`, { method: "POST" });
});

async function authorize(state: string) {
  const url = new URL(client.buildAuthorizeUrl({ redirectUri: REDIRECT, state }));
  url.searchParams.set("sim_auto", "1");
  const response = await fetch(url, { redirect: "manual" });
  return parseTikTokCallback(
    Object.fromEntries(new URL(response.headers.get("location") ?? "").searchParams),
  );
}

async function connect(): Promise<TikTokTokens> {
  const callback = await authorize(createOAuthState());
  if (!callback.ok) throw new Error(callback.error);
  return client.exchangeCode({ code: callback.code, redirectUri: REDIRECT });
}

const traffic = (body: object) =>
  fetch(`${sim.url}/_sim/traffic`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const fault = (body: object) =>
  fetch(`${sim.url}/_sim/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("TikTok OAuth", () => {
  it("round-trips the state and exchanges the code for tokens with an expiry", async () => {
    const state = createOAuthState();
    const callback = await authorize(state);
    if (!callback.ok) throw new Error(callback.error);
    expect(oauthStatesMatch(state, callback.state)).toBe(true);
    const tokens = await client.exchangeCode({ code: callback.code, redirectUri: REDIRECT });
    expect(tokens.openId).toBeTruthy();
    expect(tokens.scopes).toContain("comment.list");
    expect(tokens.accessTokenExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    await expect(client.exchangeCode({ code: callback.code, redirectUri: REDIRECT })).rejects.toBeInstanceOf(
      PlatformRequestError,
    );
  });

  it("uses the account, then refreshes an expired access token", async () => {
    const tokens = await connect();
    const auth = { accessToken: tokens.accessToken, businessId: tokens.openId };
    expect(await client.getAccount(auth)).toMatchObject({ username: "aurelle.beauty" });
    clock = new Date(clock.getTime() + 3601_000);
    await expect(client.getAccount(auth)).rejects.toMatchObject({ reason: "expired" });
    const fresh = await client.refreshToken({ refreshToken: tokens.refreshToken });
    await expect(client.getAccount({ ...auth, accessToken: fresh.accessToken })).resolves.toMatchObject({
      username: "aurelle.beauty",
    });
  });

  it("reads a denied authorization as an error", () => {
    expect(parseTikTokCallback({ error: "access_denied", state: "x" })).toMatchObject({
      ok: false,
      error: "access_denied",
    });
    expect(parseTikTokCallback({ state: "x" })).toMatchObject({ ok: false, error: "missing_code" });
  });
});

describe("TikTok comments", () => {
  it("polls new comments since a watermark, page by page, and replies to one", async () => {
    const tokens = await connect();
    const auth = { accessToken: tokens.accessToken, businessId: tokens.openId };
    const since = Math.floor(clock.getTime() / 1000);
    await traffic({ kind: "tiktok_comment", count: 12 });
    const first = await client.fetchCommentsSince({ ...auth, sinceCreateTime: since });
    expect(first.messages).toHaveLength(12);
    expect(first.messages[0]).toMatchObject({ platform: "tiktok", account_platform_id: tokens.openId });
    // Each comment carries its video's caption: what "price?" under it asks about.
    const videoOf = (id?: string) => sim.context.tiktok.videos.find((v) => v.item_id === id);
    expect(first.messages[0]?.post_caption).toBe(videoOf(first.messages[0]?.post_platform_id)?.caption);
    expect(first.watermark).toBe(since);

    const video = first.messages[0]?.post_platform_id ?? "";
    const all = sim.context.tiktok.comments.filter((c) => c.video_id === video).length;
    let cursor: number | undefined;
    let seen = 0;
    for (;;) {
      const page = await client.listComments({ ...auth, videoId: video, maxCount: 1, cursor });
      seen += page.comments.length;
      if (!page.hasMore || page.cursor === null) break;
      cursor = page.cursor;
    }
    expect(seen).toBe(all);

    clock = new Date(clock.getTime() + 60_000);
    await traffic({ kind: "tiktok_comment", count: 2 });
    const next = await client.fetchCommentsSince({ ...auth, sinceCreateTime: since + 1 });
    expect(next.messages).toHaveLength(2);

    const target = next.messages[0];
    if (!target?.post_platform_id) throw new Error("no comment");
    await client.replyToComment({
      ...auth,
      videoId: target.post_platform_id,
      commentId: target.platform_message_id,
      text: "Thank you 💕",
    });
    const records = (await (await fetch(`${sim.url}/_sim/records?platform=tiktok`)).json()) as {
      target_id: string;
    }[];
    expect(records.map((r) => r.target_id)).toEqual([target.platform_message_id]);
    const afterReply = await client.fetchCommentsSince({ ...auth, sinceCreateTime: since + 1 });
    expect(afterReply.messages).toHaveLength(2);
  });

  it("reads the likes of chosen comments of a video, 30 ids at most", async () => {
    const tokens = await connect();
    const auth = { accessToken: tokens.accessToken, businessId: tokens.openId };
    await traffic({ kind: "tiktok_comment", count: 4 });
    const [a, b, c] = sim.context.tiktok.comments;
    if (!a || !b || !c) throw new Error("no comments");
    b.video_id = a.video_id;
    c.video_id = a.video_id;
    a.likes = 3;
    b.likes = 11;
    const likes = await client.getCommentLikes({
      ...auth,
      videoId: a.video_id,
      commentIds: [a.comment_id, b.comment_id, "74-deleted"],
    });
    expect([...likes.entries()].sort()).toEqual(
      [
        [a.comment_id, 3],
        [b.comment_id, 11],
      ].sort(),
    );
    await expect(
      client.getCommentLikes({
        ...auth,
        videoId: a.video_id,
        commentIds: Array.from({ length: 31 }, String),
      }),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it("refuses a reply longer than 150 characters before calling TikTok", async () => {
    const tokens = await connect();
    await expect(
      client.replyToComment({
        accessToken: tokens.accessToken,
        businessId: tokens.openId,
        videoId: "v",
        commentId: "c",
        text: "x".repeat(151),
      }),
    ).rejects.toBeInstanceOf(RangeError);
  });

  it("surfaces 429 with retry-after, 5xx and revoked authorisation as typed errors", async () => {
    const tokens = await connect();
    const call = () => client.getAccount({ accessToken: tokens.accessToken, businessId: tokens.openId });
    await fault({ platform: "tiktok", kind: "429", retryAfterSeconds: 5 });
    await expect(call()).rejects.toMatchObject({ constructor: PlatformRateLimitError, retryAfterSeconds: 5 });
    await fault({ platform: "tiktok", kind: "5xx" });
    await expect(call()).rejects.toBeInstanceOf(PlatformServerError);
    await fault({ platform: "tiktok", kind: "revoked" });
    await expect(call()).rejects.toMatchObject({ constructor: PlatformAuthError, reason: "revoked" });
    await expect(call()).resolves.toBeTruthy();
  });
});
