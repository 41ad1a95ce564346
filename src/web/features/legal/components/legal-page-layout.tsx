import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LEGAL_LAST_UPDATED, LEGAL_TEXTS } from "../legal.constants";

type LegalPageLayoutProps = {
  title: string;
  children: ReactNode;
};

export function LegalPageLayout({ title, children }: LegalPageLayoutProps) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-accent-50/40 text-ink">
      <title>{`${title} · Lunara`}</title>
      <header className="border-b border-brand-100 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4 sm:px-6">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {LEGAL_TEXTS.backToHome}
          </Link>
          <span className="bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-lg font-bold text-transparent">
            Lunara
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <article>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-ink-muted">{`${LEGAL_TEXTS.lastUpdated}: ${LEGAL_LAST_UPDATED}`}</p>
          <div className="mt-10 space-y-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10">
            {children}
          </div>
        </article>
      </main>
    </div>
  );
}
