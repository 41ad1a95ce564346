import { Logo } from "@web/components/ui/logo";
import type { ReactNode } from "react";
import { SUPPORT_EMAIL } from "../invitation-texts";

interface InvitationLayoutProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** The accept page names a support address, as the spec asks. */
  showSupport?: boolean;
}

export function InvitationLayout({ icon, title, children, showSupport }: InvitationLayoutProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-50 via-surface to-accent-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-white p-8 text-center shadow-card">
          {icon}
          <h1 className="font-semibold text-2xl text-ink">{title}</h1>
          {children}
        </div>
        {showSupport && (
          <p className="mt-6 text-center text-ink-muted text-sm">
            Need help? Contact{" "}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        )}
      </div>
    </main>
  );
}
