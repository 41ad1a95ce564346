import { cx } from "@web/lib/class-names";
import { CircleCheck } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: ReactNode;
  /** Plain label text, used to name the valid tick for assistive technology. */
  labelText?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows the green tick the spec asks for on each valid field. */
  valid?: boolean;
  id?: string;
}

export const inputClasses = (invalid?: boolean, className?: string) =>
  cx(
    "h-10 w-full rounded-lg border bg-white px-3 text-sm text-ink placeholder:text-ink-muted/70",
    "transition-colors focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600",
    "read-only:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60",
    invalid ? "border-red-400" : "border-line",
    className,
  );

export function TextField({ label, labelText, error, hint, valid, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="font-medium text-ink text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(Boolean(error), valid ? "pr-9" : undefined)}
          {...props}
        />
        {valid && (
          <CircleCheck
            role="img"
            aria-label={`${labelText ?? (typeof label === "string" ? label : "Field")} is valid`}
            className="-translate-y-1/2 absolute top-1/2 right-3 size-4 text-emerald-600"
          />
        )}
      </div>
      {hint && !error && (
        <p id={hintId} className="text-ink-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-red-700 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
