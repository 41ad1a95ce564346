import { INTENTS } from "@shared/ai/ai.constants";
import { brandSettings } from "../../src/server/db/brand.schema";
import type { TestServer } from "./test-server";

/** Every intent auto-replies after `delay` minutes (0 = Immediate) when `on`; crises never do. */
export async function setAutomation(server: TestServer, teamId: string, on: boolean, delay: 0 | 2 | 5 = 0) {
  const perIntent = {
    confidence_threshold: 50,
    response_delay_minutes: delay,
    minimum_priority: 0,
    auto_reply_enabled: on,
  };
  const config = {
    global: { default_confidence_threshold: 50, auto_reply_enabled: on },
    intents: Object.fromEntries(INTENTS.map((intent) => [intent, perIntent])),
  };
  await server.database.db
    .insert(brandSettings)
    .values({ teamId, responseConfig: config })
    .onConflictDoUpdate({ target: brandSettings.teamId, set: { responseConfig: config } });
}
