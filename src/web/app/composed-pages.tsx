import { Button } from "@web/components/ui/button";
import { SIGN_IN_TEXTS } from "@web/features/auth/auth-texts";
import { SignInPage } from "@web/features/auth/pages/sign-in-page";
import { DemoRequestDialog } from "@web/features/demo-requests/components/demo-request-dialog";
import { TikTokConnectDialog } from "@web/features/integrations/components/tiktok-connect-dialog";
import { LandingPage } from "@web/features/landing/pages/landing-page";
import { Footer } from "@web/features/legal/components/footer";
import { HomePage } from "@web/features/overview/pages/home-page";
import type { ReactNode } from "react";

/* Features never import each other; the app layer wires the demo dialog and footer into them. */

const renderDemoDialog = (trigger: ReactNode) => <DemoRequestDialog trigger={trigger} />;

export function LandingRoute() {
  return <LandingPage demoDialog={renderDemoDialog} footer={<Footer />} />;
}

export function SignInRoute() {
  return (
    <SignInPage
      bookDemo={
        <DemoRequestDialog
          trigger={
            <Button variant="outline" size="lg" className="w-full">
              {SIGN_IN_TEXTS.bookDemo}
            </Button>
          }
        />
      }
    />
  );
}

/** Home opens the same TikTok connect dialog as Integrations (the real OAuth flow). */
export function HomeOverviewRoute() {
  return (
    <HomePage
      connectDialog={(open, onOpenChange) => <TikTokConnectDialog open={open} onOpenChange={onOpenChange} />}
    />
  );
}
