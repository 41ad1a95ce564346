import type { SimRecord } from "@sim/sim-records";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { commentDmMatches } from "../db/comment-dm.schema";
import { products } from "../db/commerce.schema";
import { messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import {
  connectInstagram,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";

/**
 * The Comment-to-DM integration tests' kit: a team with Instagram and a store connected, an admin,
 * a member and another team, a product to link, and the simulator's comments as the platform
 * sends them. `setup` is filled before the file's tests run.
 */
export function commentDmKit() {
  const setup = {} as {
    kit: Kit;
    admin: { teamId: string; cookie: string };
    member: { cookie: string };
    other: { teamId: string; cookie: string };
    productId: string;
  };
  type Traffic = {
    events: { platform_message_id: string; post_id: string | null; delivery: { id: number } | null }[];
  };

  beforeAll(async () => {
    setup.kit = await startKit();
    setup.admin = await signedInPerson(setup.kit, "admin@comment-dm.test");
    const m = await setup.kit.t.createPerson({
      email: "member@comment-dm.test",
      teamId: setup.admin.teamId,
      role: "member",
    });
    setup.member = { cookie: await setup.kit.t.signIn(m.email, m.password) };
    setup.other = await signedInPerson(setup.kit, "other@comment-dm.test");
    await connectInstagram(setup.kit, setup.admin.cookie);
    const [store] = await setup.kit.t.db
      .insert(integrations)
      .values({
        teamId: setup.admin.teamId,
        platform: "shopify",
        status: "connected",
        shopDomain: "glow-dm.myshopify.com",
        platformAccountId: "glow-dm.myshopify.com",
        accessTokenEncrypted: "test",
        currency: "CAD",
      })
      .returning({ id: integrations.id });
    const [product] = await setup.kit.t.db
      .insert(products)
      .values({
        teamId: setup.admin.teamId,
        integrationId: store!.id,
        shopifyProductId: "9",
        title: "Glow Serum",
        handle: "glow-serum",
      })
      .returning({ id: products.id });
    setup.productId = product!.id;
  });
  afterAll(() => setup.kit?.close());

  const rule = (overrides: Record<string, unknown> = {}) => ({
    name: "Price question",
    keywords: ["price"],
    public_reply: "Sent you a DM!",
    dm_text: "Here is the Glow Serum:",
    product_id: setup.productId,
    ...overrides,
  });

  const records = () => simCall<SimRecord[]>(setup.kit.sim, "GET", "/_sim/records?platform=instagram");
  const privateRepliesTo = async (commentId: string) =>
    (await records()).filter((r) => r.kind === "private_reply" && r.target_id === commentId);

  /** A simulated Instagram comment, stored with nothing run yet: its analysis and match jobs wait. */
  async function storedComment(text: string, extra: Record<string, unknown> = {}) {
    const { events } = await simCall<Traffic>(setup.kit.sim, "POST", "/_sim/traffic", {
      kind: "instagram_comment",
      text,
      ...extra,
    });
    const event = events[0]!;
    const stored = await eventually(async () => {
      const [row] = await setup.kit.t.db
        .select()
        .from(messages)
        .where(eq(messages.platformMessageId, event.platform_message_id));
      if (!row) throw new Error("not stored yet");
      return row;
    });
    return { ...event, messageId: stored.id, senderUsername: stored.senderUsername };
  }

  /** A simulated Instagram comment, stored and analysed with every job it starts run. */
  async function comment(text: string, extra: Record<string, unknown> = {}) {
    const stored = await storedComment(text, extra);
    await setup.kit.t.jobs.runDue();
    return stored;
  }

  const matchesOf = (messageId: string) =>
    setup.kit.t.db.select().from(commentDmMatches).where(eq(commentDmMatches.messageId, messageId));

  return { setup, rule, records, privateRepliesTo, storedComment, comment, matchesOf };
}
