import type { SimRecord } from "@sim/sim-records";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { DomainError } from "../http/errors";
import type { OutgoingReply } from "../platforms/platform-sender";
import {
  connectInstagram,
  connectShopify,
  connectTikTok,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "./integrations-test-kit.test-helper";
import { MESSAGING_WINDOW_CLOSED } from "./platform-senders";
import { pollTikTokComments } from "./poll-tiktok-comments";

type TrafficEvent = {
  platform_message_id: string;
  post_id: string | null;
  sender: { platform_id: string } | null;
};

let kit: Kit;
let team: { teamId: string; cookie: string };
let igId: string;
let ttId: string;
beforeAll(async () => {
  kit = await startKit();
  team = await signedInPerson(kit, "senders@brand.test");
  await connectInstagram(kit, team.cookie);
  ttId = (await connectTikTok(kit, team.cookie)).integration.id;
  const [ig] = await kit.t.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.teamId, team.teamId), eq(integrations.platform, "instagram")));
  igId = ig!.id;
});
afterAll(() => kit?.close());
beforeEach(async () => {
  await simCall(kit.sim, "DELETE", "/_sim/faults");
});

const traffic = async (body: object) =>
  (await simCall<{ events: TrafficEvent[] }>(kit.sim, "POST", "/_sim/traffic", body)).events[0]!;
const records = () => simCall<SimRecord[]>(kit.sim, "GET", "/_sim/records");
const fault = (body: object) => simCall(kit.sim, "POST", "/_sim/faults", body);
const igReply = (
  event: TrafficEvent,
  messageType: OutgoingReply["messageType"],
  content: string,
): OutgoingReply => ({
  platform: "instagram",
  messageType,
  platformMessageId: event.platform_message_id,
  senderPlatformId: event.sender!.platform_id,
  postPlatformId: event.post_id,
  content,
});
const send = async (integrationId: string, reply: OutgoingReply) =>
  (await kit.t.deps.senders.forIntegration(team.teamId, integrationId)).send(reply);

describe("platform senders", () => {
  it("answers an Instagram comment publicly and a DM privately; both appear in the simulator's record", async () => {
    const comment = await traffic({ kind: "instagram_comment" });
    const dm = await traffic({ kind: "instagram_dm" });
    const a = await send(igId, igReply(comment, "comment", "Thanks for asking! It is restocked."));
    const b = await send(igId, igReply(dm, "dm", "Happy to help with your order."));
    expect(a.platformResponseId).toBeTruthy();
    expect(b.platformResponseId).toBeTruthy();
    const sent = await records();
    expect(sent).toContainEqual(
      expect.objectContaining({
        kind: "comment_reply",
        target_id: comment.platform_message_id,
        text: "Thanks for asking! It is restocked.",
      }),
    );
    expect(sent).toContainEqual(
      expect.objectContaining({ kind: "dm", text: "Happy to help with your order." }),
    );
  });

  it("answers a TikTok comment polled into the inbox, with the video id from the message metadata", async () => {
    await traffic({ kind: "tiktok_comment" });
    await pollTikTokComments(kit.t.deps, { integrationId: ttId, teamId: team.teamId });
    const [stored] = await kit.t.db.select().from(messages).where(eq(messages.integrationId, ttId)).limit(1);
    await send(ttId, {
      platform: "tiktok",
      messageType: "comment",
      platformMessageId: stored!.platformMessageId,
      senderPlatformId: stored!.senderPlatformId,
      postPlatformId: String(stored!.metadata.post_platform_id),
      content: "We love this shade on you!",
    });
    expect(await records()).toContainEqual(
      expect.objectContaining({ kind: "tiktok_comment_reply", text: "We love this shade on you!" }),
    );
  });

  it("retries 5xx and 429 and then succeeds", async () => {
    const comment = await traffic({ kind: "instagram_comment" });
    await fault({ platform: "instagram", kind: "5xx", count: 2 });
    await send(igId, igReply(comment, "comment", "After two failures"));
    await fault({ platform: "instagram", kind: "429", count: 1, retryAfterSeconds: 1 });
    await send(igId, igReply(comment, "comment", "After a rate limit"));
    const texts = (await records()).map((r) => r.text);
    expect(texts).toContain("After two failures");
    expect(texts).toContain("After a rate limit");
  });

  it("after the last failure throws a 502 saying the platform is unavailable and sends nothing", async () => {
    const comment = await traffic({ kind: "instagram_comment" });
    await fault({ platform: "instagram", kind: "5xx", count: 10 });
    const error = await send(igId, igReply(comment, "comment", "Never sent")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      status: 502,
      code: "PLATFORM_UNAVAILABLE",
      message: "Instagram is temporarily unavailable. Try again in a few minutes.",
    });
    expect((await records()).map((r) => r.text)).not.toContain("Never sent");
  });

  it("after a rate limit longer than it waits, says how long the platform asked to wait", async () => {
    const comment = await traffic({ kind: "instagram_comment" });
    await fault({ platform: "instagram", kind: "429", count: 5, retryAfterSeconds: 30 });
    const error = await send(igId, igReply(comment, "comment", "Rate limited")).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      code: "PLATFORM_RATE_LIMITED",
      message: "Instagram is limiting how many replies can be sent right now. Try again in 30 seconds.",
    });
    expect((await records()).map((r) => r.text)).not.toContain("Rate limited");
  });

  it("says the 24-hour messaging window has closed for an old DM", async () => {
    const old = await traffic({ kind: "instagram_dm", ageSeconds: 2 * 86_400 });
    const error = await send(igId, igReply(old, "dm", "Too late")).catch((e: unknown) => e);
    expect((error as DomainError).message).toBe(MESSAGING_WINDOW_CLOSED);
  });

  it("refreshes an expired TikTok token and retries once", async () => {
    await traffic({ kind: "tiktok_comment" });
    await fault({ platform: "tiktok", kind: "expired_token", count: 1 });
    expect(
      (await pollTikTokComments(kit.t.deps, { integrationId: ttId, teamId: team.teamId })).stored,
    ).toBeGreaterThanOrEqual(1);
    const [row] = await kit.t.db.select().from(integrations).where(eq(integrations.id, ttId));
    expect(row!.status).toBe("connected");
  });

  it("marks the integration for reconnect when the token is revoked", async () => {
    const comment = await traffic({ kind: "instagram_comment" });
    await fault({ platform: "instagram", kind: "revoked", count: 1 });
    await expect(send(igId, igReply(comment, "comment", "Revoked"))).rejects.toMatchObject({
      status: 502,
      code: "RECONNECT_REQUIRED",
      message:
        "Instagram access was revoked. Reconnect Instagram in Integrations, then send the reply again.",
    });
    const [row] = await kit.t.db.select().from(integrations).where(eq(integrations.id, igId));
    expect(row).toMatchObject({ status: "error" });
    expect(row!.lastError).toMatch(/Reconnect/);
    const list = (await kit.t.call("GET", "/api/integrations", undefined, team.cookie)).json().integrations;
    expect(list.find((i: { id: string }) => i.id === igId).last_error).toMatch(/Reconnect/);
  });
});

