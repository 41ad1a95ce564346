/** Minutes as the dashboard shows them: "—" without data, "4.5 min", "2h 5m". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "—";
  if (minutes < 60) return `${Math.round(minutes * 10) / 10} min`;
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}
