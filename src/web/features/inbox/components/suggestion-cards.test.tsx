import type { GenerateSuggestionsResponse } from "@shared/inbox/inbox.schema";
import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { REPLY_CONFLICT_CODE } from "@shared/inbox/reply-conflict";
import { REPLY_BLOCKED_TEXTS } from "@shared/inbox/reply-rules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { INBOX_TEXTS } from "../inbox-texts";
import { REPLY_TEXTS } from "../reply-texts";
import { SuggestionCards } from "./suggestion-cards";

const message = inboxMessage({
  id: "msg-1",
  platform: "instagram",
  message_type: "dm",
  content: "what can't I return?",
});
const lead = {
  chunk_id: "chunk-7",
  source_kind: "document" as const,
  source_name: "Returns & Exchanges",
  quote: "Gift cards and final-sale items cannot be returned.",
};
const unsure = (leads: GenerateSuggestionsResponse["leads"]): GenerateSuggestionsResponse => ({
  success: true,
  suggestions: [
    { id: "s1", suggestion_type: "quick", content: "Hey! Let's check.", citations: [] },
    {
      id: "s2",
      suggestion_type: "detailed",
      content: "Hey! Someone from our team will confirm this for you shortly.",
      citations: [],
    },
    { id: "s3", suggestion_type: "action", content: "DM us your order number.", citations: [] },
  ],
  leads,
  needs_person: true,
  needs_person_reason: null,
  disagreeing: [],
  tier: "embedded",
  cached: false,
  processingTime: 4,
});

/** The cards for `message`, opened when nobody had replied yet. */
const renderCards = (over: Partial<ComponentProps<typeof SuggestionCards>> = {}) =>
  renderWithApp(
    <SuggestionCards
      message={message}
      conversation="conversation-1"
      threadId={null}
      trackingUrl={null}
      regenerateSignal={0}
      seen={{ id: null, acknowledge: () => {} }}
      {...over}
    />,
  );

