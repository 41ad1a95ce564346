import { DemoRequestDialog } from "@web/features/demo-requests/components/demo-request-dialog";
import { LandingPage } from "@web/features/landing/pages/landing-page";
import { Footer } from "@web/features/legal/components/footer";
import type { ReactNode } from "react";

/* Features never import each other; the app layer wires the demo dialog and footer into them. */

const renderDemoDialog = (trigger: ReactNode) => <DemoRequestDialog trigger={trigger} />;

export function LandingRoute() {
  return <LandingPage demoDialog={renderDemoDialog} footer={<Footer />} />;
}
