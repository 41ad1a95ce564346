import { z } from "zod";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { watchedTeams } from "./monitors.repository";
import { runMonitorsForTeam } from "./run-monitors";

export const MONITORS_CRON = "*/5 * * * *";

export const runMonitorsJob = defineJob({
  name: "assistants.run-monitors",
  schema: z.object({}),
  retryLimit: 1,
  cron: MONITORS_CRON,
  scheduledPayload: {},
  handle: (deps) => runAllMonitors(deps),
});

/** Every five minutes: each watched team's monitors, one team at a time (a team's failure stops no other). */
export async function runAllMonitors(
  deps: Pick<AppDeps, "db" | "now" | "events" | "log" | "mailer" | "publicUrl">,
) {
  for (const { team_id } of await watchedTeams(deps.db)) {
    try {
      await runMonitorsForTeam(deps, team_id);
    } catch (error) {
      deps.log(
        `monitors failed for team ${team_id}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** A team's crisis is checked this long after a crisis message, so a burst is checked once. */
export const CRISIS_CHECK_DELAY_MS = 10_000;

/**
 * One team's monitors, soon after a message was flagged as a crisis: the banner and the urgent
 * email need not wait for the five-minute round (one queued check per team at a time).
 */
export const checkTeamMonitorsJob = defineJob({
  name: "assistants.check-team-monitors",
  policy: "keyed",
  schema: z.object({ teamId: z.string().min(1) }),
  retryLimit: 1,
  handle: async (deps, { teamId }) => {
    await runMonitorsForTeam(deps, teamId);
  },
});
