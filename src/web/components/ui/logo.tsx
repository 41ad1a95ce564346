import { cx } from "@web/lib/class-names";
import { useId } from "react";

/** The Lunara mark (a crescent) and wordmark; `compact` keeps only the mark for the narrow sidebar. */
export function Logo({ compact, className }: { compact?: boolean; className?: string }) {
  // Unique per instance: a duplicate id would resolve to a copy inside a hidden sidebar and not paint.
  const gradientId = useId();
  return (
    <span className={cx("inline-flex items-center gap-2 font-semibold text-ink", className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="var(--color-brand-600)" />
            <stop offset="100%" stopColor="var(--color-accent-500)" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="14" fill={`url(#${gradientId})`} />
        <circle cx="21" cy="12" r="10" fill="white" />
      </svg>
      <span className={cx("text-lg tracking-tight", compact && "sr-only")}>Lunara</span>
    </span>
  );
}
