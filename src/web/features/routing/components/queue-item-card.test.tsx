import type { QueueItem } from "@shared/routing/routing.schema";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueueItemCard } from "./queue-item-card";

const item: QueueItem = {
  id: "item-1",
  message_id: "message-1",
  content: "Hiii this brand never misses 🔥🔥",
  platform: "instagram",
  message_type: "comment",
  sender_username: "fan",
  intent: "compliment",
  priority_score: 28,
  // A score above the positive cut-off the engine nevertheless read as neutral.
  sentiment_score: 0.4,
  sentiment_classification: "neutral",
  team: "engagement",
  urgency: "low",
  routing_reason: "Compliment (49% confidence), neutral sentiment: Engagement, queued, no reply needed",
  status: "pending",
  assigned_to: null,
  assignee_name: null,
  received_at: "2025-01-01T10:00:00.000Z",
  assigned_at: null,
  started_at: null,
  completed_at: null,
  sla_due_at: null,
  reply_window_ends_at: null,
};

const renderCard = (queued: QueueItem) =>
  render(
    <ul>
      <QueueItemCard
        item={queued}
        me={null}
        now={new Date("2025-01-01T10:05:00.000Z")}
        busy={false}
        onAction={vi.fn()}
        assignees={null}
        onAssign={vi.fn()}
      />
    </ul>,
  );

describe("a routing queue item", () => {
  it("shows the sentiment its routing reason states, not one re-read from the score", () => {
    renderCard(item);

    expect(screen.getByText("Neutral")).toBeTruthy();
    expect(screen.queryByText("Positive")).toBeNull();
  });

  it("shows a negative reading as Negative", () => {
    renderCard({ ...item, sentiment_score: -0.05, sentiment_classification: "negative" });

    expect(screen.getByText("Negative")).toBeTruthy();
  });
});
