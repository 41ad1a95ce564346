import { Bot, Link2, Route, Target, UsersRound, Wand2 } from "lucide-react";
import { FEATURES, LANDING_TEXTS } from "../landing.constants";
import { SectionHeading } from "./section-heading";

const HEADING_ID = "landing-features-heading";
/** In the order of FEATURES. */
const ICONS = [Target, Wand2, Link2, UsersRound, Route, Bot] as const;

export function FeaturesSection() {
  return (
    <section aria-labelledby={HEADING_ID} className="bg-surface px-4 py-20 sm:px-6 sm:py-28">
      <SectionHeading id={HEADING_ID} title={LANDING_TEXTS.featuresTitle} />
      <ul className="mx-auto mt-14 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature, index) => {
          const Icon = ICONS[index] ?? Target;
          return (
            <li
              key={feature.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:hover:translate-y-0"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-brand-100 to-accent-100 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
