import { TikTokConnectDialog } from "@web/features/integrations/components/tiktok-connect-dialog";
import { HomePage } from "@web/features/overview/pages/home-page";

/** Home opens the same TikTok connect dialog as Integrations (the real OAuth flow). */
export function HomeOverviewRoute() {
  return (
    <HomePage
      connectDialog={(open, onOpenChange) => <TikTokConnectDialog open={open} onOpenChange={onOpenChange} />}
    />
  );
}
