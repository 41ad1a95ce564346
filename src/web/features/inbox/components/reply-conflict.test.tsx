import type { InboxItem, InboxResponse } from "@shared/inbox/inbox.schema";
import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { REPLY_CONFLICT_CODE } from "@shared/inbox/reply-conflict";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatDateTime } from "@web/lib/format-date";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { REPLY_TEXTS } from "../reply-texts";
import { MessageDetail } from "./message-detail";

const comment = inboxMessage({
  id: "11111111-1111-4111-8111-111111111111",
  content: "Does the peptide eye cream help with puffiness?",
});
const mayasReply: InboxResponse = {
  id: "22222222-2222-4222-8222-222222222222",
  content: "Yes, it does!",
  sender_name: "Maya Chen",
  sender_type: "agent",
  response_type: "manual",
  sent_via_platform: true,
  created_at: "2026-12-02T09:29:00.000Z",
  sent_at: "2026-12-02T09:29:00.000Z",
  ai_response_id: null,
  parent_message_id: comment.id,
};
const opened: InboxItem = { kind: "message", message: comment };
const answeredLive: InboxItem = {
  kind: "message",
  message: { ...comment, status: "responded", responses: [mayasReply] },
};
const now = new Date("2026-12-02T09:30:00.000Z");

describe("a reply someone else sent while this person was writing", () => {
  it("stops the send, names who replied and when, keeps the draft, and sends it on Send anyway", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    let sends = 0;
    const calls = answerApi({
      "GET /api/inbox/products": () => json({ success: true, products: [], currency: "CAD" }),
      "GET /api/inbox/saved-replies": () => json({ success: true, replies: [] }),
      "POST /api/inbox/send-platform-response": () =>
        ++sends === 1
          ? json(
              {
                error: "Maya Chen has replied to this conversation since you opened it. Nothing was sent.",
                code: REPLY_CONFLICT_CODE,
                details: {
                  response_id: mayasReply.id,
                  sender_name: "Maya Chen",
                  sent_at: mayasReply.sent_at,
                },
              },
              409,
            )
          : json({ success: true, response_id: "33333333-3333-4333-8333-333333333333" }),
    });
    const user = userEvent.setup();
    const { queryClient, rerender } = renderWithApp(<MessageDetail item={opened} now={now} />);

    // Maya's reply arrives live (the realtime reload) while Nina is looking at the comment.
    rerender(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <MessageDetail item={answeredLive} now={now} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText("· Maya Chen")).toBeTruthy();

    const box = screen.getByRole("textbox", { name: REPLY_TEXTS.composer.label });
    await user.type(box, "It helps within two weeks.");
    await user.click(screen.getByRole("button", { name: REPLY_TEXTS.composer.send }));

    const title = await screen.findByText(REPLY_TEXTS.conflict.title("Maya Chen"));
    const region = title.closest<HTMLElement>('[role="status"]');
    if (!region) throw new Error("the notice is not announced");
    expect(
      within(region).getByText(REPLY_TEXTS.conflict.body("Maya Chen", formatDateTime(mayasReply.created_at))),
    ).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect((box as HTMLTextAreaElement).value).toBe("It helps within two weeks.");
    const posts = () => calls.filter((c) => c.method === "POST" && c.path.endsWith("send-platform-response"));
    // What Nina saw when she opened it: no reply. Maya's live bubble did not count as seen.
    expect(posts()[0]?.body).toMatchObject({ seen_response_id: null });

    await user.click(within(region).getByRole("button", { name: REPLY_TEXTS.conflict.sendAnyway }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toMatchObject({
      response_content: "It helps within two weeks.",
      seen_response_id: mayasReply.id,
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    expect(screen.queryByText(REPLY_TEXTS.conflict.title("Maya Chen"))).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
