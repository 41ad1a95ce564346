import type { ResponseSuggestion } from "@shared/inbox/inbox.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type InboxShortcutActions, useInboxShortcuts } from "../hooks/use-inbox-shortcuts";
import { SuggestionCard } from "./suggestion-card";

const quick: ResponseSuggestion = {
  id: "s1",
  suggestion_type: "quick",
  content: "Thank you so much!",
  citations: [],
};

function InboxWithOneSuggestion({
  actions,
  onSend,
  state = "idle",
}: {
  actions: InboxShortcutActions;
  onSend: () => void;
  state?: "idle" | "sent";
}) {
  useInboxShortcuts(actions);
  return (
    <SuggestionCard
      suggestion={quick}
      state={state}
      blocked={false}
      trackingUrl={null}
      first
      limit={2200}
      onSend={onSend}
      onEdit={vi.fn()}
    />
  );
}

const shortcuts = (): InboxShortcutActions => ({
  next: vi.fn(),
  previous: vi.fn(),
  reply: vi.fn(),
  markRead: vi.fn(),
  focusSearch: vi.fn(),
  showHelp: vi.fn(),
});

describe("a reply suggestion's text", () => {
  // Nobody signed in unless a test says so: the card then keeps its edit only while it shows.
  beforeEach(() => answerApi({}));

  it("gives the keys back to j and k on Escape", async () => {
    const actions = shortcuts();
    const user = userEvent.setup();
    renderWithApp(<InboxWithOneSuggestion actions={actions} onSend={vi.fn()} />);
    const box = screen.getByRole("textbox", { name: "Quick reply" });

    await user.click(box);
    await user.keyboard("j");
    expect(actions.next).not.toHaveBeenCalled();

    await user.keyboard("{Escape}");
    expect(document.activeElement).not.toBe(box);
    await user.keyboard("j");
    expect(actions.next).toHaveBeenCalledTimes(1);
    expect((box as HTMLTextAreaElement).value).toBe("Thank you so much!j");
  });

  it("sends the suggestion as edited on Ctrl+Enter and on Cmd+Enter, like its Send button", async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<InboxWithOneSuggestion actions={shortcuts()} onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Quick reply" });

    await user.click(box);
    await user.keyboard(" See you soon{Control>}{Enter}{/Control}");
    expect(onSend).toHaveBeenCalledWith("Thank you so much! See you soon", true);
    expect((box as HTMLTextAreaElement).value).toBe("Thank you so much! See you soon");

    await user.keyboard("{Meta>}{Enter}{/Meta}");
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it("sends nothing on Ctrl+Enter while the text is blank", async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<InboxWithOneSuggestion actions={shortcuts()} onSend={onSend} />);

    await user.clear(screen.getByRole("textbox", { name: "Quick reply" }));
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("keeps an edit across a reload of the page, and forgets it once the card is sent", async () => {
    window.sessionStorage.clear();
    answerApi({
      "GET /api/me": () =>
        json({
          user: { id: "u1", email: "maya@aurelle.test", name: "Maya Chen" },
          profile: { full_name: "Maya Chen", email: "maya@aurelle.test", onboarding_completed: true },
          team: { id: "team-1", name: "Aurelle", role: "admin", isSolo: false },
          teamError: null,
        }),
    });
    const user = userEvent.setup();
    const first = renderWithApp(<InboxWithOneSuggestion actions={shortcuts()} onSend={vi.fn()} />);
    const box = () => screen.getByRole("textbox", { name: "Quick reply" }) as HTMLTextAreaElement;
    await waitFor(() => expect(window.sessionStorage.length).toBe(0));
    await user.click(box());
    await user.keyboard(" Your code is GLOW10.");
    first.unmount();

    // The page is loaded again: a new app, the same tab.
    const again = renderWithApp(<InboxWithOneSuggestion actions={shortcuts()} onSend={vi.fn()} />);
    await waitFor(() => expect(box().value).toBe("Thank you so much! Your code is GLOW10."));
    again.unmount();
    expect(Object.keys(window.sessionStorage)).toEqual(["lunara:reply-draft:team-1:suggestion:s1"]);

    const sent = renderWithApp(
      <InboxWithOneSuggestion actions={shortcuts()} onSend={vi.fn()} state="sent" />,
    );
    await waitFor(() => expect(window.sessionStorage.length).toBe(0));
    sent.unmount();
  });
});
