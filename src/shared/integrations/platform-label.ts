/** How each platform's name is written to a person ("TikTok", never "Tiktok" or "tiktok"). */
export const PLATFORM_LABELS: Readonly<Record<string, string>> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  shopify: "Shopify",
  email: "Email",
};

export const platformLabel = (platform: string): string => PLATFORM_LABELS[platform] ?? platform;
