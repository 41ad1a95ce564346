/** Texts of the OAuth return pages (spec 1, "TikTok callback page", error catalogue). */
export const OAUTH_RETURN_TEXTS = {
  genericError: "There was an issue processing your request. Please try again or contact support.",
  tiktokProcessing: "Processing TikTok authorization...",
  tiktokSuccess: "Thank you for authorizing... Your TikTok account is now linked!",
  tiktokMissing: "Missing code, state, or user authentication.",
  tiktokInvalidState: "Invalid state parameter. Please try connecting again.",
  tiktokFailed: "Failed to process TikTok authorization.",
  goToIntegrations: "Go to Integrations",
  metaTitle: "Thank you!",
  metaBody:
    "Your Facebook and Instagram authorization has been received. Please log back in to Lunara to finish connecting your account.",
  logIn: "Log in",
} as const;

/** Where the TikTok connect flow keeps its OAuth state for the return page to compare. */
export const TIKTOK_OAUTH_STATE_KEY = "lunara_tiktok_oauth_state";
