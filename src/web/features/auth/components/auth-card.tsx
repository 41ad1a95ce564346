import { SignInCard } from "@web/components/ui/sign-in-card";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The sign-in screen's frame, for the password reset pages. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <SignInCard
      below={
        <nav aria-label="Password reset links" className="mt-6 flex justify-center text-sm">
          <Link to="/login" className="inline-flex items-center gap-1 text-ink-muted hover:text-ink">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to sign in
          </Link>
        </nav>
      }
    >
      <h1 className="text-center font-semibold text-2xl text-ink">{title}</h1>
      <p className="mt-1 text-center text-ink-muted text-sm">{subtitle}</p>
      <div className="mt-6">{children}</div>
    </SignInCard>
  );
}
