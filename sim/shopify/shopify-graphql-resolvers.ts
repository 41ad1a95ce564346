import { connection, type PageArgs } from "./shopify-graphql-schema";
import { refundsOf, type SimRefund, totalRefunded } from "./shopify-refunds";
import {
  gid,
  numericFromGid,
  type SimCustomer,
  type SimOrder,
  type SimProduct,
  type SimShop,
} from "./shopify-world";

type ListArgs = PageArgs & { query?: string | null; sortKey?: string | null; reverse?: boolean | null };

const money = (amount: unknown, currencyCode: string) => ({ amount: String(amount ?? "0.00"), currencyCode });
const bag = (amount: unknown, currencyCode: string) => ({
  shopMoney: money(amount, currencyCode),
  presentmentMoney: money(amount, currencyCode),
});

/** The root value answering the Admin API for one shop; nested connections are methods taking their args. */
/** GraphQL's landingPageUrl is absolute; the REST landing_site is a path or, at times, already a full URL. */
function landingPageUrl(domain: string, landingSite: unknown): string | null {
  if (typeof landingSite !== "string" || !landingSite) return null;
  try {
    return new URL(landingSite, `https://${domain}`).toString();
  } catch {
    return null;
  }
}

export function rootFor(shop: SimShop) {
  const productNode = (p: SimProduct) => {
    const imageOf = (id: number | null) => {
      const image = p.images.find((i) => i.id === id);
      return image
        ? {
            id: gid("ProductImage", image.id),
            url: image.url,
            altText: image.altText,
            width: 800,
            height: 800,
          }
        : null;
    };
    const prices = p.variants.map((v) => Number(v.price));
    const node = {
      id: gid("Product", p.id),
      title: p.title,
      handle: p.handle,
      status: p.status,
      description: p.description,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      vendor: shop.name,
      productType: "Skincare",
      totalInventory: p.variants.reduce((sum, v) => sum + v.inventory, 0),
      featuredImage: imageOf(p.images[0]?.id ?? null),
      images: (args: PageArgs) =>
        connection(
          p.images.map((i) => imageOf(i.id)).filter((i) => i !== null),
          args,
          (i) => i.id,
        ),
      priceRangeV2: {
        minVariantPrice: money(Math.min(...prices).toFixed(2), shop.currency),
        maxVariantPrice: money(Math.max(...prices).toFixed(2), shop.currency),
      },
      variants: (args: PageArgs) =>
        connection(
          p.variants.map((v) => ({
            id: gid("ProductVariant", v.id),
            title: v.title,
            price: v.price,
            sku: v.sku,
            image: imageOf(v.imageId),
            inventoryQuantity: v.inventory,
            availableForSale: v.inventory > 0,
            product: () => node,
          })),
          args,
          (v) => v.id,
        ),
    };
    return node;
  };

  const customerNode = (c: SimCustomer) => {
    const orders = shop.orders.filter((o) => o.email === c.email);
    const spent = orders.reduce((sum, o) => sum + Number(o.total_price), 0);
    return {
      id: gid("Customer", c.id),
      email: c.email,
      firstName: c.first_name,
      lastName: c.last_name,
      displayName: `${c.first_name} ${c.last_name}`,
      phone: c.phone,
      numberOfOrders: String(orders.length),
      amountSpent: money(spent.toFixed(2), shop.currency),
      createdAt: c.createdAt.toISOString(),
    };
  };

  const orderNode = (o: SimOrder) => {
    const currency = String(o.currency);
    const customer = o.customer as { id: number } | null;
    const lineItems = (o.line_items as Record<string, unknown>[]).map((l) => ({
      id: gid("LineItem", String(l.id)),
      title: String(l.title),
      variantTitle: (l.variant_title as string | null) ?? null,
      sku: (l.sku as string | null) ?? null,
      quantity: Number(l.quantity),
      originalUnitPriceSet: bag(l.price, currency),
      variant: () => findVariant(Number(l.variant_id)),
      product: () => {
        const p = shop.products.find((x) => x.id === Number(l.product_id));
        return p ? productNode(p) : null;
      },
    }));
    return {
      id: gid("Order", o.id),
      name: o.name,
      email: o.email,
      phone: o.phone ?? null,
      createdAt: o.created_at,
      updatedAt: o.updated_at ?? o.created_at,
      processedAt: o.processed_at,
      cancelledAt: o.cancelled_at ?? null,
      cancelReason: o.cancel_reason ? String(o.cancel_reason).toUpperCase() : null,
      displayFulfillmentStatus:
        o.fulfillment_status === "fulfilled"
          ? "FULFILLED"
          : o.fulfillment_status === "partial"
            ? "PARTIALLY_FULFILLED"
            : "UNFULFILLED",
      fulfillments: () =>
        ((o.fulfillments as Record<string, unknown>[] | undefined) ?? []).map((f) => ({
          id: gid("Fulfillment", String(f.id)),
          status: String(f.status ?? "success").toUpperCase(),
          createdAt: f.created_at,
          trackingInfo: () => [
            {
              company: f.tracking_company ?? null,
              number: f.tracking_number ?? null,
              url: f.tracking_url ?? null,
            },
          ],
        })),
      currencyCode: currency,
      displayFinancialStatus: String(o.financial_status ?? "pending").toUpperCase(),
      totalPriceSet: bag(o.total_price, currency),
      subtotalPriceSet: bag(o.subtotal_price, currency),
      totalDiscountsSet: bag(o.total_discounts, currency),
      totalRefundedSet: bag(totalRefunded(o).toFixed(2), currency),
      totalTaxSet: bag(o.total_tax, currency),
      totalShippingPriceSet: bag(
        (o.total_shipping_price_set as { shop_money: { amount: string } } | undefined)?.shop_money.amount,
        currency,
      ),
      shippingAddress: o.shipping_address ?? null,
      refunds: (args: { first?: number | null }) =>
        refundsOf(o)
          .slice(0, args.first ?? undefined)
          .map((r) => refundNode(r, currency, lineItems)),
      discountCodes: (o.discount_codes as { code: string }[]).map((d) => d.code),
      customAttributes: (o.note_attributes as { name: string; value: string }[]).map((a) => ({
        key: a.name,
        value: a.value,
      })),
      note: o.note,
      tags: String(o.tags ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
      test: Boolean(o.test),
      landingPageUrl: landingPageUrl(shop.domain, o.landing_site),
      referrerUrl: o.referring_site || null,
      customer: () => {
        const c = customer ? shop.customers.find((x) => x.id === customer.id) : undefined;
        return c ? customerNode(c) : null;
      },
      lineItems: (args: PageArgs) => connection(lineItems, args, (l) => l.id),
    };
  };

  const refundNode = (r: SimRefund, currency: string, lines: { id: string }[]) => {
    const refundLines = r.refund_line_items.map((l) => ({
      quantity: l.quantity,
      subtotalSet: bag(Number(l.subtotal).toFixed(2), currency),
      totalTaxSet: bag(Number(l.total_tax).toFixed(2), currency),
      lineItem: lines.find((x) => x.id === gid("LineItem", String(l.line_item_id))),
    }));
    const sent = r.transactions
      .filter((t) => t.kind === "refund" && t.status === "success")
      .reduce((sum, t) => sum + Number(t.amount), 0);
    return {
      id: gid("Refund", r.id),
      createdAt: r.created_at,
      note: r.note,
      totalRefundedSet: bag(sent.toFixed(2), currency),
      refundLineItems: (args: PageArgs) => connection(refundLines, args, (l) => l.lineItem?.id ?? ""),
      refundShippingLines: (args: PageArgs) => connection([], args, () => ""),
    };
  };

  const findVariant = (variantId: number) => {
    for (const p of shop.products) {
      const node = productNode(p);
      const match = node
        .variants({ first: 250 })
        .nodes.find((v) => v.id === gid("ProductVariant", variantId));
      if (match) return match;
    }
    return null;
  };

  return {
    shop: {
      id: gid("Shop", shop.id),
      name: shop.name,
      email: shop.email,
      currencyCode: shop.currency,
      myshopifyDomain: shop.domain,
      primaryDomain: { id: gid("Domain", shop.id), url: `https://${shop.domain}`, host: shop.domain },
    },
    product: ({ id }: { id: string }) => {
      const p = shop.products.find((x) => x.id === numericFromGid(id));
      return p ? productNode(p) : null;
    },
    products: (args: ListArgs) => {
      const filtered = shop.products.filter((p) =>
        matches(args.query, {
          status: p.status.toLowerCase(),
          title: p.title,
          updated_at: p.updatedAt.toISOString(),
        }),
      );
      const sorted = sortBy(filtered, args.sortKey, args.reverse, (p) => ({
        ID: p.id,
        TITLE: p.title,
        CREATED_AT: p.createdAt.getTime(),
        UPDATED_AT: p.updatedAt.getTime(),
      }));
      return connection(sorted.map(productNode), args, (n) => n.id);
    },
    order: ({ id }: { id: string }) => {
      const o = shop.orders.find((x) => x.id === numericFromGid(id));
      return o ? orderNode(o) : null;
    },
    orders: (args: ListArgs) => {
      const filtered = shop.orders.filter((o) =>
        matches(args.query, {
          created_at: o.created_at,
          updated_at: String(o.updated_at ?? o.created_at),
          email: o.email ?? "",
          customer_id: String((o.customer as { id?: number } | null)?.id ?? ""),
          financial_status: String(o.financial_status),
        }),
      );
      const sorted = sortBy(filtered, args.sortKey ?? "ID", args.reverse, (o) => ({
        ID: o.id,
        CREATED_AT: Date.parse(o.created_at),
        PROCESSED_AT: Date.parse(String(o.processed_at)),
        UPDATED_AT: Date.parse(String(o.updated_at ?? o.created_at)),
      }));
      return connection(sorted.map(orderNode), args, (n) => n.id);
    },
    customer: ({ id }: { id: string }) => {
      const c = shop.customers.find((x) => x.id === numericFromGid(id));
      return c ? customerNode(c) : null;
    },
    customers: (args: ListArgs) => {
      const filtered = shop.customers.filter((c) =>
        matches(args.query, { email: c.email, id: String(c.id), created_at: c.createdAt.toISOString() }),
      );
      return connection(filtered.map(customerNode), args, (n) => n.id);
    },
  };
}

function sortBy<T>(
  items: T[],
  key: string | null | undefined,
  reverse: boolean | null | undefined,
  keys: (item: T) => Record<string, string | number>,
): T[] {
  const k = key ?? "ID";
  const sorted = [...items].sort((a, b) => {
    const x = keys(a)[k] ?? 0;
    const y = keys(b)[k] ?? 0;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return reverse ? sorted.reverse() : sorted;
}

/** The subset of Shopify's search syntax the simulator honours: `field:value`, `field:>=value`, `field:<value`. */
function matches(query: string | null | undefined, fields: Record<string, string>): boolean {
  if (!query) return true;
  return query.split(/\s+(?:AND\s+)?/).every((term) => {
    const m = /^(\w+):(>=|<=|>|<)?(.+)$/.exec(term);
    if (!m) return true;
    const [, field, op, raw] = m;
    const actual = fields[field ?? ""];
    if (actual === undefined || raw === undefined) return true;
    const value = raw.replace(/^['"]|['"]$/g, "");
    if (!op)
      return (
        actual.toLowerCase() === value.toLowerCase() ||
        (value.endsWith("*") && actual.toLowerCase().startsWith(value.slice(0, -1).toLowerCase()))
      );
    const cmp = actual < value ? -1 : actual > value ? 1 : 0;
    return op === ">=" ? cmp >= 0 : op === "<=" ? cmp <= 0 : op === ">" ? cmp > 0 : cmp < 0;
  });
}
