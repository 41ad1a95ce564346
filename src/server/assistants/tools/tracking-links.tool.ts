import { periodBounds } from "@shared/assistants/periods";
import type { ToolResult, trackingLinksToolInput } from "@shared/assistants/tools.schema";
import type { z } from "zod";
import { countTrackingLinksMade } from "../../attribution/tracking-links.repository";
import type { Actor, AppDeps } from "../../deps";
import { countFigure } from "./tool-figures";

type Deps = Pick<AppDeps, "db">;

/** How many tracking links the team made in a period, however each was made (reply box, Lunara, Comment-to-DM). */
export async function trackingLinksTool(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof trackingLinksToolInput>,
): Promise<ToolResult> {
  const made = await countTrackingLinksMade(deps.db, actor.teamId, periodBounds(input.period));
  return {
    figures: [countFigure(`Tracking links made ${input.period.label}`, made, "/dashboard/leads")],
    rows: [],
  };
}
