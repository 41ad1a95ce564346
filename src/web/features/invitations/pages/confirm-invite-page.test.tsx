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
