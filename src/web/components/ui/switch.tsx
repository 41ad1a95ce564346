import { cx } from "@web/lib/class-names";
import { DISABLED_CONTROL } from "./button";

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Visible text beside the switch; the accessible name is always `label`. */
  visibleLabel?: string;
  className?: string;
}

/** An on/off switch (role=switch), operable with Space and Enter like any button. */
export function SwitchField({
  label,
  checked,
  onChange,
  disabled,
  visibleLabel,
  className,
}: SwitchFieldProps) {
  return (
    <div className={cx("flex items-center gap-2", className)}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cx(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
          "focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2",
          DISABLED_CONTROL,
          checked ? "bg-brand-600" : "bg-gray-300",
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0.5",
          )}
        />
      </button>
      {visibleLabel !== undefined && (
        <span aria-hidden="true" className="text-ink text-sm">
          {visibleLabel}
        </span>
      )}
    </div>
  );
}
