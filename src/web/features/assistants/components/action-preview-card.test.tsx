import type { ActionPreview } from "@shared/assistants/assistants.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { ActionPreviewCard } from "./action-preview-card";

const base: Pick<
  ActionPreview,
  "count" | "link" | "processed" | "expiresAt" | "confirmedBy" | "undoable" | "sample"
> = {
  count: 2,
  link: "/dashboard/lunara-ai/records?intent=shipping_orders",
  processed: 0,
  expiresAt: "2026-11-18T15:15:00.000Z",
  confirmedBy: null,
  undoable: false,
  sample: [],
};
const ids = ["11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222"] as const;

describe("a reply or link action in the chat", () => {
  it("shows the template, the replies as they will be sent and that they can't be undone", async () => {
    const preview: ActionPreview = {
      ...base,
      id: "33333333-3333-4333-8333-333333333333",
      kind: "send_reply",
      description: "Send one reply to each of 2 messages.",
      status: "previewed",
      notUndoable: "Sent replies can't be undone: Instagram and TikTok keep them once they are posted.",
      reply: {
        template: "Hi {first_name}, your {product} ships soon.",
        examples: [
          { messageId: ids[0], sender: "maya", text: "Hi Maya, your Glow Serum ships soon." },
          { messageId: ids[1], sender: "ben", text: null, skip: "The message names none of your products." },
        ],
        unfillable: 1,
      },
    };
    answerApi({ [`GET /api/assistants/actions/${preview.id}`]: () => json({ action: preview }) });
    renderWithApp(<ActionPreviewCard preview={preview} />);
    expect(screen.getByText("Hi {first_name}, your {product} ships soon.")).toBeTruthy();
    const examples = within(screen.getByRole("list", { name: "Examples" })).getAllByRole("listitem");
    expect(examples.map((li) => li.textContent)).toEqual([
      "@maya: Hi Maya, your Glow Serum ships soon.",
      "@ben: not sent: The message names none of your products.",
    ]);
    expect(screen.getByText(/can't be undone/)).toBeTruthy();
    expect(
      screen.getByText("1 of them names none of your products, so it will not get a reply."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeTruthy();
  });

  it("lists the links made, copies them all, and says what could not be done and why", async () => {
    const done: ActionPreview = {
      ...base,
      id: "44444444-4444-4444-8444-444444444444",
      kind: "tracking_links",
      description: "Create 2 tracking links to Glow Serum.",
      status: "done",
      processed: 2,
      destination: { label: "Glow Serum", url: "" },
      outcome: {
        succeeded: 1,
        failed: 1,
        links: [{ messageId: ids[0], sender: "maya", url: "https://lunara.test/t/AbCdEfGh" }],
        failures: [{ messageId: ids[1], sender: "ben", reason: "Connect your store first." }],
      },
    };
    answerApi({ [`GET /api/assistants/actions/${done.id}`]: () => json({ action: done }) });
    const user = userEvent.setup();
    // After setup: user-event puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithApp(<ActionPreviewCard preview={done} />);
    expect(screen.getByText("https://lunara.test/t/AbCdEfGh")).toBeTruthy();
    expect(screen.getByText("@ben: Connect your store first.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Copy all links" }));
    expect(writeText).toHaveBeenCalledWith("@maya https://lunara.test/t/AbCdEfGh");
    expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
  });
});

describe("cancelling a preview", () => {
  const preview: ActionPreview = {
    ...base,
    id: "55555555-5555-4555-8555-555555555555",
    kind: "archive",
    description: "Archive 2 messages: they leave the inbox and stay searchable under archived.",
    status: "previewed",
  };

  it("is reached and pressed from the keyboard, and records the cancel so Confirm is gone", async () => {
    const calls = answerApi({
      [`GET /api/assistants/actions/${preview.id}`]: () => json({ action: preview }),
      [`POST /api/assistants/actions/${preview.id}/cancel`]: () =>
        json({ action: { ...preview, status: "cancelled" } }),
    });
    const user = userEvent.setup();
    renderWithApp(<ActionPreviewCard preview={preview} />);
    const cancel = screen.getByRole("button", { name: "Cancel" });
    // Tab order: the records link, Confirm, then Cancel.
    for (let i = 0; i < 5 && document.activeElement !== cancel; i++) await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Cancelled: nothing was done")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/cancel"))).toBe(true);
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });

  it("says why when the server refuses, and shows the status the server has", async () => {
    const expired = { ...preview, status: "expired" as const };
    let cancelled = false;
    answerApi({
      [`GET /api/assistants/actions/${preview.id}`]: () => json({ action: cancelled ? expired : preview }),
      [`POST /api/assistants/actions/${preview.id}/cancel`]: () => {
        cancelled = true;
        return json(
          {
            success: false,
            error: "This preview already expired: nothing was or will be done.",
            code: "EXPIRED",
          },
          410,
        );
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ActionPreviewCard preview={preview} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(
      await screen.findByText("This preview already expired: nothing was or will be done."),
    ).toBeTruthy();
    expect(await screen.findByText("Preview expired")).toBeTruthy();
  });
});
