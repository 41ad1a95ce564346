import { cx } from "@web/lib/class-names";
import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";

type Variant = "primary" | "secondary" | "outline" | "ghost" | "danger";
type Size = "sm" | "md" | "lg" | "icon";

/**
 * How a disabled bare control (a ghost or icon button, a segment, a switch) looks. It fades more
 * than a filled button because it is already grey when enabled: at a filled button's 55% a
 * disabled trash icon still read as active.
 */
export const DISABLED_CONTROL = "disabled:cursor-not-allowed disabled:opacity-40";
const DISABLED_FILLED = "disabled:cursor-not-allowed disabled:opacity-55";

// Hover effects only on an enabled button: a disabled one (its own prop or a disabled fieldset
// around it, a member's read-only screen) must not light up under the pointer as if it would act.
const variants: Record<Variant, string> = {
  primary: cx(
    "bg-gradient-to-r from-brand-600 to-accent-500 text-white shadow-sm",
    "not-disabled:hover:from-brand-700 not-disabled:hover:to-accent-600",
    DISABLED_FILLED,
  ),
  secondary: cx("bg-brand-50 text-brand-800 not-disabled:hover:bg-brand-100", DISABLED_FILLED),
  outline: cx("border border-line bg-white text-ink not-disabled:hover:bg-surface-muted", DISABLED_FILLED),
  ghost: cx("text-ink-muted not-disabled:hover:bg-brand-50 not-disabled:hover:text-ink", DISABLED_CONTROL),
  danger: cx("bg-red-600 text-white not-disabled:hover:bg-red-700", DISABLED_FILLED),
};

const sizes: Record<Size, string> = {
  sm: "h-8 px-3 text-sm gap-1.5",
  md: "h-10 px-4 text-sm gap-2",
  lg: "h-12 px-6 text-base gap-2",
  icon: "size-10 justify-center",
};

export const buttonClasses = (variant: Variant = "primary", size: Size = "md", className?: string) =>
  cx(
    "inline-flex items-center justify-center rounded-lg font-medium transition-colors",
    variants[variant],
    sizes[size],
    className,
  );

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and disables the button; the children carry the busy label ('Signing in...'). */
  loading?: boolean;
}

// Rest props (including ref and Radix trigger handlers) must reach the <button>, so Radix `asChild` works.
export function Button({
  variant,
  size,
  loading,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