describe("a reply sent from the inbox that the platform refuses", () => {
  it("answers in our words, naming the platform and what to do, never Meta's text", async () => {
    // The team's Instagram was marked for reconnect above; one account belongs to one team, so the
    // same team reconnects it rather than a second team connecting it.
    expect((await connectInstagram(kit, team.cookie)).searchParams.get("instagram")).toBe("connected");
    const dm = await traffic({ kind: "instagram_dm" });
    const [stored] = await kit.t.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.teamId, team.teamId), eq(messages.platformMessageId, dm.platform_message_id)));
    const reply = (content: string) =>
      kit.t.call(
        "POST",
        "/api/inbox/send-platform-response",
        { message_id: stored!.id, response_content: content, platform: "instagram", response_type: "manual" },
        team.cookie,
      );

    await fault({ platform: "instagram", kind: "5xx", count: 10, path: "/messages" });
    const down = await reply("While Meta is down");
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({
      error: "Instagram is temporarily unavailable. Try again in a few minutes.",
      code: "PLATFORM_UNAVAILABLE",
    });
    await simCall(kit.sim, "DELETE", "/_sim/faults");

    await fault({ platform: "instagram", kind: "revoked", count: 1, path: "/messages" });
    const revoked = await reply("After the app was removed");
    expect(revoked.statusCode).toBe(502);
    expect(revoked.json()).toMatchObject({
      error: "Instagram access was revoked. Reconnect Instagram in Integrations, then send the reply again.",
      code: "RECONNECT_REQUIRED",
    });
    expect(revoked.body).not.toContain("Error validating access token");
    const texts = (await records()).map((r) => r.text);
    expect(texts).not.toContain("While Meta is down");
    expect(texts).not.toContain("After the app was removed");
  });
});

describe("disconnect-and-erase", () => {
  it("deletes the integration and every row of its data in one call, and says what it erased", async () => {
    const other = await signedInPerson(kit, "erase@brand.test");
    // One Instagram account belongs to one team: the first team lets it go (its TikTok data stays).
    const [held] = await kit.t.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.teamId, team.teamId), eq(integrations.platform, "instagram")));
    expect(
      (await kit.t.call("DELETE", `/api/integrations/${held?.id}`, undefined, team.cookie)).statusCode,
    ).toBe(200);
    expect((await connectInstagram(kit, other.cookie)).searchParams.get("instagram")).toBe("connected");
    await connectShopify(kit, other.cookie, "erase-store");
    await kit.t.jobs.runDue();
    await traffic({ kind: "instagram_dm" });
    await traffic({ kind: "instagram_comment" });
    await kit.t.jobs.runDue();
    const list = (await kit.t.call("GET", "/api/integrations", undefined, other.cookie)).json()
      .integrations as { id: string; platform: string }[];
    for (const item of list) {
      const res = await kit.t.call("DELETE", `/api/integrations/${item.id}`, undefined, other.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      if (item.platform === "shopify")
        expect(res.json()).toMatchObject({ account: "erase-store.myshopify.com", erased: { products: 17 } });
      if (item.platform === "instagram") expect(res.json().erased.messages).toBeGreaterThanOrEqual(2);
    }
    // Every table that holds an integration_id, team_id or message_id: nothing of this team's integrations is left.
    const tables = (await kit.t.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name in ('integration_id', 'message_id')`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    for (const { table_name, column_name } of tables.rows) {
      const ids = list.map((i) => i.id);
      const column = sql.identifier(column_name);
      const rows = (await kit.t.db.execute(
        column_name === "integration_id"
          ? sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${column}::text in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`select count(*)::int as n from ${sql.identifier(table_name)} where team_id = ${other.teamId}`,
      )) as unknown as { rows: { n: number }[] };
      expect({ table_name, n: Number(rows.rows[0]?.n) }).toEqual({ table_name, n: 0 });
    }
    expect(
      (await kit.t.call("GET", "/api/integrations", undefined, other.cookie)).json().integrations,
    ).toEqual([]);
    // The other team's data is untouched.
    expect(
      (await kit.t.db.select().from(messages).where(eq(messages.teamId, team.teamId))).length,
    ).toBeGreaterThan(0);
  });
});
