import { INTENTS } from "@shared/ai/ai.constants";
import { WIZARD_RESPONSE_CONFIG } from "@shared/ai/response-config.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResponseConfigSection } from "./response-config-section";

afterEach(() => vi.unstubAllGlobals());

// Measured at 97% at every threshold: every intent may be switched on (the test's own figures).
const precision = {
  measured: true,
  measured_on: "test sets",
  generated_at: "2026-12-04T00:00:00Z",
  intents: Object.fromEntries(
    INTENTS.map((intent) => [
      intent,
      Array.from({ length: 50 }, (_, i) => ({ threshold: 50 + i, precision: 0.97, support: 100 })),
    ]),
  ),
};

describe("the response configuration", () => {
  it("says which intents the global switch starts, and asks before switching it on", async () => {
    const config = structuredClone(WIZARD_RESPONSE_CONFIG);
    config.global.auto_reply_enabled = false;
    for (const intent of INTENTS) config.intents[intent].auto_reply_enabled = false;
    config.intents.shipping_orders.auto_reply_enabled = true;
    config.intents.catch_all.auto_reply_enabled = true;
    const calls = answerApi({
      "GET /api/brand/response-config": () => json({ config, recommended: config, saved: true }),
      "GET /api/ai/threshold-precision": () => json(precision),
      "PATCH /api/brand/response-config": () =>
        json({
          config: { ...config, global: { ...config.global, auto_reply_enabled: true } },
          recommended: config,
          saved: true,
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<ResponseConfigSection />);
    const toggle = screen.queryByRole("button", { name: /Response Configuration/ });
    if (toggle && toggle.getAttribute("aria-expanded") === "false") await user.click(toggle);

    expect(
      await screen.findByText(
        "Nothing is sent automatically while this is off. Switching it on starts auto reply for: Shipping orders, Catch all.",
      ),
    ).toBeTruthy();
    const rows = screen.getByRole("list", { name: "Automation per intent" });
    expect(within(rows).getAllByText("Waits for Auto reply enabled above")).toHaveLength(2);

    await user.click(screen.getByRole("switch", { name: "Auto reply enabled" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/for: Shipping orders, Catch all\./)).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Switch on" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ global: { auto_reply_enabled: true } });
  });
});
