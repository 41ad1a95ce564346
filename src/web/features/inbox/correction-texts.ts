// Texts of the analysis correction in the inbox detail (issue 11, the trust loop).
export const CORRECTION_TEXTS = {
  title: "Is the AI right?",
  hint: "Correct it in one click: the AI reads this team's similar messages the same way from now on.",
  intent: "Correct intent",
  sentiment: "Correct sentiment",
  current: (label: string) => `${label} (current)`,
  saving: "Saving correction...",
  failed: (message: string) => `Failed to save the correction: ${message}`,
  history: "Corrections",
  fields: { intent: "Intent", sentiment: "Sentiment" },
  line: (field: string, from: string, to: string, who: string, when: string) =>
    `${field} corrected from ${from} to ${to} by ${who}, ${when}`,
} as const;
