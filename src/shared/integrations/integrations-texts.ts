/** User-visible texts of the integrations screen and the pixel setup page (spec 1 §2, §8), word for word. */
export const INTEGRATION_TEXTS = {
  shopifyConnected: (shop: string) => `Successfully connected to Shopify store: ${shop}`,
  shopifyFailed: "Failed to connect to Shopify. Please try again.",
  instagramConnected: (username: string) => `Successfully connected to Instagram account: @${username}`,
  instagramFailed: "Failed to connect to Instagram. Please try again.",
  instagramNoPagesHint: [
    "We couldn't find a Facebook Page on your account. To connect Instagram:",
    "1. Create a Facebook Page (or make sure you are an admin of one).",
    "2. Switch your Instagram account to an Instagram Business account.",
    "3. Link your Instagram Business account to your Facebook Page, then try connecting again.",
  ],
  instagramNoBusinessAccountHint: [
    "Your Facebook Page has no Instagram Business account linked to it.",
    "Convert your Instagram account to a Business account and connect it to your Facebook Page, then try connecting again.",
  ],
  shopifyLoginRequired: "You must be logged in to connect Shopify",
  instagramLoginRequired: "You must be logged in to connect Instagram",
  tiktokLoginRequired: "You must be logged in to connect TikTok.",
  tiktokInitiateFailed: "Failed to initiate TikTok connection. Please try again.",
  tiktokMissing: "Missing code, state, or user authentication.",
  tiktokInvalidState: "Invalid state parameter. Please try connecting again.",
  tiktokFailed: "Failed to process TikTok authorization.",
  disconnectFailed: (message: string) => `Failed to delete integration: ${message}`,
  disconnectFailedDefault: "Failed to delete integration",
  unknownError: "Unknown error",
  disconnected: (account: string) => `Successfully disconnected and erased all data for ${account}`,
  availablePlatforms: "Available Platforms",
  alreadyConnected: (accounts: readonly string[]) =>
    `Connected: ${accounts.join(", ")}. Connect again to add another account.`,
  pixelConnected: "Pixel Connected",
  setupPixel: "Setup Tracking Pixel",
  reconnect: "Reconnect",
} as const;

export const PIXEL_TEXTS = {
  title: "Setup Tracking Pixel",
  alreadyInstalled: "Tracking Pixel Already Installed",
  pixelName: "Lunara Revenue Attribution",
  copy: "Copy Code",
  copied: "Copied!",
  cancel: "Cancel",
  markDone: "Mark as Done",
  marking: "Marking Complete...",
  markFailed: "Failed to mark as completed. Please try again.",
  noStoreTitle: "No Shopify Store Connected",
  noStoreBody: "You need to connect a Shopify store before setting up tracking.",
  connectStore: "Connect Shopify Store",
  note: "This code is customized for your store and account. It tracks revenue from Instagram DMs and TikTok comments.",
} as const;

/**
 * Not in the spec: an account another team has connected is refused, since a platform account's
 * messages belong to one team. The return code the server puts in `message=` for it.
 */
export const ACCOUNT_IN_ANOTHER_TEAM = "account_in_another_team";
export const ACCOUNT_IN_ANOTHER_TEAM_TEXTS = {
  instagram: "This Instagram account is already connected to another Lunara team. Disconnect it there first.",
  tiktok: "This TikTok account is already connected to another Lunara team. Disconnect it there first.",
  shopify: "This Shopify store is already connected to another Lunara team. Disconnect it there first.",
} as const;

/** The TikTok connect dialog of the dashboard overview (spec 3 §2, §8). */
export const TIKTOK_DIALOG_TEXTS = {
  connectButton: "Connect TikTok Account",
  connecting: "Connecting...",
  connected: "Connected!",
  failedTitle: "Connection Failed",
  failedBody: "We couldn't connect your TikTok account. Please try again.",
  tryAgain: "Try Again",
  cancel: "Cancel",
} as const;

/** The copy-label and dialog timings of the spec (doc 1 §9, doc 3 §9). */
export const COPY_CONFIRMATION_MS = 2000;
export const TIKTOK_DIALOG_CLOSE_MS = 2000;
