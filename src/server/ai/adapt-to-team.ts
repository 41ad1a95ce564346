import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import type { Db } from "../db/client";
import { correctionsStamp, listCorrectionExamples } from "./corrections.repository";
import { adaptAnalysis, prepareExamples, type TeamExamples } from "./team-adaptation";

/** Prepared examples per team, reused while the team's corrections stay the same. */
const prepared = new Map<string, { stamp: string; examples: TeamExamples }>();
const MAX_CACHED_TEAMS = 500;

async function teamExamples(db: Db, teamId: string): Promise<TeamExamples> {
  const stamp = await correctionsStamp(db, teamId);
  const cached = prepared.get(teamId);
  if (cached?.stamp === stamp) return cached.examples;
  const examples = prepareExamples(await listCorrectionExamples(db, teamId));
  prepared.delete(teamId);
  if (prepared.size >= MAX_CACHED_TEAMS) prepared.delete(prepared.keys().next().value!);
  prepared.set(teamId, { stamp, examples });
  return examples;
}

/**
 * The engine's analysis of a team's message, adapted to that team's corrections (and no other
 * team's): the per-team layer between the engine and what the pipeline stores. A cheap stamp query
 * tells whether the team's corrections changed since they were last prepared (by any process).
 */
export async function adaptToTeam(db: Db, teamId: string, text: string, analysis: MessageAnalysis) {
  return adaptAnalysis(analysis, text, await teamExamples(db, teamId));
}
