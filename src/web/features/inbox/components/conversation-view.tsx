import type { InboxMessage, InboxResponse } from "@shared/inbox/inbox.schema";
import { formatRelativeTime } from "@shared/inbox/relative-time";
import { Badge } from "@web/components/ui/badge";
import { displayText } from "@web/lib/display-text";
import { Bot } from "lucide-react";
import { INBOX_TEXTS } from "../inbox-texts";
import { AutomationBadges } from "./inbox-badges";

const isAi = (r: InboxResponse) => r.response_type === "ai_suggestion" || r.response_type === "ai_auto";

function ResponseBubble({ response, now }: { response: InboxResponse; now: Date }) {
  return (
    <div className="ml-6 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
      <p className="mb-1 flex items-center gap-2 font-medium text-brand-900 text-xs">
        {INBOX_TEXTS.yourResponse}
        {/* Who sent it: two people answering one inbox must tell their replies apart. */}
        <span className="text-ink-muted">· {response.sender_name.trim() || INBOX_TEXTS.agent}</span>
        {isAi(response) && (
          <Badge tone="brand" aria-label="AI-generated">
            <Bot aria-hidden="true" className="size-3" />
            {INBOX_TEXTS.aiMarker}
          </Badge>
        )}
        <time dateTime={response.created_at} className="ml-auto font-normal text-ink-muted">
          {formatRelativeTime(response.created_at, now)}
        </time>
      </p>
      <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{response.content}</p>
    </div>
  );
}

function MessageBubble({ message, index, now }: { message: InboxMessage; index: number | null; now: Date }) {
  return (
    <li className="flex flex-col gap-2">
      <div className="rounded-lg border border-line bg-white p-3 text-sm">
        <p className="mb-1 flex flex-wrap items-center gap-2 text-xs">
          {index !== null && <span className="font-semibold text-ink-muted">#{index}</span>}
          <span className="font-medium text-ink">@{message.sender_username}</span>
          {message.status === "unread" && <Badge tone="brand">{INBOX_TEXTS.newBadge}</Badge>}
          <AutomationBadges message={message} />
          <time dateTime={message.received_at} className="ml-auto text-ink-muted">
            {formatRelativeTime(message.received_at, now)}
          </time>
        </p>
        <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
          {displayText(message.content)}
        </p>
      </div>
      {message.responses.map((r) => (
        <ResponseBubble key={r.id} response={r} now={now} />
      ))}
    </li>
  );
}

/** 'Conversation Thread (n messages)': numbered messages with NEW badges and 'Your Response' beneath. */
export function ThreadConversation({ messages, now }: { messages: InboxMessage[]; now: Date }) {
  return (
    <section aria-label={INBOX_TEXTS.threadTitle(messages.length)} className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink text-sm">{INBOX_TEXTS.threadTitle(messages.length)}</h3>
      <ol className="flex flex-col gap-3">
        {messages.map((m, i) => (
          <MessageBubble key={m.id} message={m} index={i + 1} now={now} />
        ))}
      </ol>
    </section>
  );
}

/** A single message with the replies sent to it. */
export function SingleConversation({ message, now }: { message: InboxMessage; now: Date }) {
  return (
    <section aria-label={INBOX_TEXTS.originalMessage} className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink text-sm">{INBOX_TEXTS.originalMessage}</h3>
      <ol className="flex flex-col gap-3">
        <MessageBubble message={message} index={null} now={now} />
      </ol>
    </section>
  );
}
