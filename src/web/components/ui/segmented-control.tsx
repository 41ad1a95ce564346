import { cx } from "@web/lib/class-names";
import { DISABLED_CONTROL } from "./button";

interface SegmentedControlProps<T extends string> {
  /** The group's accessible name (its legend). */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

/** A few mutually exclusive choices as pressed/unpressed buttons (the 7d / 30d / 90d switches). */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<T>) {
  return (
    <fieldset className="inline-flex gap-1 rounded-xl bg-brand-50 p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cx(
            "rounded-lg px-3 py-1.5 font-medium text-sm transition-colors",
            DISABLED_CONTROL,
            option === value
              ? "bg-white text-brand-800 shadow-sm"
              : "text-ink-muted not-disabled:hover:text-ink",
          )}
        >
          {option}
        </button>
      ))}
    </fieldset>
  );
}
