import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { BrandWizard } from "./brand-wizard";

const complete = () => screen.getByRole("button", { name: "Complete setup" });

describe("the brand setup wizard", () => {
  it("asks for a brand name and a description in the spec's words and sends nothing", async () => {
    const calls = answerApi({});
    const user = userEvent.setup();
    renderWithApp(<BrandWizard onComplete={vi.fn()} />);

    await user.click(complete());

    expect(await screen.findByText(BRAND_MESSAGES.brandNameRequired)).toBeTruthy();
    expect(screen.getByText(BRAND_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("saves the schema's shape, empty key messages dropped", async () => {
    const calls = answerApi({ "POST /api/brand/wizard": () => json({ success: true }) });
    const user = userEvent.setup();
    renderWithApp(<BrandWizard onComplete={vi.fn()} />);

    await user.type(screen.getByLabelText(/Brand name/), " Glow Theory ");
    await user.type(screen.getByLabelText(/Description/), "Clean skincare");
    await user.type(screen.getByLabelText("Key message 2"), "Vegan");
    await user.click(complete());

    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]?.body).toMatchObject({
      brand_name: "Glow Theory",
      description: "Clean skincare",
      key_messages: ["Vegan"],
    });
  });
});
