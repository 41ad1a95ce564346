import { Logo } from "@web/components/ui/logo";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Card layout shared by the OAuth return pages, with the privacy and terms links at the bottom. */
export function OAuthReturnLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-50 via-surface to-accent-50 px-4 py-10">
      <Logo />
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-card border border-line bg-white p-8 text-center shadow-card">
        {children}
      </div>
      <nav aria-label="Legal" className="flex gap-4 text-ink-muted text-sm">
        <Link to="/privacy-policy" className="hover:text-ink hover:underline">
          Privacy Policy
        </Link>
        <Link to="/terms-of-service" className="hover:text-ink hover:underline">
          Terms of Service
        </Link>
      </nav>
    </main>
  );
}
