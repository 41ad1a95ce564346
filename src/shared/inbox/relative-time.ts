const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const shortDate = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric" });

/**
 * Spec 2 §9: under 10 s 'Just now', then Ns, Nm, Nh, Nd (under 7 days), Nw
 * (under 4 weeks), else a short date. Future dates use the same style.
 */
export function formatRelativeTime(value: string | Date | null | undefined, now: Date): string {
  if (value === null || value === undefined || value === "") return "Unknown";
  try {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return "Invalid time";
    const diff = Math.abs(now.getTime() - date.getTime());
    if (diff < 10 * SECOND) return "Just now";
    if (diff < MINUTE) return `${Math.floor(diff / SECOND)}s`;
    if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m`;
    if (diff < DAY) return `${Math.floor(diff / HOUR)}h`;
    if (diff < WEEK) return `${Math.floor(diff / DAY)}d`;
    if (diff < 4 * WEEK) return `${Math.floor(diff / WEEK)}w`;
    return shortDate.format(date);
  } catch {
    return "Unknown time";
  }
}
