import type { InboxItem } from "@shared/inbox/inbox.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { inboxMessagesQueryOptions } from "../api/get-inbox-messages";
import { useMarkRead } from "../api/mark-read";

const readItem = (item: InboxItem): InboxItem =>
  item.kind === "message"
    ? {
        ...item,
        message: { ...item.message, status: item.message.status === "unread" ? "read" : item.message.status },
      }
    : {
        ...item,
        thread: {
          ...item.thread,
          unread_count: 0,
          status: item.thread.status === "unread" ? "read" : item.thread.status,
          messages: item.thread.messages.map((m) => (m.status === "unread" ? { ...m, status: "read" } : m)),
        },
      };

const isUnread = (item: InboxItem) =>
  item.kind === "message" ? item.message.status === "unread" : item.thread.unread_count > 0;

/** Marks an unread message or thread read at once and saves it; errors are only logged. */
export function useMarkItemRead() {
  const queryClient = useQueryClient();
  const markRead = useMarkRead();
  return (item: InboxItem) => {
    if (!isUnread(item)) return;
    const id = item.kind === "message" ? item.message.id : item.thread.id;
    queryClient.setQueryData(inboxMessagesQueryOptions().queryKey, (data) =>
      data
        ? {
            ...data,
            items: data.items.map((it) =>
              (it.kind === "message" ? it.message.id : it.thread.id) === id ? readItem(it) : it,
            ),
          }
        : data,
    );
    markRead.mutate({ kind: item.kind, id });
  };
}

/**
 * A message that arrives while its conversation is open is read there, as the person sees it: it is
 * marked read at once (it had stayed unread, and the conversation pending after the reply).
 */
export function useReadWhileOpen(open: InboxItem | null) {
  const markItemRead = useMarkItemRead();
  const latest = open && (open.kind === "message" ? open.message : open.thread.messages.at(-1));
  const unseen = open && latest && isUnread(open) ? latest.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly arrived unread message marks.
  useEffect(() => {
    if (open && unseen) markItemRead(open);
  }, [unseen]);
}
