import { zodResolver } from "@hookform/resolvers/zod";
import { type SavedReply, savedReplyInputSchema } from "@shared/inbox/saved-replies.schema";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@web/components/ui/dialog";
import { inputClasses } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useDeleteSavedReply, useSavedReplies, useSaveSavedReply } from "../api/saved-replies";
import { REPLY_TEXTS } from "../reply-texts";

const T = REPLY_TEXTS.savedDialog;

function SavedReplyForm({ editing, onDone }: { editing: SavedReply | null; onDone: () => void }) {
  const id = useId();
  // The saved-replies route's own schema.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(savedReplyInputSchema),
    defaultValues: { title: editing?.title ?? "", content: editing?.content ?? "" },
  });
  const save = useSaveSavedReply();
  const fieldError = (name: "title" | "content") =>
    errors[name] && (
      <p id={`${id}-${name}-error`} role="alert" className="text-red-700 text-xs">
        {errors[name].message}
      </p>
    );
  return (
    <form
      noValidate
      className="flex flex-col gap-2 rounded-lg border border-line p-3"
      onSubmit={handleSubmit((input) => save.mutate({ id: editing?.id, ...input }, { onSuccess: onDone }))}
    >
      <label htmlFor={`${id}-title`} className="font-medium text-sm">
        {T.name}
      </label>
      <input
        id={`${id}-title`}
        className={inputClasses(Boolean(errors.title))}
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={errors.title ? `${id}-title-error` : undefined}
        {...register("title")}
      />
      {fieldError("title")}
      <label htmlFor={`${id}-content`} className="font-medium text-sm">
        {T.content}
      </label>
      <textarea
        id={`${id}-content`}
        rows={4}
        className="w-full rounded-lg border border-line p-2 text-sm"
        aria-invalid={errors.content ? true : undefined}
        aria-describedby={errors.content ? `${id}-content-error` : undefined}
        {...register("content")}
      />
      {fieldError("content")}
      {save.isError && (
        <p role="alert" className="text-red-700 text-sm">
          {errorMessage(save.error, "Failed to save")}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={save.isPending}>
          {T.save}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The team's saved replies: add, edit, delete. */
export function SavedRepliesDialog() {
  const replies = useSavedReplies();
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<SavedReply | "new" | null>(null);
  return (
    <Dialog onOpenChange={(open) => !open && setEditing(null)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          {REPLY_TEXTS.composer.manageSaved}
        </Button>
      </DialogTrigger>
      <DialogContent title={T.title} description={T.description}>
        <div className="flex flex-col gap-3">
          {editing ? (
            <SavedReplyForm
              key={editing === "new" ? "new" : editing.id}
              editing={editing === "new" ? null : editing}
              onDone={() => setEditing(null)}
            />
          ) : (
            <Button size="sm" variant="outline" onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" className="size-4" />
              {T.add}
            </Button>
          )}
          <ul aria-label={T.title} className="flex flex-col gap-2">
            {replies.data?.replies.map((r) => (
              <li
                key={r.id}
                className="flex items-start justify-between gap-2 rounded-lg border border-line p-2"
              >
                <div className="min-w-0">
                  <p className="font-medium text-sm">{r.title}</p>
                  <p className="whitespace-pre-wrap break-words text-ink-muted text-xs">{r.content}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${T.edit} ${r.title}`}
                    onClick={() => setEditing(r)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${T.remove} ${r.title}`}
                    onClick={() => remove.mutate(r.id)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
