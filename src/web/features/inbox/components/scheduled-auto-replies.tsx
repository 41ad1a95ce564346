import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { Button } from "@web/components/ui/button";
import { formatTimeSoon } from "@web/lib/format-date";
import { OctagonX } from "lucide-react";
import { useOverrideAutomation } from "../api/override-automation";
import { INBOX_TEXTS } from "../inbox-texts";

/**
 * The auto-replies the automation will send on its own, which the list leaves out until they are
 * sent: each with when it goes out and Stop Auto-Reply, so a person can stop one in its delay.
 */
export function ScheduledAutoReplies({ messages }: { messages: readonly InboxMessage[] }) {
  const override = useOverrideAutomation();
  if (messages.length === 0) return null;
  return (
    <section
      aria-label={INBOX_TEXTS.scheduled.title(messages.length)}
      className="flex flex-col gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
    >
      <h2 className="font-medium">{INBOX_TEXTS.scheduled.title(messages.length)}</h2>
      <ul className="flex flex-col gap-2">
        {messages.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 flex-1 break-words">
              <span className="font-medium">@{m.sender_username}</span>{" "}
              <span className="text-yellow-800">
                ({INBOX_TEXTS.scheduled.where(m.platform, m.message_type)})
              </span>
              : “{m.content.length > 120 ? `${m.content.slice(0, 119)}…` : m.content}”{" "}
              <span className="text-yellow-800">
                {INBOX_TEXTS.scheduled.when(
                  m.automation_scheduled_for ? formatTimeSoon(m.automation_scheduled_for) : null,
                )}
              </span>
            </p>
            <Button
              variant="outline"
              size="sm"
              loading={override.isPending && override.variables?.message_id === m.id}
              disabled={override.isPending}
              onClick={() =>
                override.mutate({ message_id: m.id, action: "stop_auto", reason: "Stopped from the inbox" })
              }
              aria-label={INBOX_TEXTS.scheduled.stop(m.sender_username)}
            >
              <OctagonX aria-hidden="true" className="size-4" />
              {INBOX_TEXTS.scheduled.stopShort}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
