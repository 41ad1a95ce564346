import type { InboxMessage } from "@shared/inbox/inbox.schema";
import type { ReplyConflict } from "@shared/inbox/reply-conflict";
import { findTemplateSlot, type ReplyBlock, replyLength, replyLimit } from "@shared/inbox/reply-rules";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { cx } from "@web/lib/class-names";
import { Link2, Send } from "lucide-react";
import { useId, useRef, useState } from "react";
import { generateTrackingLink } from "../api/generate-tracking-link";
import { usePickerProducts } from "../api/get-picker-products";
import { renderSavedReply, useSavedReplies } from "../api/saved-replies";
import { replyConflictOf, useSendResponse } from "../api/send-response";
import { useReplyDraft } from "../hooks/use-reply-draft";
import type { SeenReply } from "../hooks/use-seen-reply";
import { replyKeys } from "../reply-keys";
import { REPLY_TEXTS } from "../reply-texts";
import { ReplyConflictNotice } from "./reply-conflict-notice";
import { SavedRepliesDialog } from "./saved-replies-dialog";

const T = REPLY_TEXTS.composer;
const EMOJI = ["😊", "💕", "✨", "🙏", "👋", "🎁", "💜", "🌿"] as const;

/** Why Send is disabled, in words; null when it is not. */
export function sendBlockedReason(text: string, limit: number, block: ReplyBlock | null): string | null {
  if (block) return block.text;
  if (text.trim() === "") return T.blank;
  const slot = findTemplateSlot(text);
  if (slot) return T.slot(slot);
  if (replyLength(text.trim()) > limit) return T.overLimit(limit);
  return null;
}

type Props = {
  message: InboxMessage;
  /** The thread, or the message when it stands alone: the unsent text is kept under it. */
  conversationId: string;
  block: ReplyBlock | null;
  /** The conversation's latest reply this person has seen: a reply since stops the send. */
  seen: SeenReply;
};

/**
 * A reply box, its unsent text kept per conversation: write from scratch, insert emoji, a product or a tracked link, or a saved reply
 * with its variables filled; the platform's limit with a counter; Ctrl/Cmd+Enter sends. Send says
 * why it is disabled; a send refused because someone else replied first says who, and can go anyway.
 */
export function ReplyComposer({ message, conversationId, block, seen }: Props) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useReplyDraft(conversationId);
  const [productId, setProductId] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<ReplyConflict | null>(null);
  const send = useSendResponse();
  const sending = send.isPending;
  const products = usePickerProducts(true);
  const saved = useSavedReplies();
  const limit = replyLimit(message);
  const length = replyLength(text);
  const reason = sendBlockedReason(text, limit, block);

  const insert = (piece: string) => {
    const area = ref.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const before = text.slice(0, start);
    const spaced =
      before && !/\s$/.test(before) && !/^\p{Extended_Pictographic}/u.test(piece) ? ` ${piece}` : piece;
    const next = `${before}${spaced}${text.slice(end)}`;
    setText(next);
    requestAnimationFrame(() => {
      area?.focus();
      const at = before.length + spaced.length;
      area?.setSelectionRange(at, at);
    });
  };

  const submit = (seenResponseId = seen.id) => {
    if (reason || sending) return;
    setConflict(null);
    send.mutate(
      { message, content: text.trim(), responseType: "manual", suggestionId: null, seenResponseId },
      {
        onSuccess: (result) => {
          seen.acknowledge(result.response_id);
          setText("");
          setNote(null);
        },
        onError: (error) => setConflict(replyConflictOf(error)),
      },
    );
  };
  const sendAnyway = (other: ReplyConflict) => {
    seen.acknowledge(other.response_id);
    submit(other.response_id);
  };

  const insertLink = async () => {
    if (!productId) return;
    setBusy(true);
    try {
      insert((await generateTrackingLink({ productId, messageId: message.id })).trackingUrl);
    } catch (error) {
      setNote(errorMessage(error, "Failed to generate tracking link"));
    } finally {
      setBusy(false);
    }
  };

  const applySaved = async (replyId: string) => {
    const chosen = saved.data?.replies.find((r) => r.id === replyId);
    if (!chosen) return;
    setBusy(true);
    try {
      const rendered = await renderSavedReply({
        message_id: message.id,
        content: chosen.content,
        ...(productId ? { product_id: productId } : {}),
      });
      setText(rendered.content);
      setNote(rendered.missing.length > 0 ? T.missing(rendered.missing) : null);
    } catch (error) {
      setNote(errorMessage(error, "Failed to use the saved reply"));
    } finally {
      setBusy(false);
    }
  };

  const productList = products.data?.products ?? [];
  const productTitle = productList.find((p) => p.id === productId)?.title;
  return (
    <section
      aria-label={T.title}
      className="flex flex-col gap-2 rounded-card border border-line bg-white p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="font-semibold text-ink text-sm">
          {T.title}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={T.saved}
            className={inputClasses(false, "h-8 w-auto py-0 text-xs")}
            value=""
            disabled={busy || sending}
            onChange={(event) => void applySaved(event.target.value)}
          >
            <option value="">{saved.data?.replies.length ? T.saved : T.noSaved}</option>
            {saved.data?.replies.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
          <SavedRepliesDialog />
        </div>
      </div>
      <textarea
        id={id}
        ref={ref}
        data-reply-input
        aria-label={T.label}
        aria-describedby={`${id}-counter ${id}-reason`}
        placeholder={T.placeholder}
        value={text}
        disabled={sending}
        rows={4}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={replyKeys(() => submit())}
        className="min-h-24 w-full resize-y rounded-lg border border-line p-2 text-sm focus:border-brand-500"
      />
      <div className="flex flex-wrap items-center gap-1">
        {EMOJI.map((emoji) => (
          <button
            key={emoji}
            type="button"
            aria-label={`${T.emoji} ${emoji}`}
            onClick={() => insert(emoji)}
            className="rounded px-1.5 py-0.5 text-base hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={T.productSearch}
          className={inputClasses(false, "h-8 w-auto min-w-40 flex-1 py-0 text-xs")}
          value={productId}
          onChange={(event) => setProductId(event.target.value)}
        >
          <option value="">{T.product}…</option>
          {productList.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <Button
          variant="outline"
          size="sm"
          disabled={!productTitle}
          onClick={() => productTitle && insert(productTitle)}
        >
          {T.product}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!productId}
          loading={busy}
          onClick={() => void insertLink()}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {T.productLink}
        </Button>
      </div>
      {note && <p className="text-amber-800 text-xs">{note}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          id={`${id}-counter`}
          className={cx(
            "text-xs tabular-nums",
            length > limit ? "font-semibold text-red-700" : "text-ink-muted",
          )}
        >
          {T.counter(length, limit)}
        </span>
        <span className="text-ink-muted text-xs">{T.sendHint}</span>
        <Button
          size="sm"
          disabled={reason !== null}
          loading={sending}
          title={reason ?? undefined}
          onClick={() => submit()}
        >
          {!sending && <Send aria-hidden="true" className="size-4" />}
          {T.send}
        </Button>
      </div>
      {conflict && (
        <ReplyConflictNotice
          conflict={conflict}
          onSendAnyway={() => sendAnyway(conflict)}
          onDismiss={() => {
            seen.acknowledge(conflict.response_id);
            setConflict(null);
          }}
        />
      )}
      <p id={`${id}-reason`} className="text-ink-muted text-xs" aria-live="polite">
        {reason && reason !== T.blank ? reason : ""}
      </p>
    </section>
  );
}
