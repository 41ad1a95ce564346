import type { AppDeps } from "../deps";
import { ingestMessage } from "../ingestion/ingest-message";
import { recordAuthFailure } from "./integration-health";
import { findTeamIntegration, mergeIntegrationSettings } from "./integrations.repository";
import { withTikTokToken } from "./tiktok-session";

type Deps = Pick<AppDeps, "db" | "now" | "integrations" | "jobs" | "events" | "log">;

/**
 * Stores every comment newer than the account's watermark (kept in integrations.settings), then moves
 * the watermark. Ingestion is idempotent, so the overlap at the watermark's second stores nothing twice.
 */
export async function pollTikTokComments(deps: Deps, ref: { integrationId: string; teamId: string }) {
  const integration = await findTeamIntegration(deps.db, ref.teamId, ref.integrationId);
  // An account waiting for a reconnect is not polled: every call would fail the same way.
  if (integration?.platform !== "tiktok" || integration.status === "error") return { stored: 0 };
  const since =
    typeof integration.settings.pollWatermark === "number" ? integration.settings.pollWatermark : 0;
  let result: Awaited<ReturnType<typeof deps.integrations.tiktok.fetchCommentsSince>>;
  try {
    result = await withTikTokToken(deps, integration, (auth) =>
      deps.integrations.tiktok.fetchCommentsSince({ ...auth, sinceCreateTime: since }),
    );
  } catch (error) {
    if (await recordAuthFailure(deps, integration, error)) return { stored: 0 };
    throw error;
  }
  let stored = 0;
  for (const message of result.messages) {
    const outcome = await ingestMessage(deps, ref, message);
    if (outcome.created) stored++;
  }
  await mergeIntegrationSettings(
    deps.db,
    integration.id,
    { pollWatermark: result.watermark, lastPolledAt: deps.now().toISOString() },
    deps.now(),
  );
  return { stored };
}
