import type { ChatMessage } from "@shared/assistants/assistants.schema";
import { Button } from "@web/components/ui/button";
import { cx } from "@web/lib/class-names";
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ActionPreviewCard } from "./action-preview-card";
import { AnswerChart } from "./answer-chart";

/** One chat bubble: the text, each figure as a link to its records, a chart, a preview, Copy. */
export function ChatMessageView({ message, thinking }: { message: ChatMessage; thinking?: boolean }) {
  const [copied, setCopied] = useState(false);
  const mine = message.role === "user";
  const answer = message.answer;
  return (
    <li className={cx("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cx(
          "max-w-[85%] rounded-2xl px-4 py-3 text-sm",
          mine ? "bg-brand-600 text-white" : "border border-line bg-surface-muted text-ink",
        )}
        data-testid={mine ? "user-message" : "assistant-message"}
      >
        {thinking && !message.content ? (
          <p className="animate-pulse text-ink-muted">Thinking...</p>
        ) : (
          <p className="whitespace-pre-wrap">{message.content}</p>
        )}
        {answer && answer.figures.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Figures">
            {answer.figures.map((f) => (
              <li key={`${f.label}-${f.link}`}>
                <Link
                  to={f.link}
                  className="inline-flex rounded-full bg-white px-2 py-1 text-brand-700 text-xs underline"
                >
                  {f.label}: {f.display}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {answer?.chart && <AnswerChart chart={answer.chart} />}
        {answer?.preview && <ActionPreviewCard preview={answer.preview} />}
        {!mine && !thinking && (
          <Button
            size="sm"
            variant="ghost"
            className="mt-1"
            aria-label="Copy answer"
            onClick={() => {
              void navigator.clipboard?.writeText(message.content);
              setCopied(true);
            }}
          >
            {copied ? (
              <Check aria-hidden="true" className="size-3" />
            ) : (
              <Copy aria-hidden="true" className="size-3" />
            )}
            {copied ? "Copied" : "Copy"}
          </Button>
        )}
      </div>
    </li>
  );
}
