import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/format-date";
import { Eye, EyeOff, ShieldAlert, ShieldCheck } from "lucide-react";
import { useModerateMessage, useModerationEvents } from "../api/moderate-message";
import { REPLY_TEXTS } from "../reply-texts";

const T = REPLY_TEXTS.moderation;
const HIDEABLE = new Set(["comment", "comment_reply"]);

/** Hide / unhide a comment (on the platform where its API allows), mark spam / not spam, and the audit lines. */
export function ModerationPanel({ message }: { message: InboxMessage }) {
  const moderate = useModerateMessage(message.id);
  const events = useModerationEvents(message.id);
  const hidden = message.hidden_at !== null;
  const act = (action: "hide" | "unhide" | "mark_spam" | "not_spam", reason: string) =>
    moderate.mutate({ action, reason });
  return (
    <section aria-label={T.audit} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {HIDEABLE.has(message.message_type) &&
          (hidden ? (
            <Button
              variant="outline"
              size="sm"
              loading={moderate.isPending}
              onClick={() => act("unhide", "unhidden by a person")}
            >
              <Eye aria-hidden="true" className="size-4" />
              {T.unhide}
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              loading={moderate.isPending}
              onClick={() => act("hide", message.spam_at ? "spam" : "abusive")}
            >
              <EyeOff aria-hidden="true" className="size-4" />
              {T.hide}
            </Button>
          ))}
        {message.spam_at ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={moderate.isPending}
            onClick={() => act("not_spam", "not spam")}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {T.notSpam}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={moderate.isPending}
            onClick={() => act("mark_spam", "spam")}
          >
            <ShieldAlert aria-hidden="true" className="size-4" />
            {T.markSpam}
          </Button>
        )}
        {hidden && (
          <span className="text-ink-muted text-xs">
            {message.hidden_on_platform ? T.hiddenOnPlatform : T.hiddenInLunara}
          </span>
        )}
      </div>
      {(events.data?.events.length ?? 0) > 0 && (
        <ul aria-label={T.audit} className="flex flex-col gap-0.5 text-ink-muted text-xs">
          {events.data?.events.map((e) => (
            <li key={e.id}>
              <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>{" "}
              {T.auditLine(e.actor, e.action, e.reason, e.on_platform)}
              {e.error ? ` — ${e.error}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
