import { LINKS_NOT_UNDOABLE, REPLY_NOT_UNDOABLE } from "@shared/assistants/assistants.constants";
import type { ActionPreview } from "@shared/assistants/assistants.schema";
import type { SimRecord } from "@sim/sim-records";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../db/sql-rows";
import {
  connectInstagram,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";
import { TEST_URL } from "../test/test-app";
import { INJECTION, seedIntegration, seedMessage } from "./assistants-seed.test-helper";
import { askAssistant } from "./assistants-team.test-helper";
import { LINKS_NOT_SENT } from "./embedded/answer-plan";
import { ADMIN_ONLY_TEXT } from "./preview-action";
import { runBulkAction } from "./run-bulk-action.job";

type Comment = { id: string; platformId: string; sender: string };

let kit: Kit;
let admin: { teamId: string; cookie: string };
let member: string;
let outsider: { teamId: string; cookie: string };
let shipping: { maya: Comment; lipOil: Comment; noProduct: Comment; answered: Comment };
let buyers: Comment[];
let otherTeamMessage: string;

const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(kit.t.db, query);
const ask = (question: string, cookie = admin.cookie) => askAssistant(kit.t, "lunara", question, cookie);
const post = (path: string, cookie = admin.cookie) => kit.t.call("POST", path, {}, cookie);
const repliesTo = async (platformId: string) =>
  (await simCall<SimRecord[]>(kit.sim, "GET", "/_sim/records")).filter(
    (r) => r.target_id === platformId && r.kind === "comment_reply",
  );

/** A comment from the simulator, stored by Lunara, with the intent the selection is made of. */
async function comment(text: string, intent: string, person?: string): Promise<Comment> {
  const { events } = await simCall<{
    events: { platform_message_id: string; sender: { username: string } }[];
  }>(kit.sim, "POST", "/_sim/traffic", { kind: "instagram_comment", text, ...(person ? { person } : {}) });
  const event = events[0]!;
  const [row] = await eventually(async () => {
    const found = await rows<{ id: string }>(
      sql`select id from messages where platform_message_id = ${event.platform_message_id}`,
    );
    if (found.length === 0) throw new Error("not stored yet");
    return found;
  });
  await kit.t.jobs.runDue();
  await kit.t.db.execute(sql`insert into message_ai_analysis (message_id, team_id, priority_score, sentiment_score,
      sentiment_classification, intent_classification, normalized_intent, confidence_score, recommended_action, recommended_team, urgency_level)
    values (${row!.id}, ${admin.teamId}, 50, 0, 'neutral', ${intent}, ${intent}, 0.9, 'human_review', 'cx', 'normal')
    on conflict (message_id) do update set normalized_intent = excluded.normalized_intent,
      intent_classification = excluded.intent_classification`);
  return { id: row!.id, platformId: event.platform_message_id, sender: event.sender.username };
}

beforeAll(async () => {
  kit = await startKit();
  admin = await signedInPerson(kit, "admin@outward.test");
  const m = await kit.t.createPerson({ email: "member@outward.test", teamId: admin.teamId, role: "member" });
  member = await kit.t.signIn(m.email, m.password);
  outsider = await signedInPerson(kit, "other@outward.test");
  await connectInstagram(kit, admin.cookie);
  const [store] = await rows<{ id: string }>(
    sql`insert into integrations (team_id, platform, platform_account_id, access_token_encrypted, shop_domain, status)
      values (${admin.teamId}, 'shopify', 'glow-shop', 'x', 'glow-shop.myshopify.com', 'connected') returning id`,
  );
  await kit.t.db.execute(sql`insert into products (team_id, integration_id, shopify_product_id, title, handle) values
    (${admin.teamId}, ${store!.id}, 'sp-1', 'Glow Serum', 'glow-serum'),
    (${admin.teamId}, ${store!.id}, 'sp-2', 'Lip Oil', 'lip-oil')`);

  const maya = await comment(`Where is my Glow Serum? ${INJECTION}`, "shipping_orders");
  await kit.t.db.execute(sql`insert into leads (team_id, instagram_username, first_name, social_platform_ids)
    select ${admin.teamId}, sender_username, 'Maya', jsonb_build_object('instagram', sender_platform_id)
    from messages where id = ${maya.id}`);
  const lipOil = await comment("When does the Lip Oil ship?", "shipping_orders");
  const noProduct = await comment("Has my order shipped yet?", "shipping_orders");
  const answered = await comment("Is the Glow Serum shipped?", "shipping_orders");
  await kit.t.db.execute(sql`update messages set status = 'responded' where id = ${answered.id}`);
  shipping = { maya, lipOil, noProduct, answered };

  const first = await comment("I want to buy the Glow Serum", "purchase_intent");
  buyers = [
    first,
    await comment("Is it in stock? I'll take two", "purchase_intent", first.sender),
    await comment("How do I order the serum?", "purchase_intent"),
  ];

  const otherIg = await seedIntegration(kit.t.db, outsider.teamId);
  otherTeamMessage = await seedMessage(kit.t.db, outsider.teamId, otherIg, {
    at: new Date().toISOString(),
    platform: "instagram",
    intent: "shipping_orders",
    sentiment: "neutral",
    content: "Where is my Glow Serum?",
  });
}, 120_000);
afterAll(() => kit?.close());

const REPLY =
  "Reply to today's shipping questions with: Hi {first_name}, your {product} ships within 2 days.";

describe("Lunara's bulk reply", () => {
  let preview: ActionPreview;

  it("previews one personalised reply per unanswered message of the team, and sends nothing", async () => {
    const { answer } = await ask(REPLY);
    preview = answer.preview!;
    expect(preview.kind).toBe("send_reply");
    expect(preview.count).toBe(3);
    expect(new Set(preview.sample.map((m) => m.id))).toEqual(
      new Set([shipping.maya.id, shipping.lipOil.id, shipping.noProduct.id]),
    );
    expect(preview.reply?.template).toBe("Hi {first_name}, your {product} ships within 2 days.");
    const example = (id: string) => preview.reply?.examples.find((e) => e.messageId === id);
    // The injection in Maya's message changes nothing: only her first name and the product are filled.
    expect(example(shipping.maya.id)?.text).toBe("Hi Maya, your Glow Serum ships within 2 days.");
    expect(example(shipping.lipOil.id)?.text).toBe(
      `Hi @${shipping.lipOil.sender}, your Lip Oil ships within 2 days.`,
    );
    expect(example(shipping.noProduct.id)).toMatchObject({
      text: null,
      skip: expect.stringContaining("{product}"),
    });
    expect(preview.undoable).toBe(false);
    expect(preview.notUndoable).toBe(REPLY_NOT_UNDOABLE);
    expect(preview.description).toContain("can't be undone");
    expect(preview.reply?.unfillable).toBe(1);
    expect(answer.text).toContain(
      "1 of them names none of your products, so it will not get a reply. Nothing changes until you confirm.",
    );
    for (const c of Object.values(shipping)) expect(await repliesTo(c.platformId)).toHaveLength(0);
  });

  it("sends exactly one reply per message once confirmed, as a job, and says which could not go out", async () => {
    expect((await post(`/api/assistants/actions/${preview.id}/confirm`, outsider.cookie)).statusCode).toBe(
      404,
    );
    const confirmed = await post(`/api/assistants/actions/${preview.id}/confirm`);
    expect(confirmed.json().action).toMatchObject({ status: "running", processed: 0 });
    expect(confirmed.json().action.confirmedBy).toBeTruthy();
    expect(await repliesTo(shipping.maya.platformId)).toHaveLength(0);
    await kit.t.jobs.runDue();
    const done = (
      await kit.t.call("GET", `/api/assistants/actions/${preview.id}`, undefined, admin.cookie)
    ).json().action as ActionPreview;
    expect(done).toMatchObject({ status: "done", processed: 3 });
    expect(done.outcome).toMatchObject({ succeeded: 2, failed: 1 });
    expect(done.outcome?.failures).toEqual([
      {
        messageId: shipping.noProduct.id,
        sender: shipping.noProduct.sender,
        reason: "The message names none of your products, so {product} can't be filled.",
      },
    ]);
    expect((await repliesTo(shipping.maya.platformId)).map((r) => r.text)).toEqual([
      "Hi Maya, your Glow Serum ships within 2 days.",
    ]);
    expect((await repliesTo(shipping.lipOil.platformId)).map((r) => r.text)).toEqual([
      `Hi @${shipping.lipOil.sender}, your Lip Oil ships within 2 days.`,
    ]);
    expect(await repliesTo(shipping.noProduct.platformId)).toHaveLength(0);
    expect(await repliesTo(shipping.answered.platformId)).toHaveLength(0);
    const recorded = await rows<{ n: number }>(
      sql`select count(*)::int as n from conversation_responses where parent_message_id = any(${sql.param([
        shipping.maya.id,
        shipping.lipOil.id,
        otherTeamMessage,
      ])}::uuid[])`,
    );
    expect(recorded[0]!.n).toBe(2);

    const again = await post(`/api/assistants/actions/${preview.id}/confirm`);
    expect(again.statusCode).toBe(409);
    await kit.t.jobs.runDue();
    expect(await repliesTo(shipping.maya.platformId)).toHaveLength(1);
    const undo = await post(`/api/assistants/actions/${preview.id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().error).toBe(REPLY_NOT_UNDOABLE);
  });

  it("resumes after a restart without sending a reply twice", async () => {
    // The state a crash leaves when replies went out but their outcomes were not yet recorded.
    await kit.t.db.execute(
      sql`update assistant_actions set status = 'running', processed = 0, previous = '{}' where id = ${preview.id}`,
    );
    await runBulkAction(kit.t.deps, { actionId: preview.id, teamId: admin.teamId });
    const resumed = (
      await kit.t.call("GET", `/api/assistants/actions/${preview.id}`, undefined, admin.cookie)
    ).json().action as ActionPreview;
    expect(resumed).toMatchObject({ status: "done", processed: 3, outcome: { succeeded: 2, failed: 1 } });
    expect(await repliesTo(shipping.maya.platformId)).toHaveLength(1);
    expect(await repliesTo(shipping.lipOil.platformId)).toHaveLength(1);
  });

  it("understands other phrasings and refuses a slot it cannot fill", async () => {
    const each = await ask(
      "Send each unanswered purchase question a reply saying Thanks, it's back in stock!",
    );
    expect(each.answer.preview?.kind).toBe("send_reply");
    expect(each.answer.preview?.count).toBe(3);
    expect(each.answer.preview?.reply?.template).toBe("Hi {first_name}, Thanks, it's back in stock!");
    const slot = await ask("Reply to today's shipping questions with: your order is {order_status}");
    expect(slot.answer.preview).toBeUndefined();
    expect(slot.answer.text).toBe(
      "A bulk reply can fill {first_name}, {handle}, {product} from each message; {order_status} isn't one of them.",
    );
  });

  it("lets a member reply in bulk, as in the inbox, but not run an admin-only action", async () => {
    const reply = await ask("Reply to today's purchase-intent messages with: thank you {handle}!", member);
    expect(reply.answer.preview?.count).toBe(3);
    const spam = await ask("Hide spam today", member);
    expect(spam.answer.text).toBe(ADMIN_ONLY_TEXT);
    expect(spam.answer.preview).toBeUndefined();
  });
});

describe("Lunara's tracking links", () => {
  const links = () =>
    rows<{ message_id: string; product_id: string | null; destination_url: string }>(
      sql`select message_id, product_id, destination_url from tracking_links where team_id = ${admin.teamId}`,
    );

  it("previews one link per customer to a product, creates them only on confirm, and lists them", async () => {
    const { answer } = await ask("Make tracking links for today's purchase-intent messages to Glow Serum");
    const preview = answer.preview!;
    expect(preview.kind).toBe("tracking_links");
    expect(preview.count).toBe(2);
    expect(preview.description).toBe(
      `Create 2 tracking links to Glow Serum, one per customer (3 messages selected). ${LINKS_NOT_UNDOABLE}`,
    );
    expect(preview.destination?.label).toBe("Glow Serum");
    expect(preview.undoable).toBe(false);
    expect(await links()).toHaveLength(0);

    const confirmed = await post(`/api/assistants/actions/${preview.id}/confirm`);
    expect(confirmed.json().action.status).toBe("running");
    await kit.t.jobs.runDue();
    const done = (
      await kit.t.call("GET", `/api/assistants/actions/${preview.id}`, undefined, admin.cookie)
    ).json().action as ActionPreview;
    expect(done.status).toBe("done");
    expect(done.outcome?.links).toHaveLength(2);
    for (const link of done.outcome!.links)
      expect(link.url).toMatch(new RegExp(`^${TEST_URL}/t/[A-Za-z0-9]{8}$`));
    expect(new Set(done.outcome!.links.map((l) => l.sender))).toEqual(
      new Set([buyers[0]!.sender, buyers[2]!.sender]),
    );
    const made = await links();
    expect(made).toHaveLength(2);
    expect(
      made.every((l) => l.destination_url === "https://glow-shop.myshopify.com/products/glow-serum"),
    ).toBe(true);
    expect((await post(`/api/assistants/actions/${preview.id}/confirm`)).statusCode).toBe(409);
    await kit.t.jobs.runDue();
    expect(await links()).toHaveLength(2);
    const undo = await post(`/api/assistants/actions/${preview.id}/undo`);
    expect(undo.json().error).toBe(LINKS_NOT_UNDOABLE);
  });

  it("understands the product named before the selection, and says it makes links but sends none", async () => {
    const first = await ask(
      "Generate tracking links for the Glow Serum for today's purchase-intent messages",
    );
    expect(first.answer.preview).toMatchObject({ kind: "tracking_links", count: 2 });
    expect(first.answer.preview?.destination?.label).toBe("Glow Serum");

    const asked = await ask("send the lip oil link to everyone who asked about it today");
    expect(asked.answer.preview?.destination?.label).toBe("Lip Oil");
    expect(asked.answer.preview?.sample.map((m) => m.id)).toEqual([shipping.lipOil.id]);
    expect(asked.answer.text).toBe(
      `${LINKS_NOT_SENT} Preview: Create 1 tracking link to Lip Oil, one per customer (1 message selected). ${LINKS_NOT_UNDOABLE} Selection: messages mentioning "lip oil" today. Nothing changes until you confirm.`,
    );
  });

  it("leads to a page of the team's store by URL, and nowhere else", async () => {
    const page = await ask(
      "Generate tracking links for today's purchase-intent messages to https://glow-shop.myshopify.com/pages/sale",
    );
    expect(page.answer.preview?.destination).toEqual({
      label: "https://glow-shop.myshopify.com/pages/sale",
      url: "https://glow-shop.myshopify.com/pages/sale",
    });
    const elsewhere = await ask(
      "Make tracking links for today's purchase-intent messages to https://evil.test/x",
    );
    expect(elsewhere.answer.preview).toBeUndefined();
    expect(elsewhere.answer.text).toBe(
      "Tracking links may only lead to your store (glow-shop.myshopify.com).",
    );
    const unknown = await ask("Make tracking links for today's purchase-intent messages to Moon Cream");
    expect(unknown.answer.text).toBe('None of your products is called "Moon Cream".');
    const outsiders = await ask(
      "Make tracking links for today's shipping questions to Glow Serum",
      outsider.cookie,
    );
    expect(outsiders.answer.text).toBe('None of your products is called "Glow Serum".');
  });
});
