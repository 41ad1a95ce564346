import { cx } from "@web/lib/class-names";
import type { ComponentProps } from "react";

type Tone = "brand" | "neutral" | "success" | "warning" | "danger";

const tones: Record<Tone, string> = {
  brand: "bg-brand-100 text-brand-800",
  neutral: "bg-surface-muted text-ink-muted border border-line",
  success: "bg-emerald-100 text-emerald-800",
  warning: "bg-amber-100 text-amber-800",
  danger: "bg-red-100 text-red-800",
};

export function Badge({ tone = "brand", className, ...props }: ComponentProps<"span"> & { tone?: Tone }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-medium text-xs",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
