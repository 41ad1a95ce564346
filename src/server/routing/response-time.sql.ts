import { type SQL, sql } from "drizzle-orm";

/**
 * The responses an average response time is taken over, one definition for the home dashboard's
 * "Avg. Response Time" and the Team Dashboard's: the routing queue's items (messages that need a
 * person: human review or escalation, not filtered) first answered since `start`, each counting
 * its stored first_response_minutes (business minutes from the message's arrival to its first
 * reply). Messages left to automatic replies never enter the queue, so their scheduled delay does
 * not count. On an analysis alias `a`; covered by analysis_queue_responded_idx.
 */
export const firstResponsesSince = (teamId: string, start: SQL): SQL =>
  sql`a.team_id = ${teamId} and a.in_queue and a.first_response_at >= ${start}`;
