// Texts of the AI trust views in Brand Settings (issue 11): accuracy panel, precision, dry run.
export const AI_TRUST_TEXTS = {
  accuracy: {
    title: "How accurate is the AI?",
    description: "Measured on your own team's reviews, per intent",
    definition: (days: number) =>
      `Agreement is the share of messages your team reviewed in the last ${days} days where the AI's intent stood. A message counts as reviewed when someone corrected its intent or sentiment in the inbox (a disagreement, unless it was corrected back) or answered it with an AI suggestion sent unedited (an agreement). Edited and hand-written replies are not counted.`,
    columns: ["Intent", "Reviewed", "Agreed", "Corrected", "Agreement", "Most often corrected to"],
    overall: "All intents",
    sentiment: "Sentiment",
    none: "Not reviewed yet",
    loadFailed: "Failed to load the accuracy figures",
  },
  precision: {
    notMeasured: "The AI's precision has not been measured yet, so auto reply cannot be switched on.",
    source: (on: string, at: string) => `Precision measured on ${on} (${at}).`,
    needed: "Auto reply needs at least 95% measured precision at the chosen threshold.",
    waitingFor: (names: string) =>
      names
        ? `Nothing is sent automatically while this is off. Switching it on starts auto reply for: ${names}.`
        : "Nothing is sent automatically while this is off, and no intent has auto reply switched on.",
    confirmTitle: "Switch auto reply on?",
    confirmText: (names: string) =>
      names
        ? `Replies will go out by themselves, after each intent's delay, for: ${names}. Crises, complaints and anything a person must check are never sent automatically.`
        : "No intent has auto reply switched on yet: nothing will be sent until you switch one on below.",
    confirm: "Switch on",
    rowWaits: "Waits for Auto reply enabled above",
    globalBlocked: (names: string) =>
      `Auto reply can't be switched on yet: these intents are on without a threshold measured at 95% precision or more: ${names}. Switch them off or raise their threshold first.`,
  },
  dryRun: {
    title: "Dry run",
    description: "What auto reply would have sent, before you switch it on",
    explain:
      "Runs the settings above on the messages your team received, as if auto reply had been on, with the intents ticked below. Nothing is sent or saved.",
    period: "Period",
    days: (n: number) => `Last ${n} days`,
    include: (name: string) => `Include ${name} in the dry run`,
    summary: (sent: number, days: number, corrected: number, analysed: number) =>
      `In the last ${days} days, ${sent} of ${analysed} analysed messages would have been answered automatically; your team later corrected ${corrected} of those.`,
    held: (n: number) =>
      `${n} more ${n === 1 ? "was" : "were"} decided for auto reply but would have been handed to a person: no source of the brand's knowledge answers ${n === 1 ? "it" : "them"} for sure.`,
    checkedNewest: (n: number) => `The brand's knowledge was checked for the newest ${n} of them.`,
    columns: ["Intent", "Include", "Would have been sent", "Later corrected"],
    examples: "Messages that would have been answered automatically",
    correctedTo: (to: string) => `later corrected to ${to}`,
    reply: "Reply:",
    noReply: "No reply drafted yet: one would be written when it is sent.",
    running: "Running dry run...",
    failed: "Failed to run the dry run",
  },
} as const;
