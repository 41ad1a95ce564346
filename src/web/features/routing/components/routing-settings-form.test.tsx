import type { RoutingSettings } from "@shared/routing/routing.schema";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { RoutingSettingsForm } from "./routing-settings-form";

const initial: RoutingSettings = {
  timezone: "America/Toronto",
  business_days: [1, 2, 3, 4, 5],
  open_minute: 540,
  close_minute: 1020,
  sla_minutes: { crisis: 15, urgent: 60, high: 240, normal: 720, low: 1440 },
  auto_assign_teams: ["cx"],
};
const save = () => screen.getByRole("button", { name: "Save routing settings" });

describe("the routing settings form", () => {
  it("refuses an unknown timezone and a closing time before the opening one, sending nothing", async () => {
    const calls = answerApi({});
    const user = userEvent.setup();
    renderWithApp(<RoutingSettingsForm initial={initial} onError={vi.fn()} />);

    await user.clear(screen.getByLabelText("Timezone"));
    await user.type(screen.getByLabelText("Timezone"), "Mars/Olympus");
    fireEvent.change(screen.getByLabelText(/Closes/), { target: { value: "08:00" } });
    await user.click(save());

    expect(await screen.findByText("Unknown timezone")).toBeTruthy();
    expect(screen.getByText("Opening time must be before closing time")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("says what empty opening hours mean (a tester read the blank time fields as a fault)", () => {
    answerApi({});
    const open = { ...initial, open_minute: null, close_minute: null };
    renderWithApp(<RoutingSettingsForm initial={open} onError={vi.fn()} />);
    expect(screen.getByText(/No opening hours set: SLA targets count every hour/)).toBeTruthy();
  });

  it("sends the settings in the route's shape", async () => {
    const calls = answerApi({ "PUT /api/routing/settings": () => json({}, 200) });
    const user = userEvent.setup();
    renderWithApp(<RoutingSettingsForm initial={initial} onError={vi.fn()} />);

    await user.click(screen.getByLabelText("Sat"));
    await user.clear(screen.getByLabelText(/crisis/i));
    await user.type(screen.getByLabelText(/crisis/i), "10");
    await user.click(save());

    await waitFor(() => expect(calls[0]?.body).toBeDefined());
    expect(calls[0]?.body).toEqual({
      ...initial,
      business_days: [1, 2, 3, 4, 5, 6],
      sla_minutes: { ...initial.sla_minutes, crisis: 10 },
    });
  });
});
