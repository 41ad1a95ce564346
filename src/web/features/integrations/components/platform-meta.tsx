import type { Platform } from "@shared/integrations/integrations.schema";
import { Camera, Music2, ShoppingBag } from "lucide-react";

/** How each platform is named and drawn on the integrations screen (lucide ships no brand logos). */
export const PLATFORM_META: Record<
  Platform,
  { name: string; Icon: typeof Camera; tint: string; description: string }
> = {
  tiktok: {
    name: "TikTok",
    Icon: Music2,
    tint: "bg-ink text-white",
    description:
      "Monitor video comments and mentions, spot high-intent purchase signals and reply from your inbox.",
  },
  instagram: {
    name: "Instagram",
    Icon: Camera,
    tint: "bg-gradient-to-br from-fuchsia-500 to-amber-400 text-white",
    description:
      "Bring comments, mentions and direct messages from your Instagram Business account into Lunara.",
  },
  shopify: {
    name: "Shopify",
    Icon: ShoppingBag,
    tint: "bg-emerald-600 text-white",
    description: "Sync your products and attribute store revenue to the conversations that drove it.",
  },
};

export function PlatformIcon({ platform }: { platform: Platform }) {
  const { Icon, tint } = PLATFORM_META[platform];
  return (
    <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
