import { ROUTING_TEXTS } from "@shared/routing/routing.constants";
import type { QueueResponse, RoutingPerson } from "@shared/routing/routing.schema";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import type { ItemAction } from "../api/update-routing-item";
import { useClock } from "../hooks/use-clock";
import { QueueItemCard } from "./queue-item-card";

type Props = {
  queue: QueueResponse | undefined;
  me: string | null;
  busyId: string | null;
  onAction: (id: string, action: ItemAction) => void;
  assignees: RoutingPerson[] | null;
  onAssign: (id: string, userId: string | null) => void;
};

/** Message Routing Queue: the first 20 open items, nearest deadline first, and the count. */
export function RoutingQueue({ queue, me, busyId, onAction, assignees, onAssign }: Props) {
  const now = useClock();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{ROUTING_TEXTS.queueTitle}</CardTitle>
        <span className="text-ink-muted text-sm" data-queue-count>
          {queue ? `${queue.total} ${queue.total === 1 ? "message" : "messages"}` : "…"}
        </span>
      </CardHeader>
      <CardContent>
        {queue && queue.items.length === 0 ? (
          <p className="py-6 text-center text-ink-muted text-sm">{ROUTING_TEXTS.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {queue?.items.map((item) => (
              <QueueItemCard
                key={item.id}
                item={item}
                me={me}
                now={now}
                busy={busyId === item.id}
                onAction={onAction}
                assignees={assignees}
                onAssign={onAssign}
              />
            ))}
          </ul>
        )}
        {queue && queue.items.length < queue.total && (
          <p className="pt-3 text-center text-ink-muted text-xs" data-queue-more>
            {ROUTING_TEXTS.showingFirst(queue.items.length, queue.total)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
