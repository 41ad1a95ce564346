import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { actionLabel, isCrisis } from "@shared/inbox/inbox-rules";
import { INBOX_TEXTS } from "../inbox-texts";

const T = INBOX_TEXTS.analysis;

/** Who set the message's current intent or sentiment by a correction, when a person did. */
export type PersonSet = { intent?: string; sentiment?: string };
const percent = (value: number | null) => (value === null ? "-" : `${Math.round(value * 100)}%`);

/**
 * Priority Score x/100, Intent, Sentiment, Action, Confidence %, Status, Intent Confidence, Crisis
 * Detection; of an earlier message than the latest (`earlier`), it says which.
 */
export function AnalysisPanel({
  message,
  earlier = false,
  setBy = {},
}: {
  message: InboxMessage;
  earlier?: boolean;
  setBy?: PersonSet;
}) {
  // A label a person set is no guess of the AI's: its confidence would read as doubt about it.
  const rows: [string, string, string?][] = [
    [T.priority, message.priority_score === null ? "-" : `${message.priority_score}/100`],
    [
      T.intent,
      (message.normalized_intent ?? message.intent_classification ?? "-").replaceAll("_", " "),
      setBy.intent,
    ],
    [T.sentiment, message.sentiment_classification ?? "-", setBy.sentiment],
    [T.action, actionLabel(message) || "-"],
    [T.confidence, percent(message.confidence_score)],
    [T.status, message.status],
    [T.intentConfidence, setBy.intent ? T.personSet : percent(message.intent_confidence)],
    // As the banner above it reads: a crisis the analysis flagged, or one an escalation keyword raised.
    [T.crisis, message.crisis_flag ? T.yes : isCrisis(message) ? T.escalated : T.no],
  ];
  return (
    <section aria-label={T.title} className="rounded-card border border-line bg-surface-muted p-4">
      <h3 className="mb-3 font-semibold text-ink text-sm">{T.title}</h3>
      {message.analysis_id === null && <p className="mb-2 text-ink-muted text-xs">{T.none}</p>}
      {earlier && <p className="mb-2 line-clamp-2 text-ink-muted text-xs">{T.standing(message.content)}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {rows.map(([label, value, by]) => (
          <div key={label}>
            <dt className="text-ink-muted text-xs">{label}</dt>
            <dd className="font-medium text-ink">
              <span className="inline-block first-letter:uppercase">{value}</span>
              {by && <span className="block font-normal text-ink-muted text-xs">{T.setBy(by)}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
