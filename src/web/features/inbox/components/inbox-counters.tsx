import type { InboxCounters as Counters } from "@shared/inbox/inbox.schema";
import { INBOX_TEXTS } from "../inbox-texts";

const ENTRIES = [
  ["total", INBOX_TEXTS.counters.total, "text-ink"],
  ["unread", INBOX_TEXTS.counters.unread, "text-brand-700"],
  ["high_priority", INBOX_TEXTS.counters.highPriority, "text-amber-700"],
  ["crisis", INBOX_TEXTS.counters.crisis, "text-red-700"],
] as const;

export function InboxCounters({ counters }: { counters: Counters }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {ENTRIES.map(([key, label, color]) => (
        <div key={key} className="rounded-card border border-line bg-white px-4 py-3 shadow-card">
          <dt className="text-ink-muted text-xs">{label}</dt>
          <dd className={`font-semibold text-2xl ${color}`} data-counter={key}>
            {counters[key]}
          </dd>
          {INBOX_TEXTS.counterNotes[key] && (
            <dd className="text-ink-muted text-xs">{INBOX_TEXTS.counterNotes[key]}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
