import { z } from "zod";
import { adaptToTeam } from "../ai/adapt-to-team";
import { decideAutomation } from "../ai/decide-automation";
import { mayNeedSourceAnswer } from "../ai/reply-grounding";
import { CRISIS_CHECK_DELAY_MS, checkTeamMonitorsJob } from "../assistants/run-monitors.job";
import { hasEnabledIntentRule } from "../comment-dm/comment-dm-rules.repository";
import { matchCommentRulesJob } from "../comment-dm/match-comment-rules.job";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { noteUnansweredQuestionJob } from "../knowledge/note-unanswered-question";
import { hideSpamJob } from "../moderation/hide-spam.job";
import { findInboxSettings, markSpamFromAnalysis } from "../moderation/moderation.repository";
import { autoReplyJob } from "./auto-reply.job";
import {
  findMessageForAnalysis,
  insertAnalysisOnce,
  insertDecision,
  setDecisionJob,
} from "./automation.repository";
import { loadAutomationSettings } from "./automation-settings";

/** The analysis's spam mark (the label the analysis engine gives spam language). */
const isSpamAnalysis = (analysis: { labels: string[] }) => analysis.labels.includes("possible_spam");
const HIDEABLE_TYPES = new Set(["comment", "comment_reply"]);

/**
 * Scores a new message (the engine's analysis, adapted to the team's own corrections), decides
 * what automation may do with it under the team's response configuration, stores both, and
 * schedules the auto-reply when the decision is auto.
 */
export async function runAnalyzeMessage(deps: AppDeps, payload: { messageId: string; teamId: string }) {
  const { messageId, teamId } = payload;
  const message = await findMessageForAnalysis(deps.db, teamId, messageId);
  if (!message || message.analysisId) return;
  const { analysis, adaptations } = await adaptToTeam(
    deps.db,
    teamId,
    message.content,
    await deps.ai.analyze({
      text: message.content,
      platform: message.platform,
      message_type: message.messageType,
    }),
  );
  const settings = await loadAutomationSettings(deps.db, teamId);
  const now = deps.now();
  const decision = decideAutomation({
    analysis,
    config: settings.config,
    escalationKeywords: settings.escalationKeywords,
    text: message.content,
    now,
    timezone: settings.timezone,
  });
  // The analysis, its decision and the jobs they call for (hiding spam, the auto-reply) commit
  // together: a crash after the commit cannot leave a decided auto-reply that never runs.
  await deps.db.transaction(async (tx) => {
    const analysisId = await insertAnalysisOnce(tx, teamId, messageId, analysis, now, adaptations);
    if (!analysisId) return;
    await insertDecision(tx, teamId, messageId, decision);
    if (isSpamAnalysis(analysis)) await markSpamFromAnalysis(tx, teamId, messageId, now);
    await deps.events.publish(
      { type: "analysis.completed", teamId, data: { id: messageId, decision: decision.decision } },
      tx,
    );
    if (isSpamAnalysis(analysis) && HIDEABLE_TYPES.has(message.messageType)) {
      const { hide_spam_on_platform } = await findInboxSettings(tx, teamId);
      if (hide_spam_on_platform)
        await deps.jobs.send(
          hideSpamJob,
          { messageId, teamId },
          { singletonKey: `hide-spam:${messageId}`, tx },
        );
    }
    // Comment-to-DM rules' intent conditions read the stored analysis: queued with it, in its
    // transaction (their keyword conditions were matched when the comment was stored), when the
    // team has such a rule.
    if (
      message.platform === "instagram" &&
      HIDEABLE_TYPES.has(message.messageType) &&
      (await hasEnabledIntentRule(tx, teamId))
    )
      await deps.jobs.send(
        matchCommentRulesJob,
        { messageId, teamId, pass: "intent" },
        { singletonKey: `comment-dm:${messageId}`, tx },
      );
    // A question no source answers is a knowledge gap whether or not anyone opens it.
    if (!analysis.crisis_flag && !isSpamAnalysis(analysis) && mayNeedSourceAnswer(analysis.normalized_intent))
      await deps.jobs.send(
        noteUnansweredQuestionJob,
        { messageId, teamId },
        { singletonKey: `knowledge-gap:${messageId}`, tx },
      );
    // A crisis is in the team's banner within seconds, not at the monitors' next five-minute round.
    if (analysis.crisis_flag)
      await deps.jobs.send(
        checkTeamMonitorsJob,
        { teamId },
        {
          singletonKey: `monitors:${teamId}`,
          startAfter: new Date(now.getTime() + CRISIS_CHECK_DELAY_MS),
          tx,
        },
      );
    if (decision.decision !== "auto") return;
    const jobId = await deps.jobs.send(
      autoReplyJob,
      { messageId, teamId },
      {
        startAfter: decision.scheduled_for ? new Date(decision.scheduled_for) : now,
        singletonKey: `auto-reply:${messageId}`,
        tx,
      },
    );
    await setDecisionJob(tx, teamId, messageId, jobId);
  });
}

export const analyzeMessageJob = defineJob({
  name: "automation.analyze-message",
  policy: "keyed",
  schema: z.object({ messageId: z.uuid(), teamId: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 2,
  batchSize: 25,
  handle: (deps, payload) => runAnalyzeMessage(deps, payload),
});
