import type { InboxMessage } from "@shared/inbox/inbox.schema";
import type { StorePanel } from "@shared/store/store.schema";
import { formatDateTime } from "@web/lib/format-date";
import { StoreSendText } from "./store-send-text";

/**
 * What was done from the panel in this conversation. A code or link made here can be sent from its
 * row later, once, until a code's end; an expired one says so instead of offering a code that
 * fails. The action just made is sent from the result above the list (`shownAbove`), so it has one
 * Send, not two.
 */
export function StoreActionList({
  actions,
  threadId,
  message,
  shownAbove,
}: {
  actions: StorePanel["actions"];
  threadId: string;
  message: InboxMessage | null;
  shownAbove: string | null;
}) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-ink-muted">
        Store actions in this conversation ({actions.length})
      </summary>
      <ul className="mt-1 flex flex-col gap-1">
        {actions.map((a) => (
          <li key={a.id} className={a.outcome === "failed" ? "text-red-700" : "text-ink"}>
            {formatDateTime(a.createdAt)}: {a.summary}
            {a.message
              ? a.id !== shownAbove && (
                  <StoreSendText
                    text={a.message}
                    threadId={threadId}
                    actionId={a.id}
                    sentAt={a.messageSentAt}
                    message={message}
                  />
                )
              : a.messageExpiresAt && (
                  <p className="text-ink-muted">
                    Expired {formatDateTime(a.messageExpiresAt)}: not offered to send.
                  </p>
                )}
          </li>
        ))}
      </ul>
    </details>
  );
}
