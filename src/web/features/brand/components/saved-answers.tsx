import { zodResolver } from "@hookform/resolvers/zod";
import { editKnowledgeAnswerSchema, type KnowledgeAnswersResponse } from "@shared/knowledge/knowledge.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useEditSavedAnswer, useRemoveSavedAnswer, useSavedAnswers } from "../api/knowledge-gaps";
import { AnswerField } from "./answer-field";

type SavedAnswer = KnowledgeAnswersResponse["answers"][number];

/** An answer's text edited in place: saved and indexed at once, or left as it was. */
function EditAnswerForm({
  answer,
  onClose,
  onDone,
}: {
  answer: SavedAnswer;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const edit = useEditSavedAnswer();
  const form = useForm({
    resolver: zodResolver(editKnowledgeAnswerSchema),
    defaultValues: { answer: answer.answer },
  });
  // The Edit button that opened the form is gone: the answer box takes the focus, not <body>.
  useEffect(() => form.setFocus("answer"), [form]);
  const error = form.formState.errors.answer?.message;
  const onSubmit = form.handleSubmit((input) =>
    edit.mutate(
      { id: answer.id, ...input },
      {
        onSuccess: () => {
          onDone("Answer updated; the next reply quotes the new text.");
          onClose();
        },
      },
    ),
  );
  return (
    <form noValidate className="flex w-full flex-col gap-2" onSubmit={onSubmit}>
      <AnswerField
        label={`Answer to "${answer.question}"`}
        error={error}
        onEscape={onClose}
        {...form.register("answer")}
      />
      {edit.isError && (
        <Alert tone="error">{errorMessage(edit.error, "The answer could not be saved.")}</Alert>
      )}
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          loading={edit.isPending}
          disabled={form.watch("answer").trim() === ""}
        >
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The answers the team wrote for its gaps: what replies may quote; an admin edits or removes one. */
export function SavedAnswers({ canChange, onDone }: { canChange: boolean; onDone: (text: string) => void }) {
  const answers = useSavedAnswers();
  const remove = useRemoveSavedAnswer();
  const [editing, setEditing] = useState<string | null>(null);
  // The answer whose form was left, so its Edit button gets the focus back once it is shown.
  const refocus = useRef<string | null>(null);
  const close = () => {
    refocus.current = editing;
    setEditing(null);
  };
  if (!answers.data || answers.data.answers.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium text-ink text-sm">Saved answers</h3>
      {remove.isError && (
        <Alert tone="error">{errorMessage(remove.error, "The answer could not be removed.")}</Alert>
      )}
      <ul className="flex flex-col gap-2" aria-label="Saved answers">
        {answers.data.answers.map((a) => (
          <li
            key={a.id}
            className="flex flex-wrap items-start justify-between gap-2 rounded-card border border-line p-3"
          >
            {editing === a.id ? (
              <EditAnswerForm answer={a} onClose={close} onDone={onDone} />
            ) : (
              <>
                <p className="min-w-0 flex-1 break-words text-sm">
                  <span className="text-ink-muted">"{a.question}"</span>
                  <br />
                  <span className="text-ink">{a.answer}</span>
                </p>
                {canChange && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit the answer to "${a.question}"`}
                      onClick={() => setEditing(a.id)}
                      ref={(button) => {
                        if (button && refocus.current === a.id) {
                          refocus.current = null;
                          button.focus();
                        }
                      }}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Remove the answer to "${a.question}"`}
                      loading={remove.isPending && remove.variables === a.id}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(a.id, {
                          onSuccess: (result) =>
                            onDone(
                              `Answer removed; replies no longer quote it. ${result.reopened === 1 ? "1 question is" : `${result.reopened} questions are`} open again.`,
                            ),
                        })
                      }
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
