import { PIXEL_ATTRIBUTION_TTL_MS, TRACKING_PARAMS } from "@shared/attribution/attribution.constants";

/** Where the pixel keeps its attribution record (spec 1 §3) in the store's browser storage. */
export const PIXEL_STORAGE_KEY = "lunara_attribution";

/**
 * The JavaScript a brand pastes into Shopify's Customer events as a custom pixel. It runs in Shopify's
 * lax sandbox, where `analytics`, `browser` and `init` are globals and storage is async. It keeps the
 * lunara_* and utm parameters of a landing visit for 24 hours and reports click, add_to_cart,
 * checkout, payment_info and checkout_completed to Lunara's track endpoint (spec 1 §4, §7).
 * Bodies go as text/plain so the cross-origin call needs no preflight and survives page unloads.
 */
export function generatePixelCode(options: {
  trackUrl: string;
  shopDomain: string;
  generatedAt: Date;
}): string {
  const p = TRACKING_PARAMS;
  return `// Lunara Revenue Attribution for ${options.shopDomain}
// Generated ${options.generatedAt.toISOString()}. Paste into Settings > Customer events > Add custom pixel.
const LUNARA_TRACK_URL = ${JSON.stringify(options.trackUrl)};
const LUNARA_STORE = ${JSON.stringify(options.shopDomain)};
const LUNARA_KEY = ${JSON.stringify(PIXEL_STORAGE_KEY)};
const LUNARA_TTL_MS = ${PIXEL_ATTRIBUTION_TTL_MS};

async function lunaraStore(action, value) {
  for (const storage of [browser.localStorage, browser.sessionStorage]) {
    try {
      if (action === "set") await storage.setItem(LUNARA_KEY, value);
      else await storage.removeItem(LUNARA_KEY);
    } catch (error) {
      console.warn("Lunara: storage unavailable", error);
    }
  }
}

async function lunaraRead() {
  let raw = null;
  for (const storage of [browser.localStorage, browser.sessionStorage]) {
    try {
      raw = await storage.getItem(LUNARA_KEY);
    } catch (error) {
      raw = null;
    }
    if (raw) break;
  }
  if (!raw) return null;
  let record = null;
  try {
    record = JSON.parse(raw);
  } catch (error) {
    record = null;
  }
  if (!record || typeof record.expires !== "number" || record.expires <= Date.now()) {
    await lunaraStore("remove");
    return null;
  }
  return record;
}

function lunaraSend(type, event, data) {
  const body = Object.assign({ type: type, store: LUNARA_STORE, clientId: event.clientId, timestamp: event.timestamp }, data);
  return fetch(LUNARA_TRACK_URL, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(function (error) {
    console.warn("Lunara: tracking failed", error);
  });
}

function lunaraLocation(event) {
  const fromEvent = event && event.context && event.context.document;
  const fromInit = init && init.context && init.context.document;
  return (fromEvent && fromEvent.location) || (fromInit && fromInit.location) || { href: "" };
}

function lunaraReferrer(event) {
  const doc = (event && event.context && event.context.document) || (init && init.context && init.context.document);
  return (doc && doc.referrer) || null;
}

function lunaraMoney(value) {
  return value && value.amount !== undefined ? value.amount : null;
}

analytics.subscribe("page_viewed", async (event) => {
  const href = lunaraLocation(event).href || "";
  let params;
  try {
    params = new URL(href).searchParams;
  } catch (error) {
    params = new URLSearchParams();
  }
  const mid = params.get(${JSON.stringify(p.messageId)});
  const cid = params.get(${JSON.stringify(p.clickId)});
  if (!mid && !cid) {
    await lunaraRead();
    return;
  }
  const now = Date.now();
  const attribution = {
    mid: mid,
    cid: cid,
    source: params.get(${JSON.stringify(p.source)}),
    campaign: params.get(${JSON.stringify(p.campaign)}),
    userId: params.get(${JSON.stringify(p.userId)}),
    utm_source: params.get(${JSON.stringify(p.utmSource)}),
    utm_medium: params.get(${JSON.stringify(p.utmMedium)}),
    utm_campaign: params.get(${JSON.stringify(p.utmCampaign)}),
    landing_url: href,
    referrer: lunaraReferrer(event),
    ts: now,
    expires: now + LUNARA_TTL_MS,
  };
  await lunaraStore("set", JSON.stringify(attribution));
  await lunaraSend("click", event, { attribution: attribution });
});

analytics.subscribe("product_added_to_cart", async (event) => {
  const attribution = await lunaraRead();
  if (!attribution || !attribution.mid) return;
  const line = (event.data && event.data.cartLine) || {};
  const merchandise = line.merchandise || {};
  const product = merchandise.product || {};
  await lunaraSend("add_to_cart", event, {
    attribution: attribution,
    cartData: {
      productId: product.id || null,
      variantId: merchandise.id || null,
      quantity: line.quantity || 0,
      price: lunaraMoney(merchandise.price),
      currency: (merchandise.price && merchandise.price.currencyCode) || null,
      productTitle: product.title || merchandise.title || null,
    },
  });
});

function lunaraCheckoutTotals(checkout) {
  return {
    totalPrice: lunaraMoney(checkout.totalPrice),
    currency: checkout.currencyCode || null,
    lineItemsCount: (checkout.lineItems || []).length,
    lineItems: (checkout.lineItems || []).slice(0, 50).map(function (line) {
      const variant = line.variant || {};
      return {
        title: line.title || null,
        quantity: line.quantity || 0,
        lineTotal: lunaraMoney(line.finalLinePrice),
        variantId: variant.id || null,
        productId: (variant.product && variant.product.id) || null,
      };
    }),
  };
}

analytics.subscribe("checkout_started", async (event) => {
  const checkout = (event.data && event.data.checkout) || {};
  const attribution = await lunaraRead();
  if (!attribution || !attribution.mid || !checkout.token) return;
  await lunaraSend("checkout", event, {
    checkoutToken: checkout.token,
    attribution: attribution,
    checkoutData: lunaraCheckoutTotals(checkout),
  });
});

analytics.subscribe("payment_info_submitted", async (event) => {
  const checkout = (event.data && event.data.checkout) || {};
  const attribution = await lunaraRead();
  if (!attribution || !attribution.mid) return;
  await lunaraSend("payment_info", event, {
    attribution: attribution,
    paymentData: Object.assign({ checkoutToken: checkout.token || null }, lunaraCheckoutTotals(checkout)),
  });
});

analytics.subscribe("checkout_completed", async (event) => {
  const checkout = (event.data && event.data.checkout) || {};
  const attribution = await lunaraRead();
  if (!attribution || !attribution.mid || !checkout.token) return;
  await lunaraSend("checkout_completed", event, {
    checkoutToken: checkout.token,
    orderId: (checkout.order && checkout.order.id) || null,
    attribution: attribution,
    completionData: Object.assign(
      {
        subtotalPrice: lunaraMoney(checkout.subtotalPrice),
        discountCodes: (checkout.discountApplications || [])
          .filter(function (d) { return d.type === "DISCOUNT_CODE"; })
          .map(function (d) { return d.title; }),
      },
      lunaraCheckoutTotals(checkout),
    ),
  });
});
`;
}
