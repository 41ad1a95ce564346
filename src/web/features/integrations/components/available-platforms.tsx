import {
  type Integration,
  integrationAccountLabel,
  type Platform,
} from "@shared/integrations/integrations.schema";
import { INTEGRATION_TEXTS } from "@shared/integrations/integrations-texts";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PLATFORM_META, PlatformIcon } from "./platform-meta";

const ORDER: Platform[] = ["tiktok", "instagram", "shopify"];

export function AvailablePlatforms({
  onConnect,
  connected = [],
}: {
  onConnect: (platform: Platform) => void;
  /** The accounts already connected: each platform's card names them, so connecting again reads as another. */
  connected?: readonly Pick<Integration, "platform" | "platform_username" | "shop_domain">[];
}) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="available-platforms">
      <h2 id="available-platforms" className="font-semibold text-ink text-lg">
        {INTEGRATION_TEXTS.availablePlatforms}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {ORDER.map((platform) => (
          <Card key={platform} className="flex flex-col gap-3 p-4" data-testid={`available-${platform}`}>
            <div className="flex items-center gap-3">
              <PlatformIcon platform={platform} />
              <h3 className="font-medium text-ink">{PLATFORM_META[platform].name}</h3>
            </div>
            <p className="flex-1 text-ink-muted text-sm">{PLATFORM_META[platform].description}</p>
            {connected.some((i) => i.platform === platform) && (
              <p className="text-emerald-700 text-sm">
                {INTEGRATION_TEXTS.alreadyConnected(
                  connected.filter((i) => i.platform === platform).map(integrationAccountLabel),
                )}
              </p>
            )}
            <Button onClick={() => onConnect(platform)}>Connect {PLATFORM_META[platform].name}</Button>
          </Card>
        ))}
      </div>
    </section>
  );
}
