import type { InboxItem } from "@shared/inbox/inbox.schema";
import { itemId, latestMessage, shownMessage, standingMessage } from "@shared/inbox/inbox-rules";
import { formatRelativeTime } from "@shared/inbox/relative-time";
import { cx } from "@web/lib/class-names";
import { displayText } from "@web/lib/display-text";
import { MessagesSquare } from "lucide-react";
import type { KeyboardEvent } from "react";
import { INBOX_TEXTS } from "../inbox-texts";
import { AutomationBadges, PlatformIcon, UrgencyBadge } from "./inbox-badges";
import { SlaCountdown } from "./sla-countdown";

type Props = {
  items: InboxItem[];
  selectedId: string | null;
  onSelect: (item: InboxItem) => void;
  now: Date;
};

export function InboxList({ items, selectedId, onSelect, now }: Props) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 px-6 py-16 text-center">
        <p className="font-medium text-ink">{INBOX_TEXTS.emptyTitle}</p>
        <p className="text-ink-muted text-sm">{INBOX_TEXTS.emptyHint}</p>
      </div>
    );
  }
  // One Tab stop for the whole list (the open conversation's row, else the first): the arrow keys,
  // Home and End move between rows, Enter opens one, and Tab goes on to the conversation.
  const tabStop = items.some((item) => itemId(item) === selectedId) ? selectedId : itemId(items[0]!);
  return (
    <ul aria-label="Messages" className="divide-y divide-line" onKeyDown={moveBetweenRows}>
      {items.map((item) => (
        <li key={itemId(item)}>
          <InboxListRow
            item={item}
            selected={itemId(item) === selectedId}
            tabStop={itemId(item) === tabStop}
            onSelect={onSelect}
            now={now}
          />
        </li>
      ))}
    </ul>
  );
}

const ROW_KEYS: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

function moveBetweenRows(event: KeyboardEvent<HTMLUListElement>) {
  const move = ROW_KEYS[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button[data-item-id]")];
  const at = rows.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  rows[move(at, rows.length - 1)]?.focus();
}

function InboxListRow({
  item,
  selected,
  tabStop,
  onSelect,
  now,
}: {
  item: InboxItem;
  selected: boolean;
  tabStop: boolean;
  onSelect: (item: InboxItem) => void;
  now: Date;
}) {
  const latest = shownMessage(item);
  if (!latest) return null;
  // Its urgency and SLA are those of the most serious message nobody has answered yet.
  const standing = standingMessage(item) ?? latest;
  const isThread = item.kind === "thread";
  // A thread whose newest message is spam shows its newest other one.
  const spamLast = latest !== latestMessage(item);
  const sender = isThread ? item.thread.sender_handle : latest.sender_username;
  const preview =
    isThread && !spamLast ? (item.thread.last_message_content ?? latest.content) : latest.content;
  const unread = isThread ? item.thread.unread_count > 0 : latest.status === "unread";
  const at = isThread && !spamLast ? item.thread.last_message_at : latest.received_at;
  return (
    <button
      type="button"
      data-item-id={itemId(item)}
      tabIndex={tabStop ? 0 : -1}
      aria-current={selected ? "true" : undefined}
      onClick={() => onSelect(item)}
      className={cx(
        "flex w-full flex-col gap-1.5 px-4 py-3 text-left transition-colors hover:bg-brand-50/60",
        selected && "bg-brand-50",
      )}
    >
      <span className="flex items-center gap-2">
        {unread && (
          <span aria-label="Unread" role="img" className="size-2 shrink-0 rounded-full bg-brand-600" />
        )}
        <PlatformIcon platform={latest.platform} />
        <span className={cx("truncate text-sm", unread ? "font-semibold text-ink" : "text-ink")}>
          @{sender}
        </span>
        {isThread && (
          <span className="inline-flex items-center gap-1 text-ink-muted text-xs">
            <MessagesSquare aria-hidden="true" className="size-3" />
            {item.thread.messages.length}
          </span>
        )}
        <time dateTime={at} className="ml-auto shrink-0 text-ink-muted text-xs">
          {formatRelativeTime(at, now)}
        </time>
      </span>
      <span className="line-clamp-2 text-ink-muted text-sm">{displayText(preview)}</span>
      <span className="flex flex-wrap items-center gap-1.5">
        <UrgencyBadge message={standing} />
        <span className="text-ink-muted text-xs">{latest.message_type.replace("_", " ")}</span>
        <AutomationBadges message={latest} standing={standing} />
        <SlaCountdown messageId={standing.id} now={now} />
      </span>
    </button>
  );
}
