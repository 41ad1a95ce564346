import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { replyLimit } from "@shared/inbox/reply-rules";
import { useQueryClient } from "@tanstack/react-query";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { isApiError } from "@web/lib/api-client";
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { generateSuggestions, suggestionsQueryOptions, useSuggestions } from "../api/generate-suggestions";
import { useSendResponse } from "../api/send-response";
import { INBOX_TEXTS } from "../inbox-texts";
import { MayAnswerLeads } from "./may-answer-leads";
import { SourcesDisagree } from "./sources-disagree";
import { type CardState, SuggestionCard } from "./suggestion-card";

function loadErrorText(error: unknown): string {
  if (isApiError(error) && error.status > 0)
    return INBOX_TEXTS.suggestionsFailed(error.message || `HTTP ${error.status}`);
  if (error instanceof Error && error.message) return INBOX_TEXTS.suggestionsFailed(error.message);
  return INBOX_TEXTS.suggestionsFailedFallback;
}

type Props = {
  message: InboxMessage;
  threadId: string | null;
  trackingUrl: string | null;
  /** Bumped by take-over: the manual-control panel asks for freshly generated suggestions. */
  regenerateSignal: number;
  /** Why no reply can be sent now (reply window, hidden comment...): Send is disabled and says so. */
  blockedReason?: string | null;
};

/** Quick, Detailed and Action cards; while one sends, the others are blocked. */
export function SuggestionCards({
  message,
  threadId,
  trackingUrl,
  regenerateSignal,
  blockedReason = null,
}: Props) {
  const query = useSuggestions(message.id, threadId);
  const queryClient = useQueryClient();
  const send = useSendResponse();
  const [states, setStates] = useState<Record<string, CardState>>({});
  const [regenerating, setRegenerating] = useState(false);
  const [regenerateError, setRegenerateError] = useState<unknown>(null);
  const [insertion, setInsertion] = useState<{ text: string; n: number } | null>(null);

  const regenerate = async () => {
    setRegenerating(true);
    setRegenerateError(null);
    try {
      const fresh = await generateSuggestions({ messageId: message.id, threadId, force: true });
      queryClient.setQueryData(suggestionsQueryOptions(message.id, threadId).queryKey, fresh);
      setStates({});
      setInsertion(null);
    } catch (error) {
      setRegenerateError(error);
    } finally {
      setRegenerating(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new take-over signal regenerates.
  useEffect(() => {
    if (regenerateSignal > 0) void regenerate();
  }, [regenerateSignal]);

  const sendingId = Object.entries(states).find(([, s]) => s === "sending")?.[0] ?? null;
  const error = query.error ?? regenerateError;

  return (
    // Side by side only where the detail pane is wide enough to read three replies; stacked below.
    <section aria-label={INBOX_TEXTS.suggestions} className="@container flex flex-col gap-3">
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
          <Alert tone="warning">{INBOX_TEXTS.checkAnswer}</Alert>
        )
      )}
      {query.data && (
        <div className="grid gap-3 @2xl:grid-cols-3">
          {query.data.suggestions.map((suggestion, index) => (
            <SuggestionCard
              key={suggestion.id}
              suggestion={suggestion}
              first={index === 0}
              state={states[suggestion.id] ?? "idle"}
              blocked={sendingId !== null && sendingId !== suggestion.id}
              trackingUrl={trackingUrl}
              blockedReason={blockedReason}
              limit={replyLimit(message)}
              insertion={suggestion.suggestion_type === "detailed" ? insertion : null}
              onEdit={() => setStates((s) => ({ ...s, [suggestion.id]: "editing" }))}
              onSend={async (text, edited) => {
                setStates((s) => ({ ...s, [suggestion.id]: "sending" }));
                const ok = await send
                  .mutateAsync({
                    message,
                    content: text,
                    responseType: edited ? "manual_edit" : "ai_suggestion",
                    suggestionId: suggestion.id,
                  })
                  .then(
                    () => true,
                    () => false, // onError already restored the message and showed the alert
                  );
                setStates((s) => ({ ...s, [suggestion.id]: ok ? "sent" : edited ? "editing" : "idle" }));
              }}
            />
          ))}
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
