import { LANDING_SITE_MAX_CHARS, TRACKING_PARAMS } from "@shared/attribution/attribution.constants";

/** Our ids are UUIDs, whole: a value that merely contains one is someone else's parameter. */
const WHOLE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Shopify gives landing_site as a path ("/products/x?...") or a full URL; a path needs a base to parse. */
const PATH_BASE = "https://landing.invalid";

const idOf = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim();
  return value && WHOLE_UUID.test(value) ? value.toLowerCase() : null;
};

/**
 * The click id and message id a tracked link put on the order's landing page. The value comes from
 * the store (and, through it, from whoever typed the URL), so anything that is not an http(s) URL
 * or path with a whole UUID in the parameter yields nothing. Which team the ids belong to is the
 * caller's check: the lookups are scoped to the order's team.
 */
export function landingSiteIds(landingSite: string | null | undefined): {
  cid: string | null;
  mid: string | null;
} {
  const none = { cid: null, mid: null };
  const text = landingSite?.trim();
  if (!text || text.length > LANDING_SITE_MAX_CHARS) return none;
  let url: URL;
  try {
    url = new URL(text, PATH_BASE);
  } catch {
    return none;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return none;
  return {
    cid: idOf(url.searchParams, TRACKING_PARAMS.clickId),
    mid: idOf(url.searchParams, TRACKING_PARAMS.messageId),
  };
}
