import { cx } from "@web/lib/class-names";

type PillVariant = "primary" | "outline" | "ghost" | "light" | "on-dark";

const variants: Record<PillVariant, string> = {
  primary:
    "bg-gradient-to-r from-brand-600 to-accent-500 text-white shadow-md shadow-brand-200 hover:from-brand-700 hover:to-accent-600",
  outline: "border border-brand-200 bg-white text-ink hover:bg-brand-50",
  ghost: "text-ink-muted hover:bg-brand-50 hover:text-ink",
  light: "bg-white text-brand-700 shadow-md hover:bg-brand-50",
  "on-dark": "text-white ring-1 ring-white/50 hover:bg-white/15",
};

const sizes = { md: "h-10 px-4 text-sm", lg: "h-12 px-6 text-base" } as const;

/**
 * The landing page's rounded buttons and button-like links. Kept apart from ui/button because its
 * shape and colours differ, and overriding conflicting Tailwind classes through className is unreliable.
 */
export function pillClasses(
  variant: PillVariant,
  size: keyof typeof sizes = "md",
  options: { align?: "center" | "start"; className?: string } = {},
) {
  return cx(
    "inline-flex items-center gap-2 rounded-full font-semibold transition-colors",
    options.align === "start" ? "justify-start" : "justify-center",
    variants[variant],
    sizes[size],
    options.className,
  );
}
