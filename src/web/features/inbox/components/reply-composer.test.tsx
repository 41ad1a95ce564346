import type { InboxListResponse, InboxMessage } from "@shared/inbox/inbox.schema";
import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { REPLY_BLOCKED_TEXTS, type ReplyBlock } from "@shared/inbox/reply-rules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { INBOX_QUERY_KEY } from "../api/inbox-query-keys";
import { INBOX_TEXTS } from "../inbox-texts";
import { REPLY_TEXTS } from "../reply-texts";
import { ReplyComposer } from "./reply-composer";

const T = REPLY_TEXTS.composer;

const tiktokComment: InboxMessage = inboxMessage({
  id: "msg-1",
  platform: "tiktok",
  content: "Is the serum back in stock?",
});

const inboxList: InboxListResponse = {
  success: true,
  items: [{ kind: "message", message: tiktokComment }],
  counters: { total: 1, unread: 1, high_priority: 0, crisis: 0, high_intent: 0 },
  scheduled: [],
};

const me = {
  user: { id: "u1", email: "maya@aurelle.test", name: "Maya Chen" },
  profile: { full_name: "Maya Chen", email: "maya@aurelle.test", onboarding_completed: true },
  team: { id: "team-1", name: "Aurelle", role: "admin", isSolo: false },
  teamError: null,
};

const lists = {
  "GET /api/inbox/products": () => json({ success: true, products: [], currency: "CAD" }),
  "GET /api/inbox/saved-replies": () => json({ success: true, replies: [] }),
};

/** The comment's reply box, opened when nobody had replied yet. */
const renderComposer = (over: Partial<ComponentProps<typeof ReplyComposer>> = {}) =>
  renderWithApp(
    <ReplyComposer
      message={tiktokComment}
      conversationId={tiktokComment.id}
      block={null}
      seen={{ id: null, acknowledge: () => {} }}
      {...over}
    />,
  );

const sendButton = () => screen.getByRole("button", { name: T.send });
const replyBox = () => screen.getByRole("textbox", { name: T.label });

