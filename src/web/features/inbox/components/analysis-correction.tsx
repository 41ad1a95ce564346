import * as Menu from "@radix-ui/react-dropdown-menu";
import { INTENTS, SENTIMENT_CLASSIFICATIONS } from "@shared/ai/ai.constants";
import type { CorrectAnalysisInput, CorrectableField } from "@shared/ai/analysis-correction.schema";
import type { InboxMessage } from "@shared/inbox/inbox.schema";
import { Alert } from "@web/components/ui/alert";
import { buttonClasses } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime } from "@web/lib/format-date";
import { labelText } from "@web/lib/label-text";
import { ChevronDown, PencilLine } from "lucide-react";
import { useCorrectAnalysis } from "../api/correct-analysis";
import { useCorrections } from "../api/get-corrections";
import { CORRECTION_TEXTS as T } from "../correction-texts";

const OPTIONS: Record<CorrectableField, readonly string[]> = {
  intent: INTENTS,
  sentiment: SENTIMENT_CLASSIFICATIONS,
};

function CorrectionMenu(props: {
  field: CorrectableField;
  current: string | null;
  disabled: boolean;
  onPick: (value: string) => void;
}) {
  const label = props.field === "intent" ? T.intent : T.sentiment;
  return (
    <Menu.Root>
      <Menu.Trigger className={buttonClasses("outline", "sm")} disabled={props.disabled}>
        <PencilLine aria-hidden="true" className="size-3.5" />
        {label}
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={6}
          aria-label={label}
          className="z-40 max-h-[60dvh] w-56 overflow-y-auto rounded-card border border-line bg-white p-1 shadow-card"
        >
          {/* Every value is listed, the current one marked and not pickable: a manager looking for
              "Complaint" or "Neutral" sees that the AI already reads it so. */}
          {OPTIONS[props.field].map((option) => (
            <Menu.Item
              key={option}
              disabled={option === props.current}
              onSelect={() => props.onPick(option)}
              className="cursor-pointer rounded-md px-2 py-1.5 text-sm outline-none data-[disabled]:cursor-default data-[highlighted]:bg-brand-50 data-[disabled]:text-ink-muted"
            >
              {option === props.current ? T.current(labelText(option)) : labelText(option)}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** One click corrects the message's intent or sentiment; the corrections made so far are listed. */
export function AnalysisCorrection({ message }: { message: InboxMessage }) {
  const analysed = message.analysis_id !== null;
  const corrections = useCorrections(message.id, analysed);
  const correct = useCorrectAnalysis(message.id);
  if (!analysed) return null;
  const pick = (field: CorrectableField) => (to: string) =>
    correct.mutate({ message_id: message.id, field, to } as CorrectAnalysisInput);
  const list = corrections.data?.corrections ?? [];

  return (
    <section aria-label={T.title} className="flex flex-col gap-2 rounded-card border border-line p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-ink text-sm">{T.title}</h3>
        <CorrectionMenu
          field="intent"
          current={message.normalized_intent ?? message.intent_classification}
          disabled={correct.isPending}
          onPick={pick("intent")}
        />
        <CorrectionMenu
          field="sentiment"
          current={message.sentiment_classification}
          disabled={correct.isPending}
          onPick={pick("sentiment")}
        />
        {correct.isPending && (
          <span role="status" className="text-ink-muted text-xs">
            {T.saving}
          </span>
        )}
      </div>
      <p className="text-ink-muted text-xs">{T.hint}</p>
      {correct.isError && (
        <Alert tone="error">{T.failed(errorMessage(correct.error, "Unknown error"))}</Alert>
      )}
      {list.length > 0 && (
        <ul aria-label={T.history} className="flex flex-col gap-1 text-ink text-xs">
          {list.map((c) => (
            <li key={c.id}>
              {T.line(
                T.fields[c.field],
                labelText(c.from),
                labelText(c.to),
                c.corrected_by_name,
                formatDateTime(c.created_at),
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
