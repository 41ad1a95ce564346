import { type AssistantKey, MAX_QUESTION_LENGTH, SUGGESTIONS } from "@shared/assistants/assistants.constants";
import type { ChatMessage } from "@shared/assistants/assistants.schema";
import { useQueryClient } from "@tanstack/react-query";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { errorMessage } from "@web/lib/api-client";
import { Send, Square } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { askAssistant } from "../api/ask-assistant";
import { getConversation } from "../api/get-conversation";
import { ChatMessageView } from "./chat-message-view";
import { ConversationHistory } from "./conversation-history";

const pending = (role: ChatMessage["role"], content: string): ChatMessage => ({
  id: crypto.randomUUID(),
  role,
  content,
  answer: null,
  createdAt: new Date().toISOString(),
});

/** The chat of one assistant: chips, history, streamed answers with Stop, Enter to send. */
export function AssistantChat({ assistant }: { assistant: AssistantKey }) {
  const client = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stopRef = useRef<AbortController | null>(null);
  const endRef = useRef<HTMLLIElement | null>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);

  const lastLength = messages[messages.length - 1]?.content.length ?? 0;
  // Follows the answer as it streams in.
  useEffect(() => {
    if (lastLength >= 0) endRef.current?.scrollIntoView?.({ block: "end" });
  }, [lastLength]);
  useEffect(() => () => stopRef.current?.abort(), []);

  async function send(question: string) {
    const trimmed = question.trim();
    if (!trimmed || busy) return;
    setError(null);
    setText("");
    setBusy(true);
    const placeholder = pending("assistant", "");
    setMessages((list) => [...list, pending("user", trimmed), placeholder]);
    const stop = new AbortController();
    stopRef.current = stop;
    const patch = (change: (m: ChatMessage) => ChatMessage) =>
      setMessages((list) => list.map((m) => (m.id === placeholder.id ? change(m) : m)));
    try {
      await askAssistant(
        assistant,
        { question: trimmed, ...(conversationId ? { conversationId } : {}) },
        (event) => {
          if (event.type === "thinking") setConversationId(event.conversationId);
          if (event.type === "delta") patch((m) => ({ ...m, content: m.content + event.text }));
          if (event.type === "done") patch(() => ({ ...event.message, id: placeholder.id }));
        },
        stop.signal,
      );
      if (stop.signal.aborted) patch((m) => ({ ...m, content: `${m.content.trimEnd()} [stopped]` }));
    } catch (e) {
      setMessages((list) => list.filter((m) => m.id !== placeholder.id));
      setError(errorMessage(e, "Sorry, I couldn't answer that just now. Please try again."));
    } finally {
      setBusy(false);
      stopRef.current = null;
      // A chip pressed while the answer came is disabled meanwhile and drops the focus: the next
      // question is typed where the last one was (a keyboard walk had to Tab back 16 times).
      if (!document.activeElement || document.activeElement === document.body) inputRef.current?.focus();
      void client.invalidateQueries({ queryKey: ["assistants", assistant, "conversations"] });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter writes a new line (spec 3, assistant pages).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(text);
    }
  }

  async function open(id: string) {
    setError(null);
    try {
      const conversation = await getConversation(id);
      setConversationId(conversation.id);
      setMessages(conversation.messages);
    } catch (e) {
      setError(errorMessage(e, "Failed to open the conversation. Please try again."));
    }
  }

  const thinkingId = busy ? messages[messages.length - 1]?.id : undefined;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
      <Card className="flex min-h-[32rem] flex-col gap-3 p-4">
        <ul
          className="flex flex-1 flex-col gap-3 overflow-y-auto"
          aria-live="polite"
          aria-label="Conversation"
        >
          {messages.length === 0 && (
            <li className="text-ink-muted text-sm">
              Ask about your own messages, leads and revenue, or pick a suggestion.
            </li>
          )}
          {messages.map((m) => (
            <ChatMessageView key={m.id} message={m} thinking={m.id === thinkingId} />
          ))}
          <li ref={endRef} aria-hidden="true" />
        </ul>
        <ul className="flex flex-wrap gap-2" aria-label="Suggestions">
          {SUGGESTIONS[assistant].map((s) => (
            <li key={s}>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void send(s)}>
                {s}
              </Button>
            </li>
          ))}
        </ul>
        {error && <Alert tone="error">{error}</Alert>}
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send(text);
          }}
        >
          <label className="sr-only" htmlFor="assistant-question">
            Your question
          </label>
          <textarea
            ref={inputRef}
            id="assistant-question"
            className="min-h-10 min-w-0 flex-1 resize-none rounded-lg border border-line px-3 py-2 text-sm"
            rows={2}
            maxLength={MAX_QUESTION_LENGTH}
            value={text}
            // Read-only, not disabled, while the answer comes: a disabled field loses the focus.
            readOnly={busy}
            aria-busy={busy}
            placeholder="Ask a question..."
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {busy ? (
            <Button variant="outline" onClick={() => stopRef.current?.abort()}>
              <Square aria-hidden="true" className="size-4" />
              Stop
            </Button>
          ) : (
            <Button type="submit" disabled={!text.trim()}>
              <Send aria-hidden="true" className="size-4" />
              Send
            </Button>
          )}
        </form>
      </Card>
      <ConversationHistory
        assistant={assistant}
        activeId={conversationId}
        onOpen={(id) => void open(id)}
        onNew={() => {
          setConversationId(undefined);
          setMessages([]);
        }}
        onDeleted={(id) => {
          if (id === conversationId) {
            setConversationId(undefined);
            setMessages([]);
          }
        }}
      />
    </div>
  );
}