describe("ReplyComposer", () => {
  it("counts against the platform's limit and says why Send is disabled", async () => {
    answerApi(lists);
    const user = userEvent.setup();
    renderComposer();

    expect(screen.getByText(T.counter(0, 150))).toBeTruthy();
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    expect(sendButton().getAttribute("title")).toBe(T.blank);

    await user.type(replyBox(), "Hi {{first_name}"); // "{{" types one "{"
    expect(screen.getByText(T.counter(15, 150))).toBeTruthy();
    expect(screen.getByText(T.slot("{first_name}"))).toBeTruthy();
    expect(sendButton().hasAttribute("disabled")).toBe(true);

    await user.clear(replyBox());
    await user.click(replyBox());
    await user.paste("x".repeat(151));
    expect(screen.getByText(T.counter(151, 150))).toBeTruthy();
    expect(screen.getByText(T.overLimit(150))).toBeTruthy();
    expect(sendButton().hasAttribute("disabled")).toBe(true);

    await user.type(replyBox(), "{Backspace}");
    expect(screen.getByText(T.counter(150, 150))).toBeTruthy();
    expect(sendButton().hasAttribute("disabled")).toBe(false);
    expect(sendButton().getAttribute("title")).toBeNull();
  });

  it("leaves the text on Escape, keeping it, so the inbox's j and k work again", async () => {
    answerApi(lists);
    const user = userEvent.setup();
    renderComposer();

    await user.type(replyBox(), "Back soon");
    await user.keyboard("{Escape}");
    expect(document.activeElement).not.toBe(replyBox());
    expect((replyBox() as HTMLTextAreaElement).value).toBe("Back soon");
  });

  it("a reason from the conversation (reply window, hidden comment) blocks Send whatever the text", async () => {
    answerApi(lists);
    const user = userEvent.setup();
    const block: ReplyBlock = { code: "hidden", text: REPLY_BLOCKED_TEXTS.hidden };
    renderComposer({ block });
    await user.type(replyBox(), "Yes, it is!");
    expect(sendButton().hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(block.text)).toBeTruthy();
  });

  it("sends the trimmed text as a manual reply, shows it responded at once and clears the box", async () => {
    let release: () => void = () => {};
    const calls = answerApi({
      ...lists,
      "POST /api/inbox/send-platform-response": () =>
        new Promise((resolve) => {
          release = () =>
            resolve(json({ success: true, response_id: "9f1c2d3e-0000-4000-8000-000000000001" }));
        }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderComposer();
    queryClient.setQueryData(INBOX_QUERY_KEY, inboxList);

    await user.type(replyBox(), "  Yes, it is back!  ");
    await user.click(sendButton());

    await waitFor(() => {
      const item = queryClient.getQueryData<InboxListResponse>(INBOX_QUERY_KEY)?.items[0];
      expect(item?.kind === "message" && item.message.status).toBe("responded");
    });
    release();
    await waitFor(() => expect((replyBox() as HTMLTextAreaElement).value).toBe(""));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      message_id: "msg-1",
      response_content: "Yes, it is back!",
      platform: "tiktok",
      response_type: "manual",
      ai_response_id: null,
      seen_response_id: null,
    });
  });

  it("when the platform refuses, the message is restored, the spec's alert is shown and the text kept", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    answerApi({
      ...lists,
      "POST /api/inbox/send-platform-response": () =>
        json({ success: false, error: "Comment no longer exists" }, 400),
    });
    const user = userEvent.setup();
    const { queryClient } = renderComposer();
    queryClient.setQueryData(INBOX_QUERY_KEY, inboxList);

    await user.type(replyBox(), "Yes, it is back!");
    await user.click(sendButton());

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(INBOX_TEXTS.sendFailed("Comment no longer exists")),
    );
    expect(queryClient.getQueryData(INBOX_QUERY_KEY)).toEqual(inboxList);
    expect((replyBox() as HTMLTextAreaElement).value).toBe("Yes, it is back!");
    expect(sendButton().hasAttribute("disabled")).toBe(false);
  });

  it("after a dead token, an unavailable or rate-limiting platform, the alert names the platform, what to do, and keeps the reply", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const refusals = [
      {
        error:
          "Instagram access was revoked. Reconnect Instagram in Integrations, then send the reply again.",
        code: "RECONNECT_REQUIRED",
      },
      {
        error: "Instagram is temporarily unavailable. Try again in a few minutes.",
        code: "PLATFORM_UNAVAILABLE",
      },
      {
        error: "Instagram is limiting how many replies can be sent right now. Try again in 30 seconds.",
        code: "PLATFORM_RATE_LIMITED",
      },
    ];
    let next = 0;
    answerApi({
      ...lists,
      "POST /api/inbox/send-platform-response": () => json({ success: false, ...refusals[next++] }, 502),
    });
    const user = userEvent.setup();
    renderComposer();
    await user.type(replyBox(), "Yes, it is back!");
    for (const refusal of refusals) {
      alert.mockClear();
      await user.click(sendButton());
      await waitFor(() =>
        expect(alert).toHaveBeenCalledWith(
          INBOX_TEXTS.sendFailed(`${refusal.error} ${INBOX_TEXTS.replyKept}`),
        ),
      );
      expect((replyBox() as HTMLTextAreaElement).value).toBe("Yes, it is back!");
      await waitFor(() => expect(sendButton().hasAttribute("disabled")).toBe(false));
    }
    // The walk's 30-second rate limit, as the person reads it.
    expect(alert.mock.calls[0]?.[0]).toBe(
      "Failed to send response: Instagram is limiting how many replies can be sent right now. Try again in 30 seconds. Your reply was kept.",
    );
  });

  it("keeps an unsent reply for its conversation across a reload, and forgets it once sent", async () => {
    vi.stubGlobal("alert", vi.fn());
    window.sessionStorage.clear();
    let down = true;
    answerApi({
      ...lists,
      "GET /api/me": () => json(me),
      "POST /api/inbox/send-platform-response": () =>
        down
          ? json({ error: "Instagram is temporarily unavailable.", code: "PLATFORM_UNAVAILABLE" }, 502)
          : json({ success: true, response_id: "9f1c2d3e-0000-4000-8000-000000000001" }),
    });
    const user = userEvent.setup();
    const first = renderComposer();
    await user.type(replyBox(), "Yes, it is back!");
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().hasAttribute("disabled")).toBe(false));
    first.unmount();

    // The page is loaded again: a new app, the same tab.
    const again = renderComposer();
    await waitFor(() => expect((replyBox() as HTMLTextAreaElement).value).toBe("Yes, it is back!"));
    again.unmount();
    // Kept under this team's conversation only.
    expect(Object.keys(window.sessionStorage)).toEqual([`lunara:reply-draft:team-1:${tiktokComment.id}`]);

    down = false;
    const third = renderComposer();
    await waitFor(() => expect((replyBox() as HTMLTextAreaElement).value).toBe("Yes, it is back!"));
    await user.click(sendButton());
    await waitFor(() => expect((replyBox() as HTMLTextAreaElement).value).toBe(""));
    third.unmount();
    renderComposer();
    await waitFor(() => expect(screen.getByText(T.counter(0, 150))).toBeTruthy());
    expect(window.sessionStorage.length).toBe(0);
  });
});
