/** Query keys of the brand feature; every save shares BRAND_SAVE_KEY so one indicator tracks them all. */
export const BRAND_SETTINGS_QUERY_KEY = ["brand", "settings"] as const;
export const BRAND_PRODUCTS_QUERY_KEY = ["brand", "products"] as const;
export const RESPONSE_CONFIG_QUERY_KEY = ["brand", "response-config"] as const;
export const BRAND_DOCUMENTS_QUERY_KEY = ["brand", "documents"] as const;
export const BRAND_SAVE_KEY = ["brand", "save"] as const;
