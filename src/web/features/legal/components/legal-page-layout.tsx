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
    <div className="min-h-dvh bg-gradient-to-b from-purple-50 via-white to-pink-50/40 text-gray-800">
      <title>{`${title} · Lunara`}</title>
      <header className="border-b border-purple-100 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4 sm:px-6">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium text-purple-700 transition hover:bg-purple-50 focus-visible:outline-2 focus-visible:outline-purple-600"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {LEGAL_TEXTS.backToHome}
          </Link>
          <span className="bg-gradient-to-r from-purple-600 to-pink-500 bg-clip-text text-lg font-bold text-transparent">
            Lunara
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <article>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-gray-500">{`${LEGAL_TEXTS.lastUpdated}: ${LEGAL_LAST_UPDATED}`}</p>
          <div className="mt-10 space-y-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-purple-100 sm:p-10">
            {children}
          </div>
        </article>
      </main>
    </div>
  );
}
