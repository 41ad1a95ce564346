import type { NeedsPersonReason } from "@shared/ai/suggestion-set.schema";
import type { InboxMessage, ResponseSuggestion } from "@shared/inbox/inbox.schema";
import type { ReplyConflict } from "@shared/inbox/reply-conflict";
import { replyLimit } from "@shared/inbox/reply-rules";
import { useQueryClient } from "@tanstack/react-query";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { isApiError } from "@web/lib/api-client";
import { RefreshCw } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { generateSuggestions, suggestionsQueryOptions, useSuggestions } from "../api/generate-suggestions";
import { replyConflictOf, useSendResponse } from "../api/send-response";
import { useCarriedEdits } from "../hooks/use-carried-edits";
import type { SeenReply } from "../hooks/use-seen-reply";
import { INBOX_TEXTS } from "../inbox-texts";
import { MayAnswerLeads } from "./may-answer-leads";
import { ReplyConflictNotice } from "./reply-conflict-notice";
import { SourcesDisagree } from "./sources-disagree";
import { type CardState, SuggestionCard } from "./suggestion-card";

/** Why a person checks the reply before it goes out, as the warning above the cards says it. */
const CHECK_TEXTS: Record<NeedsPersonReason, string> = {
  uncertain: INBOX_TEXTS.checkAnswer,
  earlier: INBOX_TEXTS.checkEarlier,
  several_asks: INBOX_TEXTS.checkSeveralAsks,
};

function loadErrorText(error: unknown): string {
  if (isApiError(error) && error.status > 0)
    return INBOX_TEXTS.suggestionsFailed(error.message || `HTTP ${error.status}`);
  if (error instanceof Error && error.message) return INBOX_TEXTS.suggestionsFailed(error.message);
  return INBOX_TEXTS.suggestionsFailedFallback;
}

type Props = {
  message: InboxMessage;
  /** The conversation the message is part of (conversationKey): an edit carried over is kept under it. */
  conversation: string;
  threadId: string | null;
  trackingUrl: string | null;
  /** Bumped by take-over: the manual-control panel asks for freshly generated suggestions. */
  regenerateSignal: number;
  /** Why no reply can be sent now (reply window, hidden comment...): Send is disabled and says so. */
  blockedReason?: string | null;
  /** The conversation's latest reply this person has seen: a reply since stops the send. */
  seen: SeenReply;
};

/** A card's send refused because someone else replied first, with what it was sending. */
type Refused = { suggestionId: string; conflict: ReplyConflict; text: string; edited: boolean };

