import { RECOMMENDED_TEAM_LABELS } from "@shared/inbox/inbox.constants";
import type { InboxItem } from "@shared/inbox/inbox.schema";
import { conversationKey, latestMessage, standingMessage } from "@shared/inbox/inbox-rules";
import { platformLabel } from "@shared/integrations/platform-label";
import { cx } from "@web/lib/class-names";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { personSetLabels, useCorrections } from "../api/get-corrections";
import { useThread } from "../api/get-thread";
import { useSeenReply } from "../hooks/use-seen-reply";
import { INBOX_TEXTS } from "../inbox-texts";
import { replyBlockOf } from "../reply-block";
import { AnalysisCorrection } from "./analysis-correction";
import { AnalysisPanel } from "./analysis-panel";
import { AutomationBanners } from "./automation-banner";
import { SingleConversation, ThreadConversation } from "./conversation-view";
import { AutomationBadges, PlatformIcon, UrgencyBadge } from "./inbox-badges";
import { ModerationPanel } from "./moderation-panel";
import { PostPreview } from "./post-preview";
import { ReplyComposer } from "./reply-composer";
import { ReplyStatusNotices } from "./reply-status-notices";
import { StorePanel } from "./store-panel";
import { SuggestionCards } from "./suggestion-cards";
import { TrackingLinkDialog } from "./tracking-link-dialog";

/** The detail pane of the selected conversation; keyed by conversation so its local state resets with another. */
export function MessageDetail({ item, now }: { item: InboxItem; now: Date }) {
  const thread = useThread(item.kind === "thread" ? item.thread.id : null);
  const [manualControl, setManualControl] = useState(false);
  const [regenerateSignal, setRegenerateSignal] = useState(0);
  const [trackingUrl, setTrackingUrl] = useState<string | null>(null);

  const messages =
    item.kind === "thread" ? (thread.data?.thread.messages ?? item.thread.messages) : [item.message];
  const seen = useSeenReply(messages);
  const focus = messages[messages.length - 1] ?? latestMessage(item);
  // The conversation's urgency and analysis are those of the most serious message not answered yet.
  const standing =
    (item.kind === "thread" ? standingMessage({ ...item, thread: { ...item.thread, messages } }) : focus) ??
    focus;
  const corrections = useCorrections(standing?.id ?? "", !!standing && standing.analysis_id !== null);
  if (!focus || !standing) return null;
  const setBy = personSetLabels(corrections.data?.corrections ?? [], {
    intent: standing.normalized_intent ?? standing.intent_classification,
    sentiment: standing.sentiment_classification,
  });
  const block = replyBlockOf(focus, messages, now);
  const team = standing.recommended_team
    ? (RECOMMENDED_TEAM_LABELS[standing.recommended_team] ?? standing.recommended_team)
    : null;
  const offersTrackingLink =
    focus.message_type === "dm" && focus.platform === "instagram" && focus.status !== "responded";

  return (
    <article
      aria-label={`Conversation with @${focus.sender_username}`}
      className="flex flex-col gap-4 p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-2">
        <PlatformIcon platform={focus.platform} />
        <h2 className="font-semibold text-ink text-lg">@{focus.sender_username}</h2>
        <span className="text-ink-muted text-sm">{platformLabel(focus.platform)}</span>
        <UrgencyBadge message={standing} />
        {team && (
          <span className="rounded-full border border-line px-2 py-0.5 text-ink-muted text-xs">{team}</span>
        )}
        <AutomationBadges message={focus} standing={standing} />
        <span className="ml-auto flex items-center gap-2">
          {focus.post_url && (
            <a
              href={focus.post_url}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex items-center gap-1 font-medium text-brand-700 text-sm hover:underline"
            >
              {INBOX_TEXTS.viewPost}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          )}
          {offersTrackingLink && <TrackingLinkDialog messageId={focus.id} onGenerated={setTrackingUrl} />}
        </span>
      </header>

      <AutomationBanners
        message={focus}
        now={now}
        onTakeOver={() => {
          setManualControl(true);
          setRegenerateSignal((n) => n + 1);
        }}
      />
      <ReplyStatusNotices message={focus} block={block} />
      <PostPreview message={focus} />
      <AnalysisPanel message={standing} earlier={standing.id !== focus.id} setBy={setBy} />
      <AnalysisCorrection message={standing} />

      {item.kind === "thread" ? (
        <ThreadConversation messages={messages} now={now} />
      ) : (
        <SingleConversation message={focus} now={now} />
      )}

      <div className={cx(manualControl && "rounded-card border-2 border-brand-300 p-3")}>
        {manualControl && (
          <p className="mb-3 font-medium text-brand-900 text-sm">{INBOX_TEXTS.manualControl}</p>
        )}
        <SuggestionCards
          message={focus}
          conversation={conversationKey(item)}
          threadId={item.kind === "thread" ? item.thread.id : focus.thread_id}
          trackingUrl={trackingUrl}
          regenerateSignal={regenerateSignal}
          blockedReason={block?.text ?? null}
          seen={seen}
        />
      </div>
      <ReplyComposer
        key={conversationKey(item)}
        message={focus}
        conversationId={conversationKey(item)}
        block={block}
        seen={seen}
      />
      <ModerationPanel message={focus} />
      {(item.kind === "thread" ? item.thread.id : focus.thread_id) && (
        <StorePanel
          threadId={(item.kind === "thread" ? item.thread.id : focus.thread_id) as string}
          message={focus}
        />
      )}
    </article>
  );
}
