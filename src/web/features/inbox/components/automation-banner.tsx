import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { isCrisis, isPendingAuto } from "@shared/inbox/inbox-rules";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Hand, OctagonX } from "lucide-react";
import { useOverrideAutomation } from "../api/override-automation";
import { INBOX_TEXTS } from "../inbox-texts";

/** The pending-auto banner with Stop Auto-Reply and Take Over & Reply, and the crisis banner. */
export function AutomationBanners({
  message,
  now,
  onTakeOver,
}: {
  message: InboxMessage;
  now: Date;
  onTakeOver: () => void;
}) {
  const override = useOverrideAutomation();
  const pending = isPendingAuto(message);
  const confidence =
    message.automation_confidence === null ? null : Math.round(message.automation_confidence * 100);
  // The minutes left until it sends, counting down (the configured delay until it is scheduled).
  const minutesLeft = message.automation_scheduled_for
    ? Math.max(0, Math.ceil((Date.parse(message.automation_scheduled_for) - now.getTime()) / 60_000))
    : message.automation_delay_minutes;
  return (
    <>
      {isCrisis(message) && <Alert tone="error">{INBOX_TEXTS.crisisBanner}</Alert>}
      {pending && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900"
        >
          <p>
            {minutesLeft === 0
              ? INBOX_TEXTS.pendingAutoSending(confidence)
              : INBOX_TEXTS.pendingAutoBanner(minutesLeft, confidence)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              loading={override.isPending && override.variables?.action === "stop_auto"}
              disabled={override.isPending}
              onClick={() =>
                override.mutate({
                  message_id: message.id,
                  action: "stop_auto",
                  reason: "Stopped from the inbox",
                })
              }
            >
              <OctagonX aria-hidden="true" className="size-4" />
              {INBOX_TEXTS.stopAuto}
            </Button>
            <Button
              size="sm"
              loading={override.isPending && override.variables?.action === "take_over"}
              disabled={override.isPending}
              onClick={() =>
                override.mutate(
                  { message_id: message.id, action: "take_over", reason: "Taken over from the inbox" },
                  { onSuccess: onTakeOver },
                )
              }
            >
              <Hand aria-hidden="true" className="size-4" />
              {INBOX_TEXTS.takeOver}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
