import { SignInCard } from "@web/components/ui/sign-in-card";
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
    <SignInCard
      className="flex flex-col items-center gap-4 text-center"
      below={
        showSupport && (
          <p className="mt-6 text-center text-ink-muted text-sm">
            Need help? Contact{" "}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        )
      }
    >
      {icon}
      <h1 className="font-semibold text-2xl text-ink">{title}</h1>
      {children}
    </SignInCard>
  );
}
