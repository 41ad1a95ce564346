import { useId } from "react";
import { LEGAL_ROUTES, LEGAL_TEXTS } from "../legal.constants";

const linkClass =
  "rounded text-sm text-ink-muted transition hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function Footer() {
  const newTabNoteId = useId();
  return (
    <footer className="border-t border-brand-100 bg-gradient-to-b from-white to-brand-50/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-lg font-bold text-transparent">
            Lunara
          </p>
          <p className="mt-1 text-sm text-ink-muted">{LEGAL_TEXTS.tagline}</p>
        </div>
        <nav aria-label={LEGAL_TEXTS.legalNav}>
          {/* Described rather than named, so the links keep their plain names for screen readers and tests. */}
          <span id={newTabNoteId} hidden>
            {LEGAL_TEXTS.opensInNewTab}
          </span>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a
                href={LEGAL_ROUTES.terms}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={newTabNoteId}
                className={linkClass}
              >
                {LEGAL_TEXTS.termsTitle}
              </a>
            </li>
            <li>
              <a
                href={LEGAL_ROUTES.privacy}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={newTabNoteId}
                className={linkClass}
              >
                {LEGAL_TEXTS.privacyTitle}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-brand-100/70">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-ink-muted sm:px-6">{LEGAL_TEXTS.copyright}</p>
      </div>
    </footer>
  );
}
