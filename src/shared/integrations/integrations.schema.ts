import { z } from "zod";

export const PLATFORMS = ["tiktok", "instagram", "shopify"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Integration status (spec 1 §3): connected and active count as connected. */
export const INTEGRATION_STATUSES = ["connected", "active", "pending", "error"] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const SHOP_DOMAIN_MESSAGES = {
  empty: "Please enter your shop domain",
  invalid: "Invalid shop domain. Please enter your-store.myshopify.com",
} as const;

/** The shop's name is one DNS label: at most 63 characters. */
export const SHOP_DOMAIN_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}\.myshopify\.com$/;

/**
 * Spec 1 §5: trimmed and lower-cased; no dot means '.myshopify.com' is appended; then it must be
 * letters, digits and hyphens (starting alphanumeric) followed by .myshopify.com.
 */
export function normalizeShopDomain(
  input: string,
): { ok: true; shop: string } | { ok: false; error: string } {
  const value = input.trim().toLowerCase();
  if (!value) return { ok: false, error: SHOP_DOMAIN_MESSAGES.empty };
  const shop = value.includes(".") ? value : `${value}.myshopify.com`;
  if (!SHOP_DOMAIN_PATTERN.test(shop)) return { ok: false, error: SHOP_DOMAIN_MESSAGES.invalid };
  return { ok: true, shop };
}

/** The same rule as a schema: the connect modal and GET /api/integrations/shopify/connect both use it. */
export const shopDomainSchema = z.string().transform((value, ctx) => {
  const result = normalizeShopDomain(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.error });
    return z.NEVER;
  }
  return result.shop;
});

export const shopifyConnectQuerySchema = z.object({ shop: shopDomainSchema });

const TIKTOK_MISSING = "Missing code, state, or user authentication.";
export const tiktokCallbackSchema = z.object({
  code: z.string({ error: TIKTOK_MISSING }).trim().min(1, TIKTOK_MISSING),
  state: z.string({ error: TIKTOK_MISSING }).trim().min(1, TIKTOK_MISSING),
});
export type TikTokCallbackInput = z.infer<typeof tiktokCallbackSchema>;

export const tiktokStartResponseSchema = z.object({ authorizeUrl: z.string(), state: z.string() });

/** POST /api/integrations/tiktok/callback: the account now connected. */
export const tiktokCallbackResponseSchema = z.object({
  success: z.literal(true),
  integration: z.object({ id: z.string(), platform_username: z.string().nullable() }),
});

/** POST /api/webhooks/shopify: stored once; a redelivered webhook id answers duplicate. */
export const shopifyWebhookAckSchema = z.object({ success: z.literal(true), duplicate: z.boolean() });

/** POST /api/integrations/:id/sync: the store's product sync is queued (202). */
export const syncQueuedSchema = z.object({ success: z.literal(true), queued: z.literal(true) });

/** One connected account as the integrations screen shows it; tokens never leave the server. */
export const integrationSchema = z.object({
  id: z.string(),
  platform: z.enum(PLATFORMS),
  status: z.enum(INTEGRATION_STATUSES),
  platform_username: z.string().nullable(),
  shop_domain: z.string().nullable(),
  follower_count: z.number().nullable(),
  currency: z.string().nullable(),
  created_at: z.string(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  pixel_installed: z.boolean(),
  pixel_installed_at: z.string().nullable(),
  pixel_code_generated_at: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationListSchema = z.object({ integrations: z.array(integrationSchema) });

/** What disconnect-and-erase removed, table by table. */
export const erasedCountsSchema = z.record(z.string(), z.number());
export const disconnectResponseSchema = z.object({
  success: z.literal(true),
  account: z.string(),
  erased: erasedCountsSchema,
});

export const pixelSetupSchema = z.object({
  integration: z
    .object({
      id: z.string(),
      shop_domain: z.string(),
      platform_username: z.string().nullable(),
      pixel_installed: z.boolean(),
      pixel_installed_at: z.string().nullable(),
    })
    .nullable(),
  code: z.string().nullable(),
});
export type PixelSetup = z.infer<typeof pixelSetupSchema>;

/** The account name a card and the disconnect message show: @username, or the shop domain for Shopify. */
export function integrationAccountLabel(
  i: Pick<Integration, "platform" | "platform_username" | "shop_domain">,
) {
  if (i.platform === "shopify") return i.shop_domain ?? i.platform_username ?? "Shopify store";
  return i.platform_username ? `@${i.platform_username}` : i.platform;
}

export function isConnectedStatus(status: IntegrationStatus): boolean {
  return status === "connected" || status === "active";
}
