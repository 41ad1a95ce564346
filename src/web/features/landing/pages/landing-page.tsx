import type { ReactNode } from "react";
import { AssistantDemoSection } from "../components/assistant-demo-section";
import { CommunitySection } from "../components/community-section";
import { FeaturesSection } from "../components/features-section";
import { FinalCtaSection } from "../components/final-cta-section";
import { HeroSection } from "../components/hero-section";
import { HOW_IT_WORKS_HEADING_ID, HowItWorksSection } from "../components/how-it-works-section";
import { LandingHeader } from "../components/landing-header";
import { RevenueLeakSection } from "../components/revenue-leak-section";
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";
import { LANDING_SECTION_IDS, LANDING_TEXTS } from "../landing.constants";
import type { DemoDialogRenderer } from "../landing.types";

type LandingPageProps = {
  /** Wraps a Book Demo trigger in the demo request dialog (composed in src/web/app). */
  demoDialog?: DemoDialogRenderer;
  footer?: ReactNode;
};

export function LandingPage({ demoDialog, footer }: LandingPageProps) {
  const reducedMotion = usePrefersReducedMotion();

  // Focus follows the scroll so that keyboard and screen-reader users land in the section too.
  const goToHowItWorks = () => {
    document
      .getElementById(LANDING_SECTION_IDS.howItWorks)
      ?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    document.getElementById(HOW_IT_WORKS_HEADING_ID)?.focus({ preventScroll: true });
  };

  return (
    <div className="min-h-dvh bg-surface text-ink">
      <title>Lunara · AI social-commerce inbox for beauty brands</title>
      <a
        href={`#${LANDING_SECTION_IDS.main}`}
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {LANDING_TEXTS.skipToContent}
      </a>
      <LandingHeader demoDialog={demoDialog} onHowItWorks={goToHowItWorks} />
      <main id={LANDING_SECTION_IDS.main} tabIndex={-1} className="focus:outline-none">
        <HeroSection demoDialog={demoDialog} onHowItWorks={goToHowItWorks} />
        <RevenueLeakSection />
        <AssistantDemoSection />
        <HowItWorksSection />
        <CommunitySection />
        <FeaturesSection />
        <FinalCtaSection demoDialog={demoDialog} />
      </main>
      {footer}
    </div>
  );
}
