import type { Lead } from "@shared/leads/leads.schema";

/** One converted Instagram lead, for the leads screens' tests; override what a test is about. */
export function sampleLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: "l1",
    name: "Ava Stone",
    email: "ava@example.com",
    phone: null,
    instagram_username: "ava.stone",
    tiktok_username: null,
    handle: "@ava.stone",
    channels: ["instagram"],
    social_platform_ids: {},
    shopify_customer_data: null,
    status: "converted",
    lead_quality: "hot",
    intent_score: 80,
    total_interactions: 3,
    attributed_revenue: 54,
    total_orders: 1,
    first_interaction: null,
    last_interaction: null,
    last_conversation_at: "2026-11-20T10:00:00.000Z",
    products_purchased: ["Glow Serum"],
    location: null,
    thread_count: 1,
    created_at: "2026-11-19T10:00:00.000Z",
    ...overrides,
  };
}
