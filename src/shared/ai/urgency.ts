// Urgency levels and priority bands of spec 2 §9.

export const URGENCY_LEVELS = ["crisis", "urgent", "high", "normal", "low"] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

/** Lower bound of each band: crisis 90-100, urgent 80-89, high 60-79, normal 40-59, low 20-39. */
export const URGENCY_BANDS: ReadonlyArray<{ level: UrgencyLevel; min: number; max: number }> = [
  { level: "crisis", min: 90, max: 100 },
  { level: "urgent", min: 80, max: 89 },
  { level: "high", min: 60, max: 79 },
  { level: "normal", min: 40, max: 59 },
  { level: "low", min: 20, max: 39 },
];

/** The spec's bands stop at 20; a score below 20 is still low (the lowest band), never unbanded. */
export function urgencyFromPriority(priorityScore: number): UrgencyLevel {
  for (const band of URGENCY_BANDS) {
    if (priorityScore >= band.min) return band.level;
  }
  return "low";
}
