import { Link } from "react-router";
import { LANDING_TEXTS } from "../landing.constants";
import type { DemoDialogRenderer } from "../landing.types";
import { BookDemoButton } from "./book-demo-button";
import { pillClasses } from "./pill-classes";

const HEADING_ID = "landing-final-cta-heading";

export function FinalCtaSection({ demoDialog }: { demoDialog: DemoDialogRenderer | undefined }) {
  return (
    <section aria-labelledby={HEADING_ID} className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-500 to-accent-500 px-6 py-14 text-center text-white shadow-2xl shadow-brand-200 sm:px-12">
        <div
          aria-hidden="true"
          className="absolute -top-20 -right-20 size-64 rounded-full bg-white/10 blur-2xl"
        />
        <h2 id={HEADING_ID} className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {LANDING_TEXTS.finalTitle}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-white/85">{LANDING_TEXTS.finalBody}</p>
        <div className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <BookDemoButton
            demoDialog={demoDialog}
            label={LANDING_TEXTS.bookADemo}
            size="lg"
            variant="light"
            className="w-full sm:w-auto"
          />
          <Link to="/login" className={pillClasses("on-dark", "lg", { className: "w-full sm:w-auto" })}>
            {LANDING_TEXTS.login}
          </Link>
        </div>
      </div>
    </section>
  );
}
