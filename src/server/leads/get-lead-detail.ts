import type { LeadDetail } from "@shared/leads/leads.schema";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findLead, leadActivity, toLead } from "./leads.repository";

/** One lead with its conversations, clicks and credited orders; another team's lead is "not found". */
export async function getLeadDetail(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  leadId: string,
): Promise<LeadDetail> {
  const row = await findLead(deps.db, actor.teamId, leadId);
  if (!row) throw new DomainError(404, "Lead not found", "LEAD_NOT_FOUND");
  const [activity, currency] = await Promise.all([
    leadActivity(deps.db, actor.teamId, leadId),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return { lead: toLead(row), currency, ...activity };
}
