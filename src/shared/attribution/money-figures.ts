/**
 * Which figure a screen's money for a person is, said in the same words wherever it is shown
 * (decision 046). Leads count credited revenue (`orderNetSales` less refunds), the spec's
 * attributed_revenue; Community and the store panel show what the customer paid (Community's net of
 * refunds and cancellations, as Leads' is). The figures stay
 * different because they answer different questions, so each screen names its own.
 */
export const MONEY_FIGURE_NOTES = {
  /** The Leads table's and a lead's Revenue. */
  creditedRevenue:
    "Revenue is net sales credited to the conversation: item prices less discounts and refunds, without tax or shipping.",
  /**
   * A Community member's Spent and the orders on their timeline: counted when each order is placed,
   * lowered by each refund and taken out by a cancellation as Shopify reports them (decision 048).
   */
  memberSpent:
    "Spent and order amounts are order totals with tax and shipping, less refunds; a cancelled order counts nothing.",
  /** The store panel's lifetime value and order totals, as Shopify reports them. */
  storeTotals: "Lifetime value and order totals are Shopify's, with tax and shipping.",
} as const;
