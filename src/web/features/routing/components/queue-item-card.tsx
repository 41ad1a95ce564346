import { platformLabel } from "@shared/integrations/platform-label";
import { ROUTING_TEAM_LABELS, ROUTING_TEXTS } from "@shared/routing/routing.constants";
import type { QueueItem, RoutingPerson } from "@shared/routing/routing.schema";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { DeadlineBadges } from "@web/components/ui/countdown-badge";
import { displayText } from "@web/lib/display-text";
import type { ItemAction } from "../api/update-routing-item";

const STATUS = {
  pending: { tone: "warning", label: "Pending" },
  in_progress: { tone: "brand", label: "In Progress" },
  completed: { tone: "success", label: "Completed" },
} as const;
const SENTIMENT_LABELS: Record<string, string> = {
  positive: "Positive",
  neutral: "Neutral",
  negative: "Negative",
};

export function StatusBadge({ status }: { status: string }) {
  const known = STATUS[status as keyof typeof STATUS];
  return <Badge tone={known?.tone ?? "danger"}>{known?.label ?? status}</Badge>;
}

type Props = {
  item: QueueItem;
  me: string | null;
  now: Date;
  busy: boolean;
  onAction: (id: string, action: ItemAction) => void;
  /** Admins only: the team's people to hand the item to. */
  assignees: RoutingPerson[] | null;
  onAssign: (id: string, userId: string | null) => void;
};

/** One routing queue item: the message and its routing, a status badge, Start or Complete. */
export function QueueItemCard({ item, me, now, busy, onAction, assignees, onAssign }: Props) {
  const heldByOther = item.assigned_to !== null && item.assigned_to !== me;
  const team = ROUTING_TEAM_LABELS[item.team as keyof typeof ROUTING_TEAM_LABELS] ?? item.team;
  return (
    <li
      data-item={item.id}
      data-message={item.message_id}
      className="flex flex-col gap-2 rounded-xl border border-line p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        {/* A link or code without spaces wraps anywhere rather than widening the page on a phone. */}
        <p className="wrap-anywhere text-ink text-sm">{displayText(item.content)}</p>
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <Badge tone="neutral">{platformLabel(item.platform)}</Badge>
          <Badge tone="neutral">{item.intent.replaceAll("_", " ")}</Badge>
          <Badge tone="neutral">Priority {item.priority_score}/100</Badge>
          <Badge tone="neutral" className="capitalize">
            {SENTIMENT_LABELS[item.sentiment_classification] ?? item.sentiment_classification}
          </Badge>
          <Badge tone="neutral">{team}</Badge>
          <Badge
            tone={item.urgency === "crisis" || item.urgency === "urgent" ? "danger" : "neutral"}
            className="capitalize"
          >
            {item.urgency}
          </Badge>
          <DeadlineBadges
            slaDueAt={item.sla_due_at}
            replyWindowEndsAt={item.reply_window_ends_at}
            now={now}
          />
        </div>
        {item.routing_reason && <p className="wrap-anywhere text-ink-muted text-xs">{item.routing_reason}</p>}
        {item.assignee_name && (
          <p className="text-ink-muted text-xs" data-assignee>
            {item.status === "in_progress" ? "Taken by" : "Assigned to"}{" "}
            {item.assigned_to === me ? "you" : item.assignee_name}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <StatusBadge status={item.status} />
        {item.status === "pending" && !heldByOther && (
          <Button size="sm" disabled={busy} onClick={() => onAction(item.id, "start")}>
            {ROUTING_TEXTS.start}
          </Button>
        )}
        {item.status === "in_progress" && item.assigned_to === me && (
          <Button size="sm" disabled={busy} onClick={() => onAction(item.id, "complete")}>
            {ROUTING_TEXTS.complete}
          </Button>
        )}
        {assignees && (
          <label className="flex items-center gap-1 text-ink-muted text-xs">
            <span className="sr-only">Assign</span>
            <select
              aria-label="Assign to"
              className="rounded-lg border border-line bg-white px-2 py-1 text-ink text-xs"
              value={item.assigned_to ?? ""}
              disabled={busy}
              onChange={(e) => onAssign(item.id, e.target.value || null)}
            >
              <option value="">Unassigned</option>
              {assignees.map((p) => (
                <option key={p.user_id} value={p.user_id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </li>
  );
}
