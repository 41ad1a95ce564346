import { isAutoReplyHold } from "@shared/automation/auto-reply-holds";
import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { isCrisis, isPendingAuto, listUrgency } from "@shared/inbox/inbox-rules";
import { Badge } from "@web/components/ui/badge";
import { Camera, CircleAlert, Clock, Hand, Music2, TriangleAlert } from "lucide-react";
import { INBOX_TEXTS } from "../inbox-texts";
import { REPLY_TEXTS } from "../reply-texts";

const URGENCY_TONES = {
  crisis: "danger",
  urgent: "danger",
  high: "warning",
  normal: "neutral",
  low: "neutral",
} as const;

/** The urgency pill; left out when it would repeat the crisis badge beside it ("Crisis ⚠ Crisis"). */
export function UrgencyBadge({ message }: { message: InboxMessage }) {
  const urgency = listUrgency(message);
  if (urgency === "crisis" && isCrisis(message)) return null;
  const tone = URGENCY_TONES[urgency as keyof typeof URGENCY_TONES] ?? "neutral";
  return (
    <Badge tone={tone} className="capitalize">
      {urgency}
    </Badge>
  );
}

export function PlatformIcon({ platform }: { platform: string }) {
  const Icon = platform === "tiktok" ? Music2 : Camera;
  return (
    <Icon
      role="img"
      aria-label={platform === "tiktok" ? "TikTok" : "Instagram"}
      className="size-4 shrink-0"
    />
  );
}

/** The auto-reply gave the message to a person: held on purpose (a safety hold) or failed. */
function AutoReplyOutcomeBadge({ message }: { message: InboxMessage }) {
  if (!message.automation_failed_at) return null;
  if (isAutoReplyHold(message.automation_failure_code))
    return (
      <Badge tone="warning" title={REPLY_TEXTS.autoReplyHeld(message.automation_failure_reason)}>
        <Hand aria-hidden="true" className="size-3" />
        {REPLY_TEXTS.autoReplyHeldBadge}
      </Badge>
    );
  return (
    <Badge tone="danger" title={REPLY_TEXTS.autoReplyFailed(message.automation_failure_reason)}>
      <CircleAlert aria-hidden="true" className="size-3" />
      {REPLY_TEXTS.autoReplyFailedBadge}
    </Badge>
  );
}

/** The yellow pending-auto badge, the held or failed auto-reply badge and the crisis badge. */
/**
 * Pending auto-reply, auto-reply outcome, spam and crisis badges of a message; `standing`, the most
 * serious message of its conversation nobody has answered yet, brings its crisis badge.
 */
export function AutomationBadges({
  message,
  standing = message,
}: {
  message: InboxMessage;
  standing?: InboxMessage;
}) {
  return (
    <>
      {isPendingAuto(message) && (
        <Badge className="bg-yellow-100 text-yellow-800">
          <Clock aria-hidden="true" className="size-3" />
          {INBOX_TEXTS.pendingAutoBadge}
        </Badge>
      )}
      <AutoReplyOutcomeBadge message={message} />
      {message.spam_at && <Badge tone="neutral">{REPLY_TEXTS.moderation.spamBadge}</Badge>}
      {(isCrisis(message) || isCrisis(standing)) && (
        <Badge tone="danger">
          <TriangleAlert aria-hidden="true" className="size-3" />
          {INBOX_TEXTS.crisisBadge}
        </Badge>
      )}
    </>
  );
}
