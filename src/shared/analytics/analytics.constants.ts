/** Spec 2 §2, §8, §9: the analytics dashboard's constants and texts, word for word. */
export const TIMEFRAMES = ["7d", "30d", "90d"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = "30d";
export const TIMEFRAME_DAYS: Record<Timeframe, number> = { "7d": 7, "30d": 30, "90d": 90 };

export const TOP_PRODUCTS_LIMIT = 5;
export const TOP_LOCATIONS_LIMIT = 3;

export const DEFAULT_CURRENCY = "CAD";
export const CURRENCY_LOCALE = "en-CA";

export const CHART = { width: 600, height: 300, yMaxFactor: 1.2, emptyYMax: 100, gridlines: 5 } as const;
export const FUNNEL_BAR_MIN_HEIGHT = 12;

export const FUNNEL_STAGES = [
  { id: "messages_sent", label: "Messages Sent", description: "Replies your team sent in conversations" },
  { id: "link_clicks", label: "Link Clicks", description: "Visits through your tracking links" },
  { id: "added_to_cart", label: "Added to Cart", description: "Products added to a cart after a click" },
  { id: "reached_checkout", label: "Reached Checkout", description: "Checkouts started after a click" },
  { id: "completed_purchase", label: "Completed Purchase", description: "Orders credited to a conversation" },
] as const;
export type FunnelStageId = (typeof FUNNEL_STAGES)[number]["id"];

export const ANALYTICS_TEXTS = {
  salesTitle: "Total sales over time",
  compare: "Compare",
  productsTitle: "Product sales breakdown",
  funnelTitle: "Customer Actions",
  totalConversions: "total conversions",
  locationsTitle: "Orders by location",
  locationsFooter: "Showing top 3 of all locations",
  noOrders: "No orders yet",
  revenueFailed: "Failed to load revenue data",
  funnelFailed: "Failed to load funnel data",
  incomplete: (message: string) => `Some data may be incomplete: ${message}`,
} as const;

/**
 * What a figure counts, shown beside it: revenue credited to conversations (what Lunara brought)
 * and the whole store's sales are different numbers and must never sit side by side unlabelled.
 */
export const FIGURE_SCOPE = {
  attributed: "From conversations",
  storeSales: "All store sales",
  /** What the spec's "Net Profit" column holds: Shopify's orders carry no product costs. */
  productNet: "Net Profit: each product's sales after discounts and refunds; product costs are not included.",
  storeOrders: "All store orders",
  storeSalesBeside: (amount: string) => `All store sales: ${amount}`,
  attributedOrders: (count: number) => `${count} ${count === 1 ? "order" : "orders"} from conversations`,
} as const;
