import { type ComponentPropsWithoutRef, useId } from "react";

/**
 * The text box of an answer to customers' questions, with its label and error: Ctrl/Cmd+Enter
 * submits its form, Escape calls `onEscape` (a form that can be left).
 */
export function AnswerField({
  label,
  error,
  onEscape,
  ...textarea
}: { label: string; error?: string; onEscape?: () => void } & ComponentPropsWithoutRef<"textarea">) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <textarea
        id={id}
        maxLength={2000}
        rows={3}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
        onKeyDown={(event) => {
          if (event.key === "Escape" && onEscape) onEscape();
          else if (event.key === "Enter" && (event.metaKey || event.ctrlKey))
            event.currentTarget.form?.requestSubmit();
        }}
        className="w-full resize-y rounded-lg border border-line p-2 text-sm focus:border-brand-500"
      />
      {error && (
        <p id={`${id}-error`} className="text-red-600 text-sm">
          {error}
        </p>
      )}
    </>
  );
}
