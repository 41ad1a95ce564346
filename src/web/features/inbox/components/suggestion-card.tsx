import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import type { ResponseSuggestion } from "@shared/inbox/inbox.schema";
import { Button } from "@web/components/ui/button";
import { cx } from "@web/lib/class-names";
import { CircleCheck, Send } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useSuggestionDraft } from "../hooks/use-suggestion-draft";
import { INBOX_TEXTS } from "../inbox-texts";
import { replyKeys } from "../reply-keys";
import { CitationChips } from "./citation-chips";
import { sendBlockedReason } from "./reply-composer";

export type CardState = "idle" | "editing" | "sending" | "sent";

type Props = {
  suggestion: ResponseSuggestion;
  state: CardState;
  blocked: boolean;
  trackingUrl: string | null;
  first: boolean;
  blockedReason?: string | null;
  /** The platform's length limit for this reply. */
  limit: number;
  onSend: (text: string, edited: boolean) => void;
  /** Told the card's text on every change the person (or a picked lead) makes. */
  onEdit: (text: string) => void;
  /** The card's name, when not its suggestion type's (an edit carried over from an earlier message). */
  label?: string;
  /** A sentence to add to the text (a may-answer lead the agent picked); `n` changes on each pick. */
  insertion?: { text: string; n: number } | null;
  /** Said under Send about this card's last send (someone else replied first). */
  notice?: ReactNode;
};

/** One editable suggestion: Send is disabled when the text is blank; a sent card fades with a check. */
export function SuggestionCard({
  suggestion,
  state,
  blocked,
  trackingUrl,
  first,
  blockedReason = null,
  limit,
  onSend,
  onEdit,
  insertion = null,
  notice = null,
  label = INBOX_TEXTS.suggestionTypes[suggestion.suggestion_type],
}: Props) {
  const id = useId();
  const [text, setText] = useSuggestionDraft(suggestion, state === "sent");
  useEffect(() => {
    if (trackingUrl) setText((current) => current.replaceAll(TRACKING_LINK_SLOT, trackingUrl));
  }, [trackingUrl, setText]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pick adds the sentence.
  useEffect(() => {
    if (!insertion || state === "sent") return;
    const next = text.includes(insertion.text) ? text : `${text.trim()} ${insertion.text}`;
    setText(next);
    onEdit(next);
  }, [insertion?.n]);
  const card = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const wasSending = useRef(false);
  // Sending disables the button and the text that had the focus, which would drop it to <body>:
  // the card holds it while sending and once sent (it says "Sent"); a failed send gives it back to
  // Send, so trying again is one key away. Only this card's own send makes it "sending".
  useEffect(() => {
    if (state === "sending") card.current?.focus();
    else if (wasSending.current && state !== "sent") sendButton.current?.focus();
    wasSending.current = state === "sending";
  }, [state]);
  // An edit may add a slot or run past the limit: Send then says why it is disabled.
  const reason = blockedReason ?? (text.trim() === "" ? null : sendBlockedReason(text, limit, null));
  const sent = state === "sent";
  const sending = state === "sending";
  // Said in words beside the button: a tooltip reaches neither touch nor keyboard users.
  const shownReason = sent ? null : reason;
  const canSend = text.trim() !== "" && !sent && !blocked && reason === null;
  const send = () => onSend(text.trim(), text.trim() !== suggestion.content.trim());
  return (
    <section
      ref={card}
      aria-label={`${label} suggestion`}
      tabIndex={-1}
      className={cx(
        // min-w-0: a grid item no wider than its column, however long a line its text box holds.
        "flex min-w-0 flex-col gap-2 rounded-card border border-line bg-white p-3 focus-visible:outline-2 focus-visible:outline-brand-500",
        sent && "opacity-50",
        blocked && !sending && "pointer-events-none opacity-70",
      )}
      aria-busy={sending || undefined}
    >
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="font-semibold text-ink text-xs uppercase tracking-wide">
          {label}
        </label>
        {sent && <CircleCheck role="img" aria-label={INBOX_TEXTS.sent} className="size-4 text-emerald-600" />}
      </div>
      <textarea
        id={id}
        data-suggestion-input={first ? "first" : undefined}
        aria-label={`${label} reply`}
        value={text}
        disabled={sent || sending || blocked}
        onChange={(event) => {
          setText(event.target.value);
          onEdit(event.target.value);
        }}
        onKeyDown={replyKeys(() => {
          if (canSend) send();
        })}
        rows={5}
        className="field-sizing-content max-h-72 min-h-24 w-full min-w-0 max-w-full flex-1 resize-y rounded-lg border border-line p-2 text-sm focus:border-brand-500"
      />
      <CitationChips citations={suggestion.citations} />
      <Button
        ref={sendButton}
        size="sm"
        aria-label={`Send ${label} reply`}
        disabled={!canSend}
        title={shownReason ?? undefined}
        aria-describedby={shownReason ? `${id}-reason` : undefined}
        loading={sending}
        onClick={send}
      >
        {!sending && <Send aria-hidden="true" className="size-4" />}
        {sending ? INBOX_TEXTS.sending : sent ? INBOX_TEXTS.sent : INBOX_TEXTS.send}
      </Button>
      {shownReason && (
        <p id={`${id}-reason`} className="text-ink-muted text-xs">
          {shownReason}
        </p>
      )}
      {notice}
    </section>
  );
}
