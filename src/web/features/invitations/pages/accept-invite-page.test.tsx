import { INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import { screen } from "@testing-library/react";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { INVITATION_TEXTS } from "../invitation-texts";
import { AcceptInvitePage } from "./accept-invite-page";

describe("the accept-invite page", () => {
  it("says a person who reloads it after joining is already a member, and offers the dashboard", async () => {
    answerApi({
      "POST /api/accept-invite": () =>
        json({
          success: true,
          already_member: true,
          teamId: "t1",
          role: "member",
          message: INVITATION_MESSAGES.alreadyMember("Glow"),
        }),
    });
    renderWithApp(<AcceptInvitePage />, { path: "/accept-invite" });
    expect(await screen.findByText(INVITATION_TEXTS.alreadyMemberTitle)).toBeTruthy();
    expect(screen.getByText("You are already a member of Glow.")).toBeTruthy();
    expect(screen.getByRole("button", { name: INVITATION_TEXTS.continue })).toBeTruthy();
    expect(screen.queryByText(INVITATION_TEXTS.errorTitle)).toBeNull();
    expect(screen.queryByText(INVITATION_MESSAGES.unableToJoin)).toBeNull();
    expect(screen.queryByText(INVITATION_TEXTS.welcomeTitle)).toBeNull();
  });

  it("still welcomes a person joining for the first time", async () => {
    answerApi({
      "POST /api/accept-invite": () =>
        json({ success: true, teamId: "t1", role: "admin", message: "You have joined Glow" }),
    });
    renderWithApp(<AcceptInvitePage />, { path: "/accept-invite" });
    expect(await screen.findByText(INVITATION_TEXTS.welcomeTitle)).toBeTruthy();
    expect(screen.getByText("Admin Role")).toBeTruthy();
  });
});
