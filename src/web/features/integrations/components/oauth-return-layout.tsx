import { SignInCard } from "@web/components/ui/sign-in-card";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Card layout shared by the OAuth return pages, with the privacy and terms links at the bottom. */
export function OAuthReturnLayout({ children }: { children: ReactNode }) {
  return (
    <SignInCard
      className="flex flex-col items-center gap-4 text-center"
      below={
        <nav aria-label="Legal" className="mt-6 flex justify-center gap-4 text-ink-muted text-sm">
          <Link to="/privacy-policy" className="hover:text-ink hover:underline">
            Privacy Policy
          </Link>
          <Link to="/terms-of-service" className="hover:text-ink hover:underline">
            Terms of Service
          </Link>
        </nav>
      }
    >
      {children}
    </SignInCard>
  );
}
