import type { MemberProfile } from "@shared/community/community.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { MemberProfileCard } from "./member-profile-card";

const profile: MemberProfile = {
  tags: ["vip"],
  notes: null,
  consent: { status: "opted_in", source: "Checkout checkbox", recorded_at: "2026-11-02T10:00:00.000Z" },
};

describe("a member's tags, notes and consent", () => {
  it("shows the recorded consent with its source, and sends tags, notes and a withdrawal with where it was said", async () => {
    const saved: MemberProfile = {
      tags: ["vip", "sensitive skin"],
      notes: "Prefers French",
      consent: { status: "opted_out", source: "DM", recorded_at: "2026-11-20T10:00:00.000Z" },
    };
    const calls = answerApi({ "PATCH /api/community/members/m1": () => json(saved, 200) });
    const user = userEvent.setup();
    renderWithApp(<MemberProfileCard memberId="m1" profile={profile} />);

    expect(screen.getByText(/Marketing consent/).parentElement?.textContent).toContain(
      "Opted in · Checkout checkbox",
    );
    await user.type(screen.getByLabelText("Tags"), ", sensitive skin");
    await user.type(screen.getByLabelText("Notes"), "Prefers French");
    await user.selectOptions(screen.getByLabelText("Record consent"), "opted_out");
    await user.type(screen.getByLabelText("Where they said it"), "DM");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(calls[0]?.body).toBeDefined());
    expect(calls[0]?.body).toEqual({
      tags: ["vip", "sensitive skin"],
      notes: "Prefers French",
      consent: { status: "opted_out", source: "DM" },
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
  });
});
