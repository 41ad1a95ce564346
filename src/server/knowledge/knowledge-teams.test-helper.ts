import type { GenerateSuggestionsResponse } from "@shared/inbox/inbox.schema";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { autoReplyJob } from "../automation/auto-reply.job";
import { automationDecisions, conversationResponses } from "../db/inbox.schema";
import { inboxFixtures, minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import type { TestApp } from "../test/test-app";
import { seedSampleBrand } from "./sample-brand.test-helper";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/**
 * The sample brand's teams of the knowledge integration tests: a team with its index built, a DM
 * asked and its suggestions generated, and an auto decision run through the auto-reply job.
 */
export function knowledgeTeams(app: () => TestApp) {
  async function brandTeam(email: string) {
    const admin = await app().createPerson({ email });
    const sample = await seedSampleBrand(app().db, admin.teamId);
    await syncKnowledgeIndex(app().deps, admin.teamId);
    const member = await app().createPerson({
      email: `member.${email}`,
      teamId: admin.teamId,
      role: "member",
    });
    return {
      ...admin,
      sample,
      cookie: await app().signIn(admin.email, admin.password),
      memberCookie: await app().signIn(member.email, member.password),
      seed: inboxFixtures(app().db, admin.teamId),
    };
  }

  async function ask(
    team: Awaited<ReturnType<typeof brandTeam>>,
    content: string,
    intent: string,
    force = false,
  ) {
    const id = await team.seed.message({ content, receivedAt: minutesAgo(1), type: "dm" });
    await team.seed.analysis(id, { intent });
    return reply(team, id, force);
  }

  async function reply(team: Awaited<ReturnType<typeof brandTeam>>, id: string, force = false) {
    const res = await app().call(
      "POST",
      "/api/inbox/generate-response-suggestions",
      { message_id: id, force_regenerate: force },
      team.cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as GenerateSuggestionsResponse;
    return { id, body, detailed: body.suggestions.find((s) => s.suggestion_type === "detailed")! };
  }

  /** An auto decision on a new DM, its job run: the decision and what was sent. */
  async function autoReply(team: Awaited<ReturnType<typeof brandTeam>>, content: string, opened: boolean) {
    const id = await team.seed.message({ content, receivedAt: minutesAgo(1), type: "dm" });
    await team.seed.analysis(id, { intent: "shipping_orders" });
    // A person opened the message first: its suggestions are stored before the job runs.
    if (opened) await reply(team, id);
    await team.seed.decision(id, { decision: "auto" });
    await app().jobs.send(autoReplyJob, { messageId: id, teamId: team.teamId });
    await app().jobs.runDue();
    const [decision] = await app()
      .db.select()
      .from(automationDecisions)
      .where(eq(automationDecisions.messageId, id));
    const sent = await app()
      .db.select()
      .from(conversationResponses)
      .where(eq(conversationResponses.parentMessageId, id));
    return { decision, sent };
  }

  return { brandTeam, ask, reply, autoReply };
}
