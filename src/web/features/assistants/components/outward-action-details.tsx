import type { ActionPreview } from "@shared/assistants/assistants.schema";
import { Button } from "@web/components/ui/button";
import { useState } from "react";

/**
 * What a reply or link action adds to its card: the template and replies exactly as they will be
 * sent, where links lead, that it can't be undone, and once run, the links to copy and the
 * messages that could not be done, with why.
 */
export function OutwardActionDetails({ action }: { action: ActionPreview }) {
  const [copied, setCopied] = useState(false);
  const links = action.outcome?.links ?? [];
  const copyLinks = () => {
    const text = links.map((l) => `@${l.sender} ${l.url}`).join("\n");
    void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  };
  return (
    <div className="flex flex-col gap-2 text-xs" data-testid="outward-details">
      {action.reply && (
        <div className="flex flex-col gap-1">
          <p className="text-ink-muted">Reply, filled per message:</p>
          <blockquote className="rounded bg-surface-muted px-2 py-1 text-ink">
            {action.reply.template}
          </blockquote>
          <ul className="flex flex-col gap-1" aria-label="Examples">
            {action.reply.examples.map((e) => (
              <li key={e.messageId}>
                <span className="font-medium">@{e.sender}:</span>{" "}
                {e.text ?? <span className="text-ink-muted">not sent: {e.skip}</span>}
              </li>
            ))}
          </ul>
          {action.reply.unfillable > 0 && action.status === "previewed" && (
            <p className="text-ink-muted">
              {action.reply.unfillable === 1
                ? "1 of them names none of your products, so it will not get a reply."
                : `${action.reply.unfillable} of them name none of your products, so they will not get a reply.`}
            </p>
          )}
        </div>
      )}
      {action.destination && <p>Links lead to {action.destination.label}</p>}
      {action.notUndoable && action.status === "previewed" && (
        <p className="text-amber-700">{action.notUndoable}</p>
      )}
      {action.outcome && (
        <p>
          {action.kind === "send_reply" ? "Sent" : "Created"}: {action.outcome.succeeded}; could not be done:{" "}
          {action.outcome.failed}
        </p>
      )}
      {links.length > 0 && (
        <div className="flex flex-col gap-1">
          <ul className="max-h-40 overflow-y-auto" aria-label="Tracking links">
            {links.map((l) => (
              <li key={l.messageId}>
                @{l.sender}: <span className="select-all font-mono">{l.url}</span>
              </li>
            ))}
          </ul>
          <Button size="sm" variant="outline" onClick={copyLinks}>
            {copied ? "Copied" : "Copy all links"}
          </Button>
        </div>
      )}
      {(action.outcome?.failures.length ?? 0) > 0 && (
        <ul className="flex flex-col gap-1 text-red-700" aria-label="Not done">
          {action.outcome!.failures.map((f) => (
            <li key={f.messageId}>
              @{f.sender}: {f.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
