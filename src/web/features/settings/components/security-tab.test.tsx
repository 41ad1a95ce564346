import { PASSWORD_CHANGE_MESSAGES } from "@shared/profile/profile.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { SecurityTab } from "./security-tab";

const fill = async (
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm = next,
) => {
  await user.type(screen.getByLabelText("Current Password"), current);
  await user.type(screen.getByLabelText("New Password"), next);
  await user.type(screen.getByLabelText("Confirm New Password"), confirm);
};
const submit = () => screen.getByRole("button", { name: "Update Password" });

describe("the security tab", () => {
  it("refuses a new password equal to the current one, sending nothing", async () => {
    const calls = answerApi({});
    const user = userEvent.setup();
    renderWithApp(<SecurityTab />);

    await fill(user, "Tidal7Marmalade", "Tidal7Marmalade");
    await user.click(submit());

    expect(await screen.findByText("New password must be different from the current one.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("keeps the spec's mismatch message first when the confirmation differs too", async () => {
    answerApi({});
    const user = userEvent.setup();
    renderWithApp(<SecurityTab />);

    await fill(user, "Tidal7Marmalade", "Tidal7Marmalade", "Other7Marmalade");
    await user.click(submit());

    expect(await screen.findByText(PASSWORD_CHANGE_MESSAGES.mismatch)).toBeTruthy();
    expect(screen.queryByText("New password must be different from the current one.")).toBeNull();
  });

  it("drops the last success notice when the form is submitted again", async () => {
    answerApi({ "POST /api/account/change-password": () => json({ success: true }) });
    const user = userEvent.setup();
    renderWithApp(<SecurityTab />);

    await fill(user, "Start2026x", "Tidal7Marmalade");
    await user.click(submit());
    expect(await screen.findByText(PASSWORD_CHANGE_MESSAGES.success)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText("Current Password") as HTMLInputElement).value).toBe(""),
    );

    await user.click(submit());

    expect(await screen.findByText(PASSWORD_CHANGE_MESSAGES.allRequired)).toBeTruthy();
    expect(screen.queryByText(PASSWORD_CHANGE_MESSAGES.success)).toBeNull();
  });
});
