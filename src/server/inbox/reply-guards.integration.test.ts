import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../db/attribution.schema";
import { conversationResponses, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { sendReply } from "./inbox-fixtures.test-helper";

let t: TestApp;
let admin: { teamId: string; email: string; password: string };
let cookie: string;
let integrationId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createPerson({ email: "guards@reply.test" });
  cookie = await t.signIn(admin.email, admin.password);
  const [integration] = await t.db
    .insert(integrations)
    .values({
      teamId: admin.teamId,
      platform: "instagram",
      platformAccountId: "ig-guards",
      accessTokenEncrypted: "x",
    })
    .returning({ id: integrations.id });
  integrationId = integration!.id;
});
afterAll(async () => t.close());

let n = 0;
async function message(over: Partial<typeof messages.$inferInsert> = {}) {
  n++;
  const [row] = await t.db
    .insert(messages)
    .values({
      teamId: admin.teamId,
      integrationId,
      platform: "instagram",
      platformMessageId: `guard-${n}`,
      messageType: "comment",
      content: "Is this good for dry skin?",
      senderUsername: "ana",
      senderPlatformId: "ana-ig",
      receivedAt: new Date(),
      ...over,
    })
    .returning({ id: messages.id });
  return row!.id;
}

const send = (messageId: string, content: string, who = cookie) => sendReply(t, who, messageId, content);

describe("what the server refuses to send", () => {
  it("refuses any text still holding a template slot, before the platform is called", async () => {
    const id = await message();
    for (const text of [
      "Take a closer look: {{tracking_link}}",
      "Hi {first_name}!",
      "{{ product }} is back",
    ]) {
      const res = await send(id, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "TEMPLATE_SLOT" });
    }
    expect(await t.db.select().from(conversationResponses).where(eqParent(id))).toHaveLength(0);
  });

  it("refuses a reply over the platform's limit, a DM outside the 24-hour window and a hidden comment", async () => {
    const tooLong = await send(await message({ messageType: "dm" }), "a".repeat(1200));
    expect(tooLong.json()).toMatchObject({ code: "TOO_LONG" });
    const oldDm = await message({
      messageType: "dm",
      senderPlatformId: "quiet-ig",
      receivedAt: new Date(Date.now() - 25 * 3_600_000),
    });
    const window = await send(oldDm, "Hi!");
    expect(window.statusCode).toBe(409);
    expect(window.json().error).toMatch(/24 hours/);
    const hidden = await message({ hiddenAt: new Date() });
    expect((await send(hidden, "Hi!")).json()).toMatchObject({ code: "REPLY_HIDDEN" });
    const deleted = await message({ platformDeletedAt: new Date() });
    expect((await send(deleted, "Hi!")).json()).toMatchObject({ code: "REPLY_DELETED" });
  });
});

const eqParent = (id: string) => eq(conversationResponses.parentMessageId, id);

describe("saved replies", () => {
  it("are the team's to create, list, edit and delete, with clear errors", async () => {
    const created = await t.call(
      "POST",
      "/api/inbox/saved-replies",
      { title: "Order update", content: "Hi {first_name}, your order is {order_status}." },
      cookie,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().reply.id;
    const duplicate = await t.call(
      "POST",
      "/api/inbox/saved-replies",
      { title: "Order update", content: "x" },
      cookie,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(
      (await t.call("POST", "/api/inbox/saved-replies", { title: "", content: "x" }, cookie)).statusCode,
    ).toBe(400);
    const edited = await t.call(
      "PATCH",
      `/api/inbox/saved-replies/${id}`,
      { title: "Order status", content: "Hi {first_name}, your order is {order_status}." },
      cookie,
    );
    expect(edited.json().reply.title).toBe("Order status");

    const other = await t.createPerson({ email: "other@reply.test" });
    const otherCookie = await t.signIn(other.email, other.password);
    expect((await t.call("GET", "/api/inbox/saved-replies", undefined, otherCookie)).json().replies).toEqual(
      [],
    );
    expect(
      (await t.call("DELETE", `/api/inbox/saved-replies/${id}`, undefined, otherCookie)).statusCode,
    ).toBe(404);
    expect((await t.call("GET", "/api/inbox/saved-replies", undefined, cookie)).json().replies).toHaveLength(
      1,
    );
    expect((await t.call("DELETE", `/api/inbox/saved-replies/${id}`, undefined, cookie)).statusCode).toBe(
      200,
    );
  });

  it("fills {first_name} from the sender's lead and lists what nothing could fill", async () => {
    const id = await message({ senderPlatformId: "lea-ig", senderUsername: "lea" });
    await t.db.insert(leads).values({
      teamId: admin.teamId,
      instagramUsername: "lea",
      firstName: "Léa",
      socialPlatformIds: { instagram: "lea-ig" },
    });
    const res = await t.call(
      "POST",
      "/api/inbox/saved-replies/render",
      { message_id: id, content: "Hi {first_name}! Your order is {order_status}." },
      cookie,
    );
    expect(res.json()).toEqual({
      success: true,
      content: "Hi Léa! Your order is {order_status}.",
      missing: ["order_status"],
    });
  });
});
