import type { AssistantKey } from "@shared/assistants/assistants.constants";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { cx } from "@web/lib/class-names";
import { Plus, Trash2 } from "lucide-react";
import { useDeleteConversation } from "../api/delete-conversation";
import { useConversations } from "../api/get-conversations";

interface Props {
  assistant: AssistantKey;
  activeId: string | undefined;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}

/** The person's past chats with this assistant: open one, start a new one, delete one. */
export function ConversationHistory({ assistant, activeId, onOpen, onNew, onDeleted }: Props) {
  const { data } = useConversations(assistant);
  const remove = useDeleteConversation();
  return (
    <Card className="flex flex-col gap-2 p-3">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-ink text-sm">History</h2>
        <Button size="sm" variant="ghost" onClick={onNew}>
          <Plus aria-hidden="true" className="size-4" />
          New chat
        </Button>
      </div>
      <ul className="flex flex-col gap-1" aria-label="Past conversations">
        {data?.conversations.length === 0 && (
          <li className="text-ink-muted text-xs">No conversations yet.</li>
        )}
        {data?.conversations.map((c) => (
          <li
            key={c.id}
            className={cx("flex items-center gap-1 rounded-md", c.id === activeId && "bg-brand-50")}
          >
            <button
              type="button"
              className="flex-1 truncate px-2 py-1 text-left text-sm"
              onClick={() => onOpen(c.id)}
            >
              {c.title}
            </button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete conversation ${c.title}`}
              onClick={() => remove.mutate(c.id, { onSuccess: () => onDeleted(c.id) })}
            >
              <Trash2 aria-hidden="true" className="size-3" />
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
