import { INVITATION_MESSAGES } from "@shared/invitations/invitation.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { INVITATION_TEXTS } from "../invitation-texts";
import { ConfirmInvitePage } from "./confirm-invite-page";

const path = "/confirm-invite?token_hash=abc123&type=invite";
const used = () => json({ success: false, error: INVITATION_MESSAGES.alreadyUsed }, 400);

describe("a used invitation link", () => {
  it("tells a signed-out person how to get in (a tester who closed the browser before setup was stranded)", async () => {
    answerApi({ "POST /api/invitations/confirm": used, "GET /api/auth/get-session": () => json(null) });
    renderWithApp(<ConfirmInvitePage />, { path });
    await userEvent.setup().click(screen.getByRole("button", { name: INVITATION_TEXTS.accept }));
    expect(await screen.findByText(INVITATION_MESSAGES.alreadyUsed)).toBeTruthy();
    expect(await screen.findByText(INVITATION_TEXTS.usedSignedOut)).toBeTruthy();
    expect(screen.getByRole("button", { name: INVITATION_TEXTS.signIn })).toBeTruthy();
  });

  it("offers the account's setup when this browser is signed in", async () => {
    answerApi({
      "POST /api/invitations/confirm": used,
      "GET /api/auth/get-session": () =>
        json({ user: { id: "u1", email: "priya@brand.test", name: "" }, session: {} }),
    });
    renderWithApp(<ConfirmInvitePage />, { path });
    await userEvent.setup().click(screen.getByRole("button", { name: INVITATION_TEXTS.accept }));
    expect(await screen.findByRole("button", { name: INVITATION_TEXTS.usedContinue })).toBeTruthy();
    expect(screen.queryByText(INVITATION_TEXTS.usedSignedOut)).toBeNull();
  });
});

describe("the link read before it is used", () => {
  it("names the team and the invited email (a new user could not tell which brand invited them)", async () => {
    answerApi({
      "GET /api/invitations/preview": ({ url }) =>
        url.searchParams.get("token_hash") === "abc123"
          ? json({ team_name: "Glow Theory", email: "priya@brand.test", role: "member" })
          : json({ error: INVITATION_MESSAGES.invalidLink }, 404),
    });
    renderWithApp(<ConfirmInvitePage />, { path });
    expect(
      await screen.findByText(
        INVITATION_TEXTS.confirmNamed({ email: "priya@brand.test", team_name: "Glow Theory" }),
      ),
    ).toBeTruthy();
    expect(screen.getByText(/priya@brand\.test is invited to join Glow Theory on Lunara/)).toBeTruthy();
  });

  it("says an expired link is expired before anyone clicks", async () => {
    answerApi({ "GET /api/invitations/preview": () => json({ error: INVITATION_MESSAGES.expired }, 410) });
    renderWithApp(<ConfirmInvitePage />, { path });
    expect(await screen.findByText(INVITATION_MESSAGES.expired)).toBeTruthy();
    expect(screen.getByText(INVITATION_TEXTS.confirmBody)).toBeTruthy();
    // No Accept that could only fail.
    expect(screen.queryByRole("button", { name: INVITATION_TEXTS.accept })).toBeNull();
  });

  it("keeps the general words when the preview cannot be read", async () => {
    answerApi({ "GET /api/invitations/preview": () => json({ error: "Too many requests" }, 429) });
    renderWithApp(<ConfirmInvitePage />, { path });
    expect(await screen.findByText(INVITATION_TEXTS.confirmBody)).toBeTruthy();
    expect(screen.queryByText("Too many requests")).toBeNull();
  });
});
