import { DeadlineBadges } from "@web/components/ui/countdown-badge";
import { useRoutingDeadlines } from "../api/get-routing-deadlines";

/** The SLA countdown (and reply window) of a message waiting in the routing queue; nothing otherwise. */
export function SlaCountdown({ messageId, now }: { messageId: string; now: Date }) {
  const deadline = useRoutingDeadlines().data?.get(messageId);
  if (!deadline) return null;
  return (
    <DeadlineBadges
      slaDueAt={deadline.sla_due_at}
      replyWindowEndsAt={deadline.reply_window_ends_at}
      now={now}
    />
  );
}
