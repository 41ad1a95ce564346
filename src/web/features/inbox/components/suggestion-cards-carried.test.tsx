import type { GenerateSuggestionsResponse, InboxMessage } from "@shared/inbox/inbox.schema";
import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { INBOX_TEXTS } from "../inbox-texts";
import { SuggestionCards } from "./suggestion-cards";

const first = inboxMessage({
  id: "msg-1",
  platform: "instagram",
  message_type: "dm",
  sender_username: "glowgetter",
  content: "do you ship to Canada?",
});
const later: InboxMessage = { ...first, id: "msg-2", content: "also, is the serum vegan?" };

const suggestionsFor = (messageId: string): GenerateSuggestionsResponse => ({
  success: true,
  suggestions: (["quick", "detailed", "action"] as const).map((type) => ({
    id: `${messageId}-${type}`,
    suggestion_type: type,
    content: `The ${type} reply to ${messageId}.`,
    citations: [],
  })),
  leads: [],
  needs_person: false,
  needs_person_reason: null,
  disagreeing: [],
  tier: "embedded",
  cached: false,
  processingTime: 3,
});

/** The server: suggestions made for the message asked about, and every send accepted. */
const answerSuggestions = () =>
  answerApi({
    "POST /api/inbox/generate-response-suggestions": ({ body }) =>
      json(suggestionsFor((body as { message_id: string }).message_id)),
    "POST /api/inbox/send-platform-response": () =>
      json({ success: true, response_id: "9f1c2d3e-0000-4000-8000-000000000001" }),
  });

/** A thread whose customer writes again on a click, as the inbox shows it: the cards follow the latest message. */
function Thread() {
  const [message, setMessage] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setMessage(later)}>
        customer writes again
      </button>
      <SuggestionCards
        message={message}
        conversation="thread-1"
        threadId="thread-1"
        trackingUrl={null}
        regenerateSignal={0}
        seen={{ id: null, acknowledge: () => {} }}
      />
    </>
  );
}

describe("a suggestion being edited when the customer writes again", () => {
  it("is kept as a card of its own, sent to the latest message as an edit, or discarded", async () => {
    const calls = answerSuggestions();
    const user = userEvent.setup();
    renderWithApp(<Thread />);

    const quick = await screen.findByRole("textbox", { name: "Quick reply" });
    await user.clear(quick);
    await user.type(quick, "Yes, we ship to Canada in 5 days!");
    const detailed = screen.getByRole("textbox", { name: "Detailed reply" });
    await user.type(detailed, " Thanks");
    await user.click(screen.getByRole("button", { name: "customer writes again" }));

    expect(await screen.findByText("The quick reply to msg-2.")).toBeTruthy();
    expect(screen.getByText(INBOX_TEXTS.carriedEdit("glowgetter"))).toBeTruthy();
    const kept = screen.getAllByRole("textbox", { name: `${INBOX_TEXTS.carriedEditLabel} reply` });
    expect(kept.map((box) => (box as HTMLTextAreaElement).value)).toEqual([
      "Yes, we ship to Canada in 5 days!",
      "The detailed reply to msg-1. Thanks",
    ]);
    // A card left as suggested is not carried: the new one replaces it.
    expect(screen.queryByText("The action reply to msg-1.")).toBeNull();

    const [shipping, thanks] = screen.getAllByRole("region", {
      name: `${INBOX_TEXTS.carriedEditLabel} suggestion`,
    });
    await user.click(within(thanks!).getByRole("button", { name: INBOX_TEXTS.discardCarriedEdit }));
    expect(
      screen.getAllByRole("region", { name: `${INBOX_TEXTS.carriedEditLabel} suggestion` }),
    ).toHaveLength(1);
    // The keyboard stays in the suggestions: on the first new one.
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Quick reply" }));

    await user.click(
      within(shipping!).getByRole("button", { name: `Send ${INBOX_TEXTS.carriedEditLabel} reply` }),
    );
    await waitFor(() => expect(within(shipping!).getByRole("img", { name: INBOX_TEXTS.sent })).toBeTruthy());
    // Sent, the edit needs no warning any more.
    expect(screen.queryByText(INBOX_TEXTS.carriedEdit("glowgetter"))).toBeNull();
    const sends = calls.filter((c) => c.path === "/api/inbox/send-platform-response");
    expect(sends.map((c) => c.body)).toEqual([
      expect.objectContaining({
        message_id: "msg-2",
        response_content: "Yes, we ship to Canada in 5 days!",
        response_type: "manual_edit",
      }),
    ]);
  });

  it("is not kept once it was sent", async () => {
    answerSuggestions();
    const user = userEvent.setup();
    renderWithApp(<Thread />);
    const quick = await screen.findByRole("textbox", { name: "Quick reply" });
    await user.type(quick, " See you!");
    await user.click(screen.getByRole("button", { name: "Send Quick reply" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Quick suggestion" })).getByRole("img", {
          name: INBOX_TEXTS.sent,
        }),
      ).toBeTruthy(),
    );
    await user.click(screen.getByRole("button", { name: "customer writes again" }));
    expect(await screen.findByText("The quick reply to msg-2.")).toBeTruthy();
    expect(screen.queryByText(INBOX_TEXTS.carriedEdit("glowgetter"))).toBeNull();
  });
});
