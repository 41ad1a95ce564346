import type { ComponentProps } from "react";

type DemoRequestFieldProps = {
  id: string;
  label: string;
  errors: string[] | undefined;
  hint?: string;
} & Omit<ComponentProps<"input">, "id">;

/** One labelled input whose errors and hint are announced with it through aria-describedby. */
export function DemoRequestField({
  id,
  label,
  errors,
  hint,
  className,
  ...inputProps
}: DemoRequestFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasErrors = errors !== undefined && errors.length > 0;
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="text-xs text-gray-500">
            {hint}
          </span>
        ) : null}
      </div>
      <input
        id={id}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm outline-none transition placeholder:text-gray-400 focus:border-purple-500 focus:ring-2 focus:ring-purple-200 aria-invalid:border-red-400 aria-invalid:focus:ring-red-100"
        {...inputProps}
      />
      {hasErrors ? (
        <div id={errorId} className="mt-1 space-y-0.5">
          {errors.map((message) => (
            <p key={message} className="text-xs text-red-600">
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
