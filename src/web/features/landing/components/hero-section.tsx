import { ArrowDown } from "lucide-react";
import { LANDING_FIGURES, LANDING_TEXTS } from "../landing.constants";
import type { DemoDialogRenderer } from "../landing.types";
import { BookDemoButton } from "./book-demo-button";
import { HeroChatAnimation } from "./hero-chat-animation";
import { pillClasses } from "./pill-classes";

type HeroSectionProps = {
  demoDialog: DemoDialogRenderer | undefined;
  onHowItWorks: () => void;
};

const HERO_HEADING_ID = "landing-hero-heading";

export function HeroSection({ demoDialog, onHowItWorks }: HeroSectionProps) {
  return (
    <section
      aria-labelledby={HERO_HEADING_ID}
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-accent-50/60 to-surface px-4 pt-28 pb-20 sm:px-6 sm:pt-36 sm:pb-28"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-32 -left-24 size-96 rounded-full bg-brand-200/50 blur-3xl" />
        <div className="absolute top-20 -right-24 size-96 rounded-full bg-accent-100/80 blur-3xl" />
      </div>

      <div className="relative mx-auto grid max-w-6xl items-center gap-14 lg:grid-cols-[1.1fr_1fr]">
        <div className="text-center lg:text-left">
          <p className="inline-flex rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm sm:text-sm">
            {LANDING_TEXTS.heroEyebrow}
          </p>
          <h1
            id={HERO_HEADING_ID}
            className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            {LANDING_TEXTS.heroTitle}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ink-muted lg:mx-0">
            {LANDING_TEXTS.heroBody}
          </p>

          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <BookDemoButton
              demoDialog={demoDialog}
              label={LANDING_TEXTS.bookDemo}
              size="lg"
              className="w-full sm:w-auto"
            />
            <button
              type="button"
              onClick={onHowItWorks}
              className={pillClasses("outline", "lg", { className: "w-full sm:w-auto" })}
            >
              {LANDING_TEXTS.heroSecondary}
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
          </div>

          <dl className="mx-auto mt-10 grid max-w-md grid-cols-2 gap-4 lg:mx-0">
            {Object.values(LANDING_FIGURES).map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col rounded-2xl bg-white/70 p-4 shadow-sm ring-1 ring-brand-100"
              >
                <dt className="text-sm text-ink-muted">{figure.label}</dt>
                <dd className="order-first bg-gradient-to-r from-brand-600 to-accent-500 bg-clip-text text-3xl font-bold text-transparent">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <HeroChatAnimation />
      </div>
    </section>
  );
}
