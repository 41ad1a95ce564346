import { ROUTING_TEXTS } from "@shared/routing/routing.constants";
import type { QueueItem } from "@shared/routing/routing.schema";
import type { Db } from "../db/client";
import { DomainError } from "../http/errors";
import { findItem } from "./routing-queue.repository";

export const notFound = () => new DomainError(404, ROUTING_TEXTS.notFound, "NOT_FOUND");

/** The item of the caller's team, or 404 (an item of another team is as unknown as a missing one). */
export async function itemOrNotFound(db: Db, teamId: string, id: string): Promise<QueueItem> {
  const item = await findItem(db, teamId, id);
  if (!item) throw notFound();
  return item;
}

/** Why a conditional update matched nothing, as the 409 the caller sees. */
export function conflictFor(item: QueueItem, userId: string, action: "start" | "complete"): DomainError {
  if (item.status === "completed") return new DomainError(409, ROUTING_TEXTS.alreadyCompleted, "COMPLETED");
  if (item.assigned_to && item.assigned_to !== userId) {
    return new DomainError(
      409,
      action === "start"
        ? ROUTING_TEXTS.takenBy(item.assignee_name ?? "someone else")
        : ROUTING_TEXTS.notYours,
      "TAKEN",
    );
  }
  return new DomainError(409, ROUTING_TEXTS.notStarted, "NOT_STARTED");
}
