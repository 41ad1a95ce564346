import { Card } from "@web/components/ui/card";
import { Hammer } from "lucide-react";
import type { ReactNode } from "react";

export const NOT_AVAILABLE_TEXT = "This part of Lunara is being built and is not available yet.";

interface NotAvailablePageProps {
  title: string;
  /** What the page will do once built, so the user knows what to expect. */
  description: string;
  children?: ReactNode;
}

/** Honest placeholder for pages of later issues: no sample numbers, just what is coming. */
export function NotAvailablePage({ title, description, children }: NotAvailablePageProps) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="font-semibold text-2xl text-ink">{title}</h1>
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
          <Hammer aria-hidden="true" className="size-6 text-brand-600" />
        </span>
        <p className="font-semibold text-ink">{NOT_AVAILABLE_TEXT}</p>
        <p className="max-w-lg text-ink-muted text-sm">{description}</p>
        {children}
      </Card>
    </div>
  );
}