describe("the reply suggestions", () => {
  it("offer the passages that may answer, open each, and add one to the Detailed reply the agent sends", async () => {
    const calls = answerApi({
      "POST /api/inbox/generate-response-suggestions": () => json(unsure([lead])),
      "GET /api/knowledge/passages/chunk-7": () =>
        json({
          id: "chunk-7",
          source_kind: "document",
          source_name: lead.source_name,
          content: `Exceptions\n${lead.quote}`,
        }),
      "POST /api/inbox/send-platform-response": () =>
        json({ success: true, response_id: "9f1c2d3e-0000-4000-8000-000000000001" }),
    });
    const user = userEvent.setup();
    renderCards();

    const leads = await screen.findByRole("region", { name: INBOX_TEXTS.leadsTitle });
    expect(within(leads).getByText(lead.quote)).toBeTruthy();
    await user.click(within(leads).getByRole("button", { name: /Returns & Exchanges.*Open the passage/ }));
    expect(await screen.findByText(lead.quote, { selector: "mark" })).toBeTruthy();
    await user.keyboard("{Escape}");

    await user.click(within(leads).getByRole("button", { name: INBOX_TEXTS.addLeadLabel(lead.source_name) }));
    const detailed = screen.getByRole("textbox", { name: "Detailed reply" }) as HTMLTextAreaElement;
    expect(detailed.value).toBe(
      `Hey! Someone from our team will confirm this for you shortly. ${lead.quote}`,
    );
    // Adding it again does not repeat it; the quick reply is untouched.
    await user.click(within(leads).getByRole("button", { name: INBOX_TEXTS.addLeadLabel(lead.source_name) }));
    expect(detailed.value.split(lead.quote)).toHaveLength(2);
    expect((screen.getByRole("textbox", { name: "Quick reply" }) as HTMLTextAreaElement).value).toBe(
      "Hey! Let's check.",
    );

    await user.click(screen.getByRole("button", { name: "Send Detailed reply" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/inbox/send-platform-response")).toBe(true));
    expect(calls.find((c) => c.path === "/api/inbox/send-platform-response")?.body).toMatchObject({
      response_content: `Hey! Someone from our team will confirm this for you shortly. ${lead.quote}`,
      response_type: "manual_edit",
    });
  });

  it("say what Regenerate did, also when the same replies come back", async () => {
    answerApi({ "POST /api/inbox/generate-response-suggestions": () => json(unsure([])) });
    const user = userEvent.setup();
    renderCards();
    await screen.findByRole("textbox", { name: "Quick reply" });
    await user.click(screen.getByRole("button", { name: INBOX_TEXTS.regenerate }));
    expect(await screen.findByText(INBOX_TEXTS.regenerated.same)).toBeTruthy();
  });

  it("show no leads when the knowledge answered", async () => {
    answerApi({ "POST /api/inbox/generate-response-suggestions": () => json(unsure([])) });
    renderCards();
    await screen.findByRole("textbox", { name: "Detailed reply" });
    expect(screen.queryByRole("region", { name: INBOX_TEXTS.leadsTitle })).toBeNull();
  });

  it("say when a stated answer is not sure to cover the question, and only then", async () => {
    const answered = (needs_person: boolean): GenerateSuggestionsResponse => {
      const set = unsure([]);
      return {
        ...set,
        needs_person,
        suggestions: set.suggestions.map((s) =>
          s.suggestion_type === "detailed" ? { ...s, content: `Hey! ${lead.quote}`, citations: [lead] } : s,
        ),
      };
    };
    answerApi({ "POST /api/inbox/generate-response-suggestions": () => json(answered(true)) });
    const first = renderCards();
    expect(await screen.findByText(INBOX_TEXTS.checkAnswer)).toBeTruthy();
    first.unmount();

    answerApi({ "POST /api/inbox/generate-response-suggestions": () => json(answered(false)) });
    const second = renderCards();
    await screen.findByRole("textbox", { name: "Detailed reply" });
    expect(screen.queryByText(INBOX_TEXTS.checkAnswer)).toBeNull();
    second.unmount();

    // A reply held for another reason names that check, not a doubt about the source.
    answerApi({
      "POST /api/inbox/generate-response-suggestions": () =>
        json({ ...answered(true), needs_person_reason: "earlier" }),
    });
    const third = renderCards();
    expect(await screen.findByText(INBOX_TEXTS.checkEarlier)).toBeTruthy();
    expect(screen.queryByText(INBOX_TEXTS.checkAnswer)).toBeNull();
    third.unmount();
    answerApi({
      "POST /api/inbox/generate-response-suggestions": () =>
        json({ ...answered(true), needs_person_reason: "several_asks" }),
    });
    renderCards();
    expect(await screen.findByText(INBOX_TEXTS.checkSeveralAsks)).toBeTruthy();
  });

  it("name each source when the sources state different values of the answer", async () => {
    const faq = {
      ...lead,
      chunk_id: "chunk-1",
      source_name: "FAQ",
      quote: "Gift cards are valid for 3 years.",
    };
    const terms = {
      ...lead,
      chunk_id: "chunk-2",
      source_name: "Gift card terms",
      quote: "Gift cards never expire.",
    };
    const set = unsure([]);
    answerApi({
      "POST /api/inbox/generate-response-suggestions": () =>
        json({
          ...set,
          disagreeing: [faq, terms],
          suggestions: set.suggestions.map((s) =>
            s.suggestion_type === "detailed" ? { ...s, content: `Hey! ${faq.quote}`, citations: [faq] } : s,
          ),
        }),
    });
    renderWithApp(
      <SuggestionCards
        message={message}
        conversation="thread-1"
        threadId={null}
        trackingUrl={null}
        regenerateSignal={0}
        seen={{ id: null, acknowledge: () => {} }}
      />,
    );
    const notice = (await screen.findByText(INBOX_TEXTS.sourcesDisagree)).closest(
      "[role=status]",
    ) as HTMLElement;
    for (const source of [faq, terms]) {
      expect(within(notice).getByText(source.quote)).toBeTruthy();
      expect(
        within(notice).getByRole("button", { name: new RegExp(`Source: ${source.source_name}`) }),
      ).toBeTruthy();
    }
    expect(screen.queryByText(INBOX_TEXTS.checkAnswer)).toBeNull();
  });

  it("keep the keyboard focus on the card that sent, and give it back to Send when the send fails", async () => {
    let fail = false;
    answerApi({
      "POST /api/inbox/generate-response-suggestions": () => json(unsure([])),
      "POST /api/inbox/send-platform-response": () =>
        fail
          ? json({ success: false, error: "Instagram is down" }, 502)
          : json({ success: true, response_id: "9f1c2d3e-0000-4000-8000-000000000001" }),
    });
    const user = userEvent.setup();
    renderCards();
    await screen.findByRole("textbox", { name: "Quick reply" });

    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    fail = true;
    const detailed = screen.getByRole("button", { name: "Send Detailed reply" });
    detailed.focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Send Detailed reply" }).hasAttribute("disabled")).toBe(
        false,
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(detailed));
    expect(alert).toHaveBeenCalled();

    fail = false;
    screen.getByRole("button", { name: "Send Quick reply" }).focus();
    await user.keyboard("{Enter}");
    const quick = screen.getByRole("region", { name: "Quick suggestion" });
    await waitFor(() => expect(within(quick).getByRole("img", { name: INBOX_TEXTS.sent })).toBeTruthy());
    expect(document.activeElement).toBe(quick);
  });

  it("say beside each disabled Send why no reply can go (not only in a tooltip)", async () => {
    answerApi({ "POST /api/inbox/generate-response-suggestions": () => json(unsure([])) });
    renderCards({ blockedReason: REPLY_BLOCKED_TEXTS.disconnected });
    await screen.findByRole("textbox", { name: "Detailed reply" });
    for (const type of ["Quick", "Detailed", "Action"]) {
      const send = screen.getByRole("button", { name: `Send ${type} reply` });
      expect(send.hasAttribute("disabled")).toBe(true);
      const said = document.getElementById(send.getAttribute("aria-describedby") ?? "");
      expect(said?.textContent).toBe(REPLY_BLOCKED_TEXTS.disconnected);
      expect(send.parentElement?.contains(said)).toBe(true);
    }
    expect(screen.getAllByText(REPLY_BLOCKED_TEXTS.disconnected)).toHaveLength(3);
  });

  it("after someone else replied first, say who in the card, send nothing, and send it on Send anyway", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const other = { response_id: "9f1c2d3e-0000-4000-8000-000000000002", sender_name: "Maya Chen" };
    const calls = answerApi({
      "POST /api/inbox/generate-response-suggestions": () => json(unsure([])),
      "POST /api/inbox/send-platform-response": ({ body }) =>
        (body as { seen_response_id: string | null }).seen_response_id === other.response_id
          ? json({ success: true, response_id: "9f1c2d3e-0000-4000-8000-000000000003" })
          : json(
              {
                error: "Maya Chen has replied",
                code: REPLY_CONFLICT_CODE,
                details: { ...other, sent_at: "2026-12-02T09:29:00.000Z" },
              },
              409,
            ),
    });
    const acknowledge = vi.fn();
    const user = userEvent.setup();
    renderCards({ seen: { id: null, acknowledge } });
    const quick = await screen.findByRole("region", { name: "Quick suggestion" });
    await user.click(within(quick).getByRole("button", { name: "Send Quick reply" }));
    expect(await within(quick).findByText(REPLY_TEXTS.conflict.title("Maya Chen"))).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(within(quick).queryByRole("img", { name: INBOX_TEXTS.sent })).toBeNull();

    await user.click(within(quick).getByRole("button", { name: REPLY_TEXTS.conflict.sendAnyway }));
    await waitFor(() => expect(within(quick).getByRole("img", { name: INBOX_TEXTS.sent })).toBeTruthy());
    const sends = calls.filter((c) => c.path === "/api/inbox/send-platform-response");
    expect(sends.map((c) => (c.body as { seen_response_id: string | null }).seen_response_id)).toEqual([
      null,
      other.response_id,
    ]);
    expect(acknowledge).toHaveBeenLastCalledWith("9f1c2d3e-0000-4000-8000-000000000003");
    expect(screen.queryByText(REPLY_TEXTS.conflict.title("Maya Chen"))).toBeNull();
  });
});
