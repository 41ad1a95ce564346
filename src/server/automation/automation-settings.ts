import type { ResponseConfig } from "@shared/ai/response-config.schema";
import { findBrandSettings } from "../brand/brand-settings.repository";
import { responseConfigOf } from "../brand/brand-settings-view";
import type { Db } from "../db/client";

export type AutomationSettings = { config: ResponseConfig; escalationKeywords: string[]; timezone: string };

/** The team's response configuration (wizard defaults until saved), escalation keywords and timezone. */
export async function loadAutomationSettings(db: Db, teamId: string): Promise<AutomationSettings> {
  const row = await findBrandSettings(db, teamId);
  return {
    config: responseConfigOf(row?.responseConfig ?? null),
    escalationKeywords: row?.autoEscalateKeywords ?? [],
    timezone: row?.timezone ?? "UTC",
  };
}
