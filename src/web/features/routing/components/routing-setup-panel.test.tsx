import type { RoutingSetup } from "@shared/routing/routing.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { RoutingSetupPanel } from "./routing-setup-panel";

const person = (user_id: string, name: string, email: string) => ({
  user_id,
  name,
  email,
  role: "member",
  capacity: 10,
  teams: [],
  active: true,
  last_seen_at: null,
});
const setup: RoutingSetup = {
  settings: {
    timezone: "UTC",
    business_days: null,
    open_minute: null,
    close_minute: null,
    sla_minutes: { crisis: 15, urgent: 60, high: 240, normal: 1440, low: 1440 },
    auto_assign_teams: [],
  },
  people: [
    person("u-leo", "Leo Martins", "leo@brand.test"),
    person("u-maya", "Maya Chen", "maya@brand.test"),
  ],
  me: { user_id: "u-maya", role: "admin" },
};

describe("the routing setup, person by person", () => {
  it("saves the capacity and routing teams ticked in that person's own group", async () => {
    const calls = answerApi({ "PUT /api/routing/people/u-leo": () => json(setup) });
    const user = userEvent.setup();
    renderWithApp(<RoutingSetupPanel setup={setup} onError={vi.fn()} />);

    const teams = screen.getByRole("group", { name: "Routing teams of Leo Martins" });
    await user.click(within(teams).getByLabelText("Customer Experience"));
    await user.click(within(teams).getByLabelText("Technical"));
    await user.clear(screen.getByLabelText("Capacity of Leo Martins"));
    await user.type(screen.getByLabelText("Capacity of Leo Martins"), "4");
    const row = teams.closest("li") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ capacity: 4, teams: ["cx", "technical"] });
  });
});
