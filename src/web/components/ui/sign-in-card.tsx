import { cx } from "@web/lib/class-names";
import type { ReactNode } from "react";
import { Logo } from "./logo";

interface SignInCardProps {
  children: ReactNode;
  /** Links or notes under the card (back to sign in, legal links, support address). */
  below?: ReactNode;
  /** The staff screen: narrower, on the plain surface instead of the brand gradient. */
  staff?: boolean;
  /** Extra classes of the white card (centred content, gaps). */
  className?: string;
}

/**
 * The frame of every page shown outside the dashboard around one task: sign-in, password reset,
 * profile setup, invitations, OAuth returns and the staff login. The logo above a white card,
 * centred on the page.
 */
export function SignInCard({ children, below, staff = false, className }: SignInCardProps) {
  return (
    <main
      className={cx(
        "flex min-h-dvh items-center justify-center px-4 py-10",
        staff ? "bg-surface-muted" : "bg-gradient-to-br from-brand-50 via-surface to-accent-50",
      )}
    >
      <div className={cx("w-full", staff ? "max-w-sm" : "max-w-md")}>
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className={cx("rounded-card border border-line bg-white p-8 shadow-card", className)}>
          {children}
        </div>
        {below}
      </div>
    </main>
  );
}
