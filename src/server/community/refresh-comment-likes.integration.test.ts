import { DEFAULT_COMMUNITY_SETTINGS } from "@shared/community/community-settings.schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityInteractions, communityMembers } from "../db/community.schema";
import { messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { ingestMessage } from "../ingestion/ingest-message";
import {
  connectInstagram,
  connectTikTok,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";
import { pollTikTokComments } from "../integrations/poll-tiktok-comments";
import { refreshCommentLikes } from "./refresh-comment-likes";

type SimEvent = { platform_message_id: string };

let kit: Kit;
let owner: { teamId: string; cookie: string };
let other: { teamId: string; cookie: string };
let igComment: { messageId: string; commentId: string };
let ttComment: { messageId: string; commentId: string };
let otherIntegrationId: string;
let otherMessageId: string;

const traffic = async (kind: string) =>
  (await simCall<{ events: SimEvent[] }>(kit.sim, "POST", "/_sim/traffic", { kind })).events[0]!;
const setLikes = (platform: string, commentId: string, count: number) =>
  simCall(kit.sim, "POST", `/_sim/${platform}/comments/${commentId}/likes`, { count });
/** The member counting a stored message, with the figures the community table shows. */
const memberOf = async (teamId: string, messageId: string) => {
  const [row] = await kit.t.db
    .select({
      id: communityMembers.id,
      likeCount: communityInteractions.likeCount,
      likesReceived: communityMembers.likesReceived,
      emv: communityMembers.emv,
      virality: communityMembers.virality,
    })
    .from(communityInteractions)
    .innerJoin(communityMembers, eq(communityMembers.id, communityInteractions.memberId))
    .where(and(eq(communityInteractions.teamId, teamId), eq(communityInteractions.refId, messageId)));
  return { ...row!, emv: Number(row!.emv) };
};
const storedMessage = (platformId: string) =>
  eventually(async () => {
    const [stored] = await kit.t.db.select().from(messages).where(eq(messages.platformMessageId, platformId));
    if (!stored) throw new Error("not stored yet");
    return stored;
  });

beforeAll(async () => {
  kit = await startKit();
  owner = await signedInPerson(kit, "owner@likes.test");
  other = await signedInPerson(kit, "other@likes.test");
  await connectInstagram(kit, owner.cookie);
  const tiktok = await connectTikTok(kit, owner.cookie);
  // A like is worth 0.25 to this team (the default is 0.10).
  const saved = await kit.t.call(
    "PUT",
    "/api/community/settings",
    { ...DEFAULT_COMMUNITY_SETTINGS, valuePerLike: 0.25 },
    owner.cookie,
  );
  expect(saved.statusCode).toBe(200);

  const ig = await traffic("instagram_comment");
  igComment = {
    messageId: (await storedMessage(ig.platform_message_id)).id,
    commentId: ig.platform_message_id,
  };
  const tt = await traffic("tiktok_comment");
  await pollTikTokComments(kit.t.deps, { integrationId: tiktok.integration.id, teamId: owner.teamId });
  ttComment = {
    messageId: (await storedMessage(tt.platform_message_id)).id,
    commentId: tt.platform_message_id,
  };

  // Another team's Instagram account holds the same comment id, with a token Instagram refuses.
  const [row] = await kit.t.db
    .insert(integrations)
    .values({
      teamId: other.teamId,
      platform: "instagram",
      status: "connected",
      platformAccountId: "ig-other-team",
      platformUsername: "other_brand",
      accessTokenEncrypted: kit.t.deps.integrations.cipher.encrypt({ token: "not-a-graph-token" }),
    })
    .returning({ id: integrations.id });
  otherIntegrationId = row!.id;
  const stored = await ingestMessage(
    kit.t.deps,
    { integrationId: otherIntegrationId, teamId: other.teamId },
    {
      platform: "instagram",
      platform_message_id: igComment.commentId,
      message_type: "comment",
      content: "same id, other team",
      sender_username: "someone.else",
      sender_platform_id: "ig-someone-else",
      account_platform_id: "ig-other-team",
      received_at: new Date(),
    },
  );
  otherMessageId = stored.messageId!;
});
afterAll(() => kit?.close());

describe("refreshing the likes of recent comments", () => {
  it("stores the counts the platforms give and adds the configured value per like to the member's EMV", async () => {
    const igBefore = await memberOf(owner.teamId, igComment.messageId);
    const ttBefore = await memberOf(owner.teamId, ttComment.messageId);
    const otherBefore = await memberOf(other.teamId, otherMessageId);
    expect(igBefore).toMatchObject({ likeCount: null, likesReceived: 0 });
    await setLikes("instagram", igComment.commentId, 12);
    await setLikes("tiktok", ttComment.commentId, 7);

    const outcomes = await refreshCommentLikes(kit.t.deps);

    const ig = await memberOf(owner.teamId, igComment.messageId);
    expect(ig).toMatchObject({ likeCount: 12, likesReceived: 12 });
    expect(ig.emv).toBeCloseTo(igBefore.emv + 12 * 0.25, 2);
    expect(ig.virality).toBeGreaterThan(igBefore.virality);
    const tt = await memberOf(owner.teamId, ttComment.messageId);
    expect(tt).toMatchObject({ likeCount: 7, likesReceived: 7 });
    expect(tt.emv).toBeCloseTo(ttBefore.emv + 7 * 0.25, 2);

    // The other team's comment (same platform id) is untouched; its refused token is recorded, not fatal.
    expect(await memberOf(other.teamId, otherMessageId)).toEqual(otherBefore);
    const asked = await kit.t.db
      .select({ teamId: communityInteractions.teamId, at: communityInteractions.likesReadAt })
      .from(communityInteractions)
      .where(eq(communityInteractions.kind, "comment"));
    expect(asked.filter((r) => r.teamId === owner.teamId).every((r) => r.at !== null)).toBe(true);
    expect(asked.filter((r) => r.teamId === other.teamId).map((r) => r.at)).toEqual([null]);
    const skipped = outcomes.find((o) => o.integrationId === otherIntegrationId);
    expect(skipped?.skipped).toMatch(/token refused/);
    const [account] = await kit.t.db
      .select({ status: integrations.status, settings: integrations.settings })
      .from(integrations)
      .where(eq(integrations.id, otherIntegrationId));
    expect(account!.status).toBe("error");
    expect(account!.settings.likesRefresh).toMatchObject({
      read: 0,
      skipped: expect.stringMatching(/token/),
    });
  });

  it("does not count the same likes twice, and counts only the difference when they change", async () => {
    const first = await memberOf(owner.teamId, igComment.messageId);
    await refreshCommentLikes(kit.t.deps);
    expect(await memberOf(owner.teamId, igComment.messageId)).toEqual(first);

    await setLikes("instagram", igComment.commentId, 15);
    await refreshCommentLikes(kit.t.deps);
    const after = await memberOf(owner.teamId, igComment.messageId);
    expect(after).toMatchObject({ likeCount: 15, likesReceived: 15 });
    expect(after.emv).toBeCloseTo(first.emv + 3 * 0.25, 2);
  });

  it("leaves comments older than the window alone", async () => {
    await setLikes("instagram", igComment.commentId, 40);
    const before = await memberOf(owner.teamId, igComment.messageId);
    const outcomes = await refreshCommentLikes(
      { ...kit.t.deps, now: () => new Date(Date.now() + 8 * 86_400_000) },
      { days: 7 },
    );
    expect(outcomes.filter((o) => o.teamId === owner.teamId).map((o) => o.read)).toEqual([0, 0]);
    expect(await memberOf(owner.teamId, igComment.messageId)).toEqual(before);
  });

  it("skips a throttled account with the reason recorded, and still refreshes the others", async () => {
    const ig = await memberOf(owner.teamId, igComment.messageId);
    await setLikes("instagram", igComment.commentId, 20);
    await setLikes("tiktok", ttComment.commentId, 9);
    await simCall(kit.sim, "POST", "/_sim/faults", {
      platform: "instagram",
      kind: "429",
      retryAfterSeconds: 60,
    });
    const outcomes = await refreshCommentLikes(kit.t.deps);
    const mine = outcomes.filter((o) => o.teamId === owner.teamId);
    expect(mine.find((o) => o.platform === "instagram")?.skipped).toMatch(
      /rate limited \(retry after 60 s\)/,
    );
    expect(mine.find((o) => o.platform === "tiktok")).toMatchObject({ read: 1, changed: 1, skipped: null });
    expect(await memberOf(owner.teamId, igComment.messageId)).toEqual(ig);
    expect((await memberOf(owner.teamId, ttComment.messageId)).likesReceived).toBe(9);
    // The next run reads both again (Instagram no longer throttled).
    await setLikes("tiktok", ttComment.commentId, 7);
    await refreshCommentLikes(kit.t.deps);
    expect((await memberOf(owner.teamId, ttComment.messageId)).likesReceived).toBe(7);
    expect((await memberOf(owner.teamId, igComment.messageId)).likesReceived).toBe(20);
  });

  it("keeps the likes with the comments through a merge and its undo", async () => {
    const ig = await memberOf(owner.teamId, igComment.messageId);
    const tt = await memberOf(owner.teamId, ttComment.messageId);
    const merged = await kit.t.call(
      "POST",
      "/api/community/merges",
      { keepId: ig.id, otherId: tt.id },
      owner.cookie,
    );
    expect(merged.statusCode).toBe(200);
    expect((await memberOf(owner.teamId, ttComment.messageId)).likesReceived).toBe(20 + 7);
    const { mergeId } = merged.json() as { mergeId: string };
    const undone = await kit.t.call("POST", `/api/community/merges/${mergeId}/undo`, undefined, owner.cookie);
    expect(undone.statusCode).toBe(200);
    expect(await memberOf(owner.teamId, igComment.messageId)).toMatchObject({
      likesReceived: 20,
      emv: ig.emv,
    });
    expect(await memberOf(owner.teamId, ttComment.messageId)).toMatchObject({
      likesReceived: 7,
      emv: tt.emv,
    });
  });
});
