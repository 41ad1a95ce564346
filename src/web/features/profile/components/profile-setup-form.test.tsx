import { PLAIN_NAME_MESSAGES } from "@shared/profile/plain-name";
import { FULL_NAME_MAX, PROFILE_MESSAGES } from "@shared/profile/profile.schema";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { PROFILE_SETUP_TEXTS } from "../profile-texts";
import { ProfileSetupForm } from "./profile-setup-form";

const submit = () => screen.getByRole("button", { name: PROFILE_SETUP_TEXTS.submit });

describe("the profile setup form", () => {
  it("says what is wrong with a field once it is left, and keeps Complete Setup off", async () => {
    const calls = answerApi({});
    const user = userEvent.setup();
    renderWithApp(<ProfileSetupForm email="ada@brand.test" />);

    await user.type(screen.getByLabelText(/^Password/), "short");
    await user.tab();

    expect(await screen.findByText(PROFILE_MESSAGES.passwordLength)).toBeTruthy();
    expect(submit().hasAttribute("disabled")).toBe(true);
    expect(calls).toEqual([]);
  });

  it("refuses a name longer than the limit, saying so, and keeps Complete Setup off", async () => {
    const calls = answerApi({});
    const user = userEvent.setup();
    renderWithApp(<ProfileSetupForm email="ada@brand.test" />);

    const fullName = screen.getByLabelText(/^Full Name/);
    fireEvent.change(fullName, { target: { value: "A".repeat(10_000) } });
    fireEvent.blur(fullName);
    await user.type(screen.getByLabelText(/^Password/), "Engine1843");
    await user.type(screen.getByLabelText(/^Confirm Password/), "Engine1843");

    expect(await screen.findByText(`Full name must be at most ${FULL_NAME_MAX} characters`)).toBeTruthy();
    expect(submit().hasAttribute("disabled")).toBe(true);
    expect(calls).toEqual([]);
  });

  it("refuses markup in the name, saying so, and keeps Complete Setup off", async () => {
    const calls = answerApi({});
    const user = userEvent.setup();
    renderWithApp(<ProfileSetupForm email="ada@brand.test" />);

    await user.type(screen.getByLabelText(/^Full Name/), "<i>Nina</i> Newbie");
    await user.type(screen.getByLabelText(/^Password/), "Engine1843");
    await user.type(screen.getByLabelText(/^Confirm Password/), "Engine1843");

    expect(await screen.findByText(PLAIN_NAME_MESSAGES.brackets("Full name"))).toBeTruthy();
    expect(submit().hasAttribute("disabled")).toBe(true);
    expect(calls).toEqual([]);
  });

  it("sends the schema's shape once every field holds", async () => {
    const calls = answerApi({ "POST /api/profile/setup": () => json({ success: true }) });
    const user = userEvent.setup();
    renderWithApp(<ProfileSetupForm email="ada@brand.test" />);

    await user.type(screen.getByLabelText(/^Full Name/), "  Ada Lovelace ");
    await user.type(screen.getByLabelText(/^Password/), "Engine1843");
    await user.type(screen.getByLabelText(/^Confirm Password/), "Engine1843");
    await user.click(submit());

    await waitFor(() => expect(calls.some((c) => c.path === "/api/profile/setup")).toBe(true));
    const sent = calls.find((c) => c.path === "/api/profile/setup");
    expect(sent?.body).toEqual({
      fullName: "Ada Lovelace",
      password: "Engine1843",
      confirmPassword: "Engine1843",
    });
  });
});
