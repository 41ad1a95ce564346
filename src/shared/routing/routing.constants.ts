// Constants of the Team Dashboard (spec 3, "Team Dashboard" and §9), named as the spec names them.
import { TEAMS } from "../ai/ai.constants";
import { URGENCY_LEVELS, type UrgencyLevel } from "../ai/urgency";

export const ROUTING_TEAMS = TEAMS;
export { TEAM_LABELS as ROUTING_TEAM_LABELS } from "../ai/ai.constants";

/** Routing queue states (spec 3 §4); anything else shows a red badge. */
export const ROUTING_STATUSES = ["pending", "in_progress", "completed"] as const;
export type RoutingStatus = (typeof ROUTING_STATUSES)[number];

/** Spec 3 §9: the queue shows at most 20 items. */
export const ROUTING_QUEUE_LIMIT = 20;

/** Time ranges of the filter: today (from midnight), week (7 days), month (30 days). */
export const ROUTING_RANGES = ["today", "week", "month"] as const;
export type RoutingRange = (typeof ROUTING_RANGES)[number];
export const ROUTING_RANGE_LABELS: Record<RoutingRange, string> = {
  today: "Today",
  week: "This Week",
  month: "This Month",
};

/** Document 3 lists four urgency levels; document 2's crisis level is kept too (decision 013). */
export const ROUTING_URGENCIES = URGENCY_LEVELS;

/** Active means seen on the realtime stream within the last 15 minutes. */
export const ACTIVE_WINDOW_MINUTES = 15;

/** Open items a person holds at once unless an admin sets otherwise. */
export const DEFAULT_CAPACITY = 10;

/** Default SLA targets (first response) per urgency, in minutes. */
export const DEFAULT_SLA_MINUTES: Record<UrgencyLevel, number> = {
  crisis: 15,
  urgent: 60,
  high: 240,
  normal: 1440,
  low: 1440,
};

/** Workload bar colour (spec 3 §9): over 80% red, over 60% orange, else green; capped at 100%. */
export function workloadTone(percent: number): "red" | "orange" | "green" {
  if (percent > 80) return "red";
  if (percent > 60) return "orange";
  return "green";
}

export const ROUTING_TEXTS = {
  title: "Team Dashboard",
  queueTitle: "Message Routing Queue",
  showingFirst: (shown: number, total: number) =>
    `Showing the ${shown} nearest deadlines of ${total}. Filter by team or person to see the others.`,
  empty: "No messages in routing queue",
  statsTitle: "Overall Statistics",
  totalPending: "Total Pending",
  completedToday: "Completed Today",
  activeMembers: "Active Members",
  avgResponseTime: "Avg Response Time",
  refresh: "Refresh",
  start: "Start",
  complete: "Complete",
  loadFailed: "Failed to load team statistics",
  updateFailed: "Failed to update message status",
  allTeams: "All Teams",
  all: "All",
  notFound: "Routing item not found",
  takenBy: (name: string) => `Already taken by ${name}`,
  notYours: "This item is held by someone else",
  notStarted: "Start the item before completing it",
  alreadyCompleted: "This item is already completed",
  adminsOnly: "Only admins can change teams, capacity and SLA targets",
  assigneeNotInTeam: "That person is not a member of your team",
} as const;
