import type { ResponseSuggestion } from "@shared/inbox/inbox.schema";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type InboxShortcutActions, useInboxShortcuts } from "../hooks/use-inbox-shortcuts";
import { SuggestionCard } from "./suggestion-card";

const quick: ResponseSuggestion = {
  id: "s1",
  suggestion_type: "quick",
  content: "Thank you so much!",
  citations: [],
};

function InboxWithOneSuggestion({ actions, onSend }: { actions: InboxShortcutActions; onSend: () => void }) {
  useInboxShortcuts(actions);
  return (
    <SuggestionCard
      suggestion={quick}
      state="idle"
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
  it("gives the keys back to j and k on Escape", async () => {
    const actions = shortcuts();
    const user = userEvent.setup();
    render(<InboxWithOneSuggestion actions={actions} onSend={vi.fn()} />);
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
    render(<InboxWithOneSuggestion actions={shortcuts()} onSend={onSend} />);
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
    render(<InboxWithOneSuggestion actions={shortcuts()} onSend={onSend} />);

    await user.clear(screen.getByRole("textbox", { name: "Quick reply" }));
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(onSend).not.toHaveBeenCalled();
  });
});
