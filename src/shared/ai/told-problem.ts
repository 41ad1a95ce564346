/**
 * A message that told of a problem: a crisis, a complaint or anger (issue 11, point 4). Until it is
 * answered, no auto-reply goes to the conversation and a suggestion takes it up first.
 */
export const toldProblem = (m: {
  crisis?: boolean | null;
  intent?: string | null;
  sentiment?: string | null;
}) => m.crisis === true || m.intent === "complaint" || m.sentiment === "negative";
