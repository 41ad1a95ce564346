import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { useId } from "react";
import { Link } from "react-router";
import { useSendStoreActionMessage } from "../api/send-store-action-message";

/**
 * A code or link a store action made, shown to read and sent once, as a reply to `message`, by the
 * server (which records it sent, so a reload or a teammate does not send it again). Without a
 * message (a member's page) it is shown to copy, with the way to the conversation.
 */
export function StoreSendText({
  text,
  threadId,
  actionId,
  sentAt,
  message,
}: {
  text: string;
  threadId: string;
  actionId: string;
  sentAt: string | null;
  message: InboxMessage | null;
}) {
  const send = useSendStoreActionMessage(threadId, actionId);
  const textId = useId();
  const sent = sentAt ?? send.data?.sentAt ?? null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code id={textId} className="break-all">
        {text}
      </code>
      {sent ? (
        <span role="status">Sent {formatDateTime(sent)}</span>
      ) : !message ? (
        <span>
          Copy it and send it in this member's conversation in the{" "}
          <Link to="/dashboard/inbox" className="underline">
            Inbox
          </Link>
        </span>
      ) : (
        // Several codes can be listed: the text it sends tells the buttons apart for a screen reader.
        <Button
          size="sm"
          variant="outline"
          aria-describedby={textId}
          loading={send.isPending}
          onClick={() => send.mutate(message.id)}
        >
          Send in conversation
        </Button>
      )}
      {send.isError && (
        <span role="alert" className="text-red-700">
          {errorMessage(send.error, "The reply could not be sent. It was not sent.")}
        </span>
      )}
    </div>
  );
}
