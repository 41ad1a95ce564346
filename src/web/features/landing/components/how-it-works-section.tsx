import { HOW_IT_WORKS_STEPS, LANDING_SECTION_IDS, LANDING_TEXTS } from "../landing.constants";
import { SectionHeading } from "./section-heading";

export const HOW_IT_WORKS_HEADING_ID = "landing-how-it-works-heading";

export function HowItWorksSection() {
  return (
    <section
      id={LANDING_SECTION_IDS.howItWorks}
      aria-labelledby={HOW_IT_WORKS_HEADING_ID}
      className="scroll-mt-16 bg-surface px-4 py-20 sm:px-6 sm:py-28"
    >
      <SectionHeading id={HOW_IT_WORKS_HEADING_ID} title={LANDING_TEXTS.howItWorksTitle}>
        {LANDING_TEXTS.howItWorksBody}
      </SectionHeading>

      <ol className="mx-auto mt-14 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 font-bold text-white shadow-md"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