/** Quick, Detailed and Action cards; while one sends, the others are blocked. */
export function SuggestionCards({
  message,
  conversation,
  threadId,
  trackingUrl,
  regenerateSignal,
  blockedReason = null,
  seen,
}: Props) {
  const query = useSuggestions(message.id, threadId);
  const queryClient = useQueryClient();
  const send = useSendResponse();
  const [states, setStates] = useState<Record<string, CardState>>({});
  const [regenerating, setRegenerating] = useState(false);
  const [regenerateError, setRegenerateError] = useState<unknown>(null);
  // Said after Regenerate, so a click that brings the same replies does not look like nothing happened.
  const [regenerated, setRegenerated] = useState<"same" | "new" | null>(null);
  const [insertion, setInsertion] = useState<{ text: string; n: number } | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const section = useRef<HTMLElement>(null);
  const edits = useCarriedEdits(conversation, message.id, query.data?.suggestions);

  const sendCard = async (
    suggestion: ResponseSuggestion,
    text: string,
    edited: boolean,
    seenId: string | null,
  ) => {
    setRefused(null);
    setStates((s) => ({ ...s, [suggestion.id]: "sending" }));
    const ok = await send
      .mutateAsync({
        message,
        content: text,
        responseType: edited ? "manual_edit" : "ai_suggestion",
        suggestionId: suggestion.id,
        seenResponseId: seenId,
      })
      .then(
        (result) => {
          seen.acknowledge(result.response_id);
          return true;
        },
        (error: unknown) => {
          // onError already restored the message and, unless someone else replied first, alerted.
          const conflict = replyConflictOf(error);
          if (conflict) setRefused({ suggestionId: suggestion.id, conflict, text, edited });
          return false;
        },
      );
    if (ok) edits.sent(suggestion.id);
    setStates((s) => ({ ...s, [suggestion.id]: ok ? "sent" : edited ? "editing" : "idle" }));
  };

  const regenerate = async () => {
    setRegenerating(true);
    setRegenerateError(null);
    setRegenerated(null);
    try {
      const fresh = await generateSuggestions({ messageId: message.id, threadId, force: true });
      const before = query.data?.suggestions.map((x) => x.content).join("\n");
      setRegenerated(before === fresh.suggestions.map((x) => x.content).join("\n") ? "same" : "new");
      queryClient.setQueryData(suggestionsQueryOptions(message.id, threadId).queryKey, fresh);
      setStates({});
      setInsertion(null);
    } catch (error) {
      setRegenerateError(error);
    } finally {
      setRegenerating(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: what was said is of the message before.
  useEffect(() => setRegenerated(null), [message.id]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new take-over signal regenerates.
  useEffect(() => {
    if (regenerateSignal > 0) void regenerate();
  }, [regenerateSignal]);

  const sendingId = Object.entries(states).find(([, s]) => s === "sending")?.[0] ?? null;
  const error = query.error ?? regenerateError;

  const card = (
    suggestion: ResponseSuggestion,
    {
      first = false,
      label,
      alwaysEdited = false,
      discard = null,
    }: { first?: boolean; label?: string; alwaysEdited?: boolean; discard?: ReactNode },
  ) => (
    <SuggestionCard
      key={suggestion.id}
      suggestion={suggestion}
      first={first}
      label={label}
      state={states[suggestion.id] ?? "idle"}
      blocked={sendingId !== null && sendingId !== suggestion.id}
      trackingUrl={trackingUrl}
      blockedReason={blockedReason}
      limit={replyLimit(message)}
      insertion={suggestion.suggestion_type === "detailed" && !alwaysEdited ? insertion : null}
      onEdit={(text) => {
        edits.noteEdit(suggestion.id, text);
        setStates((s) => ({ ...s, [suggestion.id]: "editing" }));
      }}
      onSend={(text, edited) => void sendCard(suggestion, text, edited || alwaysEdited, seen.id)}
      notice={
        <>
          {refused?.suggestionId === suggestion.id && (
            <ReplyConflictNotice
              conflict={refused.conflict}
              onSendAnyway={() => {
                seen.acknowledge(refused.conflict.response_id);
                void sendCard(suggestion, refused.text, refused.edited, refused.conflict.response_id);
              }}
              onDismiss={() => {
                seen.acknowledge(refused.conflict.response_id);
                setRefused(null);
              }}
            />
          )}
          {states[suggestion.id] !== "sent" && discard}
        </>
      }
    />
  );

  return (
    // Side by side only where the detail pane is wide enough to read three replies; stacked below.
    <section ref={section} aria-label={INBOX_TEXTS.suggestions} className="@container flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold text-ink text-sm">{INBOX_TEXTS.suggestions}</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void regenerate()}
          loading={regenerating}
          disabled={!!sendingId}
        >
          {!regenerating && <RefreshCw aria-hidden="true" className="size-4" />}
          {INBOX_TEXTS.regenerate}
        </Button>
      </div>
      <p role="status" className="text-ink-muted text-xs empty:hidden">
        {regenerated === null ? "" : INBOX_TEXTS.regenerated[regenerated]}
      </p>
      {query.isPending && <Spinner label="Loading suggestions" />}
      {error !== null && error !== undefined && (
        <Alert tone="error">
          <span>{loadErrorText(error)}</span>{" "}
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void (query.error ? query.refetch() : regenerate())}
          >
            {INBOX_TEXTS.tryAgain}
          </Button>
        </Alert>
      )}
      {query.data && query.data.disagreeing.length > 0 ? (
        <SourcesDisagree citations={query.data.disagreeing} />
      ) : (
        query.data?.needs_person &&
        query.data.suggestions.some((s) => s.citations.length > 0) && (
          <Alert tone="warning">{CHECK_TEXTS[query.data.needs_person_reason ?? "uncertain"]}</Alert>
        )
      )}
      {edits.carried.length > 0 && (
        <div className="flex flex-col gap-3">
          {edits.carried.some(({ suggestion }) => states[suggestion.id] !== "sent") && (
            <Alert tone="warning">{INBOX_TEXTS.carriedEdit(message.sender_username)}</Alert>
          )}
          <div className="grid gap-3 @2xl:grid-cols-3">
            {edits.carried.map(({ suggestion }) =>
              card(suggestion, {
                label: INBOX_TEXTS.carriedEditLabel,
                alwaysEdited: true,
                discard: (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={sendingId === suggestion.id}
                    onClick={() => {
                      edits.discard(suggestion.id);
                      // The button goes with its card: the keyboard stays in the suggestions.
                      section.current?.querySelector<HTMLElement>("[data-suggestion-input]")?.focus();
                    }}
                  >
                    {INBOX_TEXTS.discardCarriedEdit}
                  </Button>
                ),
              }),
            )}
          </div>
        </div>
      )}
      {query.data && (
        <div className="grid gap-3 @2xl:grid-cols-3">
          {query.data.suggestions.map((suggestion, index) => card(suggestion, { first: index === 0 }))}
        </div>
      )}
      {query.data && (
        <MayAnswerLeads
          leads={query.data.leads ?? []}
          disabled={sendingId !== null}
          onAdd={(text) => setInsertion((current) => ({ text, n: (current?.n ?? 0) + 1 }))}
        />
      )}
    </section>
  );
}
