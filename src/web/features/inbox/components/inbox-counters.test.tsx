import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InboxCounters } from "./inbox-counters";

describe("the inbox counters", () => {
  it("say what High Priority counts, since the High badge starts lower", () => {
    render(<InboxCounters counters={{ total: 9, unread: 4, high_priority: 3, crisis: 1, high_intent: 2 }} />);
    expect(screen.getByText("High Priority").parentElement?.textContent).toBe(
      "High Priority3Priority score 70 or more",
    );
  });
});
