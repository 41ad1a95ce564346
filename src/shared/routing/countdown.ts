// Countdowns of the routing queue and inbox rows: the SLA target and the platform reply window.

export type Countdown = { label: string; tone: "ok" | "soon" | "late" };

/** Within this much time a deadline shows as close. */
const SOON_MS = 15 * 60_000;

function span(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  // "SLA overdue 0m" read as nothing overdue: under a minute says so.
  if (minutes === 0) return "<1m";
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}h ${minutes % 60}m`;
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/** "SLA 12m left", "SLA overdue 5m"; null without a target. */
export function slaCountdown(dueAt: string | null, now: Date): Countdown | null {
  if (!dueAt) return null;
  const left = Date.parse(dueAt) - now.getTime();
  if (left < 0) return { label: `SLA overdue ${span(-left)}`, tone: "late" };
  return { label: `SLA ${span(left)} left`, tone: left <= SOON_MS ? "soon" : "ok" };
}

/** "Reply window 3h 10m", "Reply window closed"; null when the platform sets no window. */
export function replyWindowCountdown(endsAt: string | null, now: Date): Countdown | null {
  if (!endsAt) return null;
  const left = Date.parse(endsAt) - now.getTime();
  if (left <= 0) return { label: "Reply window closed", tone: "late" };
  return { label: `Reply window ${span(left)}`, tone: left <= 2 * 3_600_000 ? "soon" : "ok" };
}
