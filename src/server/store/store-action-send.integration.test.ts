import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SimRecord } from "../../../sim/sim-records";
import { conversationResponses, messages } from "../db/inbox.schema";
import { storeActions } from "../db/sell.schema";
import {
  connectInstagram,
  connectShopify,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";

/** A code made from the store panel, sent later from the panel's list (decision 048). */
let kit: Kit;
let admin: { teamId: string; cookie: string };
let threadId: string;
let dmId: string;
const shop = "send-later.myshopify.com";

const sendPath = (actionId: string, thread = threadId) =>
  `/api/inbox/threads/${thread}/store/actions/${actionId}/send`;
const sendLater = (actionId: string, cookie = admin.cookie, messageId = dmId, thread = threadId) =>
  kit.t.call("POST", sendPath(actionId, thread), { messageId }, cookie);
const dmTexts = async () =>
  (await simCall<SimRecord[]>(kit.sim, "GET", "/_sim/records"))
    .filter((r) => r.kind === "dm")
    .map((r) => r.text);
const makeCode = async (percentage: number) => {
  const res = await kit.t.call(
    "POST",
    `/api/inbox/threads/${threadId}/store/discount`,
    { percentage },
    admin.cookie,
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { message: string; actionId: string };
};

/** A DM from a new simulated person, as stored: its own conversation. */
const newDm = async () => {
  const { events } = await simCall<{ events: { platform_message_id: string }[] }>(
    kit.sim,
    "POST",
    "/_sim/traffic",
    {
      kind: "instagram_dm",
    },
  );
  const [dm] = await kit.t.db
    .select({ id: messages.id, threadId: messages.threadId })
    .from(messages)
    .where(
      and(eq(messages.teamId, admin.teamId), eq(messages.platformMessageId, events[0]!.platform_message_id)),
    );
  return dm!;
};

beforeAll(async () => {
  kit = await startKit();
  admin = await signedInPerson(kit, "send-later@store.test");
  await connectInstagram(kit, admin.cookie);
  await connectShopify(kit, admin.cookie, shop);
  const { order } = await simCall<{ order: { email: string } }>(kit.sim, "POST", "/_sim/shopify/orders", {
    shop,
  });
  const dm = await newDm();
  dmId = dm!.id;
  threadId = dm!.threadId!;
  const linked = await kit.t.call(
    "PUT",
    `/api/inbox/threads/${threadId}/store/customer`,
    { customer: order.email },
    admin.cookie,
  );
  expect(linked.statusCode).toBe(200);
}, 60_000);
afterAll(async () => kit.close());

describe("sending a store action's code later", () => {
  it("sends it once as the person's reply, lists it sent, and refuses a second send", async () => {
    const code = await makeCode(10);
    const sent = await sendLater(code.actionId);
    expect(sent.statusCode).toBe(200);
    expect((await dmTexts()).filter((t) => t === code.message)).toHaveLength(1);
    const [reply] = await kit.t.db
      .select({ content: conversationResponses.content, type: conversationResponses.responseType })
      .from(conversationResponses)
      .where(eq(conversationResponses.parentMessageId, dmId));
    expect(reply).toEqual({ content: code.message, type: "manual" });
    const row = (await kit.t.call("GET", `/api/inbox/threads/${threadId}/store`, undefined, admin.cookie))
      .json()
      .actions.find((a: { id: string }) => a.id === code.actionId);
    expect(row).toMatchObject({ message: code.message, messageSentAt: sent.json().sentAt });

    const again = await sendLater(code.actionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("This was already sent in the conversation.");
    expect((await dmTexts()).filter((t) => t === code.message)).toHaveLength(1);
  });

  it("keeps a code offered when the platform refuses the send, and sends it on the next try", async () => {
    const code = await makeCode(8);
    await simCall(kit.sim, "POST", "/_sim/faults", {
      platform: "instagram",
      kind: "5xx",
      count: 10,
      path: "/messages",
    });
    const down = await sendLater(code.actionId);
    expect(down.statusCode).toBe(502);
    await simCall(kit.sim, "DELETE", "/_sim/faults");
    const [row] = await kit.t.db
      .select({ sentAt: storeActions.messageSentAt })
      .from(storeActions)
      .where(eq(storeActions.id, code.actionId));
    expect(row!.sentAt).toBeNull();
    expect((await sendLater(code.actionId)).statusCode).toBe(200);
    expect(await dmTexts()).toContain(code.message);
  });

  it("refuses an expired code, an action that made nothing, and a message of another conversation", async () => {
    const code = await makeCode(7);
    await kit.t.db
      .update(storeActions)
      .set({ messageExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(storeActions.id, code.actionId));
    const expired = await sendLater(code.actionId);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe("This discount code has expired: create a new one.");

    const [failed] = await kit.t.db
      .insert(storeActions)
      .values({ teamId: admin.teamId, threadId, action: "discount", summary: "refused", outcome: "failed" })
      .returning({ id: storeActions.id });
    expect((await sendLater(failed!.id)).statusCode).toBe(409);

    const fresh = await makeCode(6);
    const elsewhere = await newDm();
    expect(elsewhere!.threadId).not.toBe(threadId);
    const wrong = await sendLater(fresh.actionId, admin.cookie, elsewhere!.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("This message is not part of this conversation.");
    // An action is sent only in its own conversation.
    expect(
      (await sendLater(fresh.actionId, admin.cookie, elsewhere!.id, elsewhere!.threadId!)).statusCode,
    ).toBe(404);
    expect(await dmTexts()).not.toContain(fresh.message);
  });

  it("lets a member send a code (a reply is every member's), and never another team", async () => {
    const code = await makeCode(9);
    const other = await signedInPerson(kit, "send-later-other@store.test");
    expect((await sendLater(code.actionId, other.cookie)).statusCode).toBe(404);
    expect(await dmTexts()).not.toContain(code.message);
    const [row] = await kit.t.db
      .select({ sentAt: storeActions.messageSentAt })
      .from(storeActions)
      .where(eq(storeActions.id, code.actionId));
    expect(row!.sentAt).toBeNull();

    const member = await kit.t.createPerson({
      email: "send-later-member@store.test",
      teamId: admin.teamId,
      role: "member",
    });
    const memberCookie = await kit.t.signIn(member.email, member.password);
    expect((await sendLater(code.actionId, memberCookie)).statusCode).toBe(200);
    expect(await dmTexts()).toContain(code.message);
  });
});
