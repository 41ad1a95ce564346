import { zodResolver } from "@hookform/resolvers/zod";
import { answerKnowledgeGapSchema, type KnowledgeGapsResponse } from "@shared/knowledge/knowledge.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { CollapsibleSection } from "@web/components/ui/collapsible";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { displayText } from "@web/lib/display-text";
import { useMe } from "@web/lib/me";
import { CircleHelp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { KNOWLEDGE_GAPS_DAYS, useAnswerKnowledgeGap, useKnowledgeGaps } from "../api/knowledge-gaps";
import { AnswerField } from "./answer-field";
import { SavedAnswers } from "./saved-answers";

type Group = KnowledgeGapsResponse["groups"][number];

const customers = (n: number) => (n === 1 ? "1 customer" : `${n} customers`);

function GapAnswerForm({
  group,
  onDone,
  onClose,
}: {
  group: Group;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const save = useAnswerKnowledgeGap();
  const form = useForm({
    resolver: zodResolver(answerKnowledgeGapSchema),
    defaultValues: { topic: group.topic, question: group.questions[0]?.question ?? group.topic, answer: "" },
  });
  // The button that opened the form is gone: the answer box takes the focus, not <body>.
  useEffect(() => form.setFocus("answer"), [form]);
  const answerError = form.formState.errors.answer?.message;
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (result) =>
        onDone(
          `Answer saved. ${result.closed === 1 ? "1 customer's question is" : `${result.closed} customers' questions are`} closed; the next reply uses it.`,
        ),
    }),
  );
  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={onSubmit}>
      <AnswerField
        label={`Answer for "${group.topic}"`}
        error={answerError}
        placeholder="Write the answer customers should get, e.g. We ship to Mexico in 7 to 10 business days."
        onEscape={onClose}
        {...form.register("answer")}
      />
      {save.isError && (
        <Alert tone="error">{errorMessage(save.error, "The answer could not be saved.")}</Alert>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          loading={save.isPending}
          disabled={form.watch("answer").trim() === ""}
        >
          Save answer
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function GapGroup({
  group,
  canAnswer,
  onDone,
}: {
  group: Group;
  canAnswer: boolean;
  onDone: (text: string) => void;
}) {
  const [answering, setAnswering] = useState(false);
  // Set when the form is left, so the "Add an answer" button gets the focus back once it is shown.
  const refocus = useRef(false);
  const close = () => {
    refocus.current = true;
    setAnswering(false);
  };
  return (
    // A customer's long link wraps inside the card rather than widen the page.
    <li className="flex min-w-0 flex-col gap-2 rounded-card border border-line p-3 [overflow-wrap:anywhere]">
      <p className="text-ink text-sm">
        <strong>{customers(group.count)}</strong> asked about <strong>{group.topic}</strong> in the last{" "}
        {KNOWLEDGE_GAPS_DAYS} days; no source answers it.
      </p>
      <ul className="list-disc pl-5 text-ink-muted text-sm">
        {group.questions.map((q) => (
          <li key={q.id}>"{displayText(q.question)}"</li>
        ))}
      </ul>
      {canAnswer ? (
        answering ? (
          <GapAnswerForm group={group} onDone={onDone} onClose={close} />
        ) : (
          <div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setAnswering(true)}
              ref={(button) => {
                if (button && refocus.current) {
                  refocus.current = false;
                  button.focus();
                }
              }}
            >
              Add an answer
            </Button>
          </div>
        )
      ) : (
        <p className="text-ink-muted text-xs">Only admins can add answers to the brand's knowledge.</p>
      )}
    </li>
  );
}

/** Questions customers asked that no document, link, product or saved answer answers. */
export function KnowledgeGapsSection() {
  const gaps = useKnowledgeGaps();
  const me = useMe();
  const [notice, setNotice] = useState<string | null>(null);
  const canAnswer = me.data?.team.role === "admin";
  return (
    <CollapsibleSection
      title="Knowledge Gaps"
      description="Customer questions no source answers; replies to them wait for a person"
      icon={<CircleHelp aria-hidden="true" className="size-5" />}
    >
      <div className="flex flex-col gap-3">
        {notice && <Alert tone="success">{notice}</Alert>}
        {gaps.isPending && <Spinner label="Loading knowledge gaps" />}
        {gaps.isError && (
          <Alert tone="error">{errorMessage(gaps.error, "Knowledge gaps could not be loaded.")}</Alert>
        )}
        {gaps.data && gaps.data.groups.length === 0 && (
          <p className="text-ink-muted text-sm">
            No unanswered questions in the last {KNOWLEDGE_GAPS_DAYS} days.
          </p>
        )}
        {gaps.data && gaps.data.groups.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label="Unanswered questions">
            {gaps.data.groups.map((group) => (
              <GapGroup key={group.topic} group={group} canAnswer={canAnswer} onDone={setNotice} />
            ))}
          </ul>
        )}
        <SavedAnswers canChange={canAnswer} onDone={setNotice} />
      </div>
    </CollapsibleSection>
  );
}
