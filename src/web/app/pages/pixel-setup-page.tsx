import { buttonClasses } from "@web/components/ui/button";
import { Logo } from "@web/components/ui/logo";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { NotAvailablePage } from "./not-available-page";

/** /dashboard/pixel-setup sits outside the shell in the spec; it arrives with the Shopify integration. */
export function PixelSetupPage() {
  return (
    <div className="min-h-dvh bg-surface px-4 py-8">
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex items-center justify-between">
          <Logo />
          <Link to="/dashboard/integrations" className={buttonClasses("ghost", "sm")}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Integrations
          </Link>
        </div>
        <main>
          <NotAvailablePage
            title="Setup Tracking Pixel"
            description="A tracking pixel for your Shopify store that attributes revenue to your Instagram DMs and TikTok comments."
          />
        </main>
      </div>
    </div>
  );
}
