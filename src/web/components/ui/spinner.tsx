import { cx } from "@web/lib/class-names";
import { LoaderCircle } from "lucide-react";

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when a visible text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label = "Loading" }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cx("size-5 animate-spin text-brand-600", className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centered spinner for whole-screen waits (session resolving, guards). */
export function FullPageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
