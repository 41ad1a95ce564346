import { WIZARD_RESPONSE_CONFIG } from "@shared/ai/response-config.schema";
import { AUTOSAVE_DEBOUNCE_MS, BRAND_MESSAGES, SAVED_TICK_MS } from "@shared/brand/brand.constants";
import type { BrandSettings } from "@shared/brand/brand-settings.schema";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EditableField } from "./editable-field";
import { SavingIndicator } from "./saving-indicator";

const settings = (patch: Partial<BrandSettings>): BrandSettings => ({
  brand_name: "Glow",
  description: "Clean skincare",
  brand_tone: "",
  brand_voice: "",
  brand_personality: [],
  target_audience: "",
  key_messages: [],
  website_url: "",
  industry: "",
  wizard_completed: true,
  formality_level: "casual",
  use_emojis: true,
  response_rules: { always: [], never: [], auto_escalate_keywords: [] },
  product_config: { featured: [], hidden: [] },
  response_config: WIZARD_RESPONSE_CONFIG,
  timezone: "America/Toronto",
  updated_at: null,
  ...patch,
});

function BrandNameField() {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <EditableField
        field="brand_name"
        label="Brand name"
        value="Glow"
        editing={editing}
        onToggleEdit={() => setEditing((e) => !e)}
      />
      <SavingIndicator />
    </>
  );
}

const savingStatus = () => screen.queryByText(BRAND_MESSAGES.saving);
const savedCheck = () => screen.queryByRole("img", { name: "Brand name saved" });
const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "PATCH").map((c) => c.body);

describe("Brand Essentials field autosave", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it("is read-only until its pencil is clicked", async () => {
    answerApi({});
    renderWithApp(<BrandNameField />);
    const input = screen.getByRole("textbox", { name: "Brand name" });
    expect(input.hasAttribute("readonly")).toBe(true);
    await user().click(screen.getByRole("button", { name: "Edit Brand name" }));
    expect(input.hasAttribute("readonly")).toBe(false);
    expect(screen.getByRole("button", { name: "Stop editing Brand name" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("shows 'Saving changes...' from the first keystroke, saves 1 s after the last, then ticks for 2 s", async () => {
    const calls = answerApi({
      "PATCH /api/brand/settings": ({ body }) => json(settings(body as Partial<BrandSettings>)),
    });
    renderWithApp(<BrandNameField />);
    const u = user();
    await u.click(screen.getByRole("button", { name: "Edit Brand name" }));
    await u.type(screen.getByRole("textbox", { name: "Brand name" }), " Lab");

    expect(savingStatus()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 50));
    expect(patches(calls)).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(savedCheck()).not.toBeNull());
    expect(patches(calls)).toEqual([{ brand_name: "Glow Lab" }]);
    expect(savingStatus()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SAVED_TICK_MS));
    expect(savedCheck()).toBeNull();
  });

  it("a value the server schema refuses is named and never sent", async () => {
    const calls = answerApi({});
    renderWithApp(<BrandNameField />);
    const u = user();
    await u.click(screen.getByRole("button", { name: "Edit Brand name" }));
    await u.clear(screen.getByRole("textbox", { name: "Brand name" }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS));

    expect(screen.getByRole("alert").textContent).toBe(BRAND_MESSAGES.brandNameRequired);
    expect(screen.getByRole("textbox", { name: "Brand name" }).getAttribute("aria-invalid")).toBe("true");
    expect(patches(calls)).toEqual([]);
  });

  it("a failed save keeps the text, says so, and is retried 3 s later until stored", async () => {
    let fail = true;
    const calls = answerApi({
      "PATCH /api/brand/settings": ({ body }) =>
        fail ? json({ error: "Database unavailable" }, 503) : json(settings(body as Partial<BrandSettings>)),
    });
    renderWithApp(<BrandNameField />);
    const u = user();
    await u.click(screen.getByRole("button", { name: "Edit Brand name" }));
    const input = screen.getByRole("textbox", { name: "Brand name" });
    await u.type(input, " Lab");
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(BRAND_MESSAGES.saveRetrying));
    expect((input as HTMLInputElement).value).toBe("Glow Lab");
    expect(savingStatus()).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(savingStatus()).not.toBeNull();

    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(savedCheck()).not.toBeNull());
    expect(patches(calls)).toEqual([
      { brand_name: "Glow Lab" },
      { brand_name: "Glow Lab" },
      { brand_name: "Glow Lab" },
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(savingStatus()).toBeNull();
  });
});
