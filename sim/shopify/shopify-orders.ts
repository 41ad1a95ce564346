import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Random } from "../sim-random";
import { CITIES, CITY_PLACES } from "../traffic/beauty-catalogue";
import type { SimCustomer, SimOrder, SimShop } from "./shopify-world";

/** The customer object an order or a checkout carries (REST Customer JSON, the fields the simulator keeps). */
export const restCustomerRef = (customer: SimCustomer) => ({
  id: customer.id,
  email: customer.email,
  first_name: customer.first_name,
  last_name: customer.last_name,
  state: "enabled",
  verified_email: true,
});

/** A line to buy: a product by handle or a variant by id, and how many. */
export const itemRequestSchema = z.object({
  handle: z.string().optional(),
  variantId: z.number().optional(),
  quantity: z.number().int().min(1).default(1),
});

export const orderRequestSchema = z.object({
  shop: z.string().optional(),
  checkoutToken: z.string().optional(),
  cartToken: z.string().optional(),
  noteAttributes: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
  discountCode: z.string().optional(),
  email: z.email().optional(),
  /** Product handles (or variant ids) to buy; random products when absent. */
  items: z.array(itemRequestSchema).optional(),
  landingSite: z.string().optional(),
  referringSite: z.string().optional(),
  /** orders/create always; orders/paid too unless financialStatus is pending. */
  financialStatus: z.enum(["paid", "pending", "authorized"]).default("paid"),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** Builds a REST Order JSON as orders/create carries it (platforms-reference §3.3), and stores it in the shop. */
export function createOrder(shop: SimShop, random: Random, request: OrderRequest, now: Date): SimOrder {
  const picks = request.items?.length
    ? request.items
    : Array.from({ length: random.int(1, 3) }, () => ({
        handle: random.pick(shop.products.filter((p) => p.status === "ACTIVE")).handle,
        variantId: undefined,
        quantity: random.int(1, 2),
      }));
  const lines = picks.map((item) => {
    const product = item.variantId
      ? shop.products.find((p) => p.variants.some((v) => v.id === item.variantId))
      : shop.products.find((p) => p.handle === item.handle);
    if (!product) throw new RangeError(`Unknown product ${item.handle ?? item.variantId}`);
    const variant = product.variants.find((v) => v.id === item.variantId) ?? random.pick(product.variants);
    return { product, variant, quantity: item.quantity };
  });
  const subtotal = lines.reduce((sum, l) => sum + Number(l.variant.price) * l.quantity, 0);
  const discount = request.discountCode ? Math.round(subtotal * 15) / 100 : 0;
  const shipping = subtotal - discount >= 50 ? 0 : 7.5;
  const tax = Math.round((subtotal - discount) * 13) / 100;
  const total = subtotal - discount + shipping + tax;
  const customer = request.email
    ? (shop.customers.find((c) => c.email === request.email) ?? null)
    : random.pick(shop.customers);
  const email = request.email ?? customer?.email ?? null;
  const number = shop.nextOrderNumber++;
  const id = 5_500_000_000 + number;
  const at = now.toISOString();
  const cur = shop.currency;
  const set = (amount: number) => ({
    shop_money: { amount: amount.toFixed(2), currency_code: cur },
    presentment_money: { amount: amount.toFixed(2), currency_code: cur },
  });
  const place = CITY_PLACES[random.pick(CITIES)]!;
  const address = {
    first_name: customer?.first_name ?? "Guest",
    last_name: customer?.last_name ?? "Buyer",
    address1: `${random.int(10, 999)} King St`,
    city: place.city,
    province: null,
    province_code: null,
    country: place.country,
    country_code: place.code,
    zip: place.zip,
  };
  const order: SimOrder = {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${number}`,
    order_number: number,
    number: number - 1000,
    email,
    phone: null,
    created_at: at,
    updated_at: at,
    processed_at: at,
    cancelled_at: null,
    cancel_reason: null,
    currency: cur,
    presentment_currency: cur,
    subtotal_price: subtotal.toFixed(2),
    total_discounts: discount.toFixed(2),
    total_tax: tax.toFixed(2),
    total_price: total.toFixed(2),
    total_price_set: set(total),
    subtotal_price_set: set(subtotal),
    total_shipping_price_set: set(shipping),
    financial_status: request.financialStatus,
    fulfillment_status: null,
    token: randomBytes(16).toString("hex"),
    checkout_token: request.checkoutToken ?? randomBytes(16).toString("hex"),
    cart_token: request.cartToken ?? randomBytes(12).toString("hex"),
    note: null,
    note_attributes: request.noteAttributes,
    discount_codes: request.discountCode
      ? [{ code: request.discountCode, amount: discount.toFixed(2), type: "percentage" }]
      : [],
    discount_applications: request.discountCode
      ? [
          {
            type: "discount_code",
            code: request.discountCode,
            value: "15.0",
            value_type: "percentage",
            allocation_method: "across",
            target_selection: "all",
            target_type: "line_item",
          },
        ]
      : [],
    landing_site: request.landingSite ?? "/",
    referring_site: request.referringSite ?? "",
    source_name: "web",
    source_identifier: null,
    tags: "",
    test: false,
    client_details: {
      browser_ip: "203.0.113.7",
      user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)",
    },
    customer: customer ? restCustomerRef(customer) : null,
    line_items: lines.map((l, i) => ({
      id: id * 10 + i,
      product_id: l.product.id,
      variant_id: l.variant.id,
      title: l.product.title,
      variant_title: l.variant.title === "Default Title" ? null : l.variant.title,
      sku: l.variant.sku,
      quantity: l.quantity,
      price: l.variant.price,
      vendor: shop.name,
      requires_shipping: true,
      taxable: true,
      gift_card: false,
    })),
    shipping_address: address,
    billing_address: address,
    shipping_lines: [
      {
        id: id * 10 + 9,
        title: shipping === 0 ? "Free shipping" : "Standard",
        price: shipping.toFixed(2),
        code: "STANDARD",
      },
    ],
    refunds: [],
  };
  shop.orders.push(order);
  return order;
}

/** REST Product JSON as products/update carries it. */
export function restProductPayload(shop: SimShop, productId?: number) {
  const product = shop.products.find((p) => p.id === productId) ?? shop.products[0];
  if (!product) throw new RangeError("The shop has no products");
  return {
    id: product.id,
    admin_graphql_api_id: `gid://shopify/Product/${product.id}`,
    title: product.title,
    handle: product.handle,
    body_html: product.description,
    status: product.status.toLowerCase(),
    vendor: shop.name,
    product_type: "Skincare",
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
    image: product.images[0] ? { id: product.images[0].id, src: product.images[0].url } : null,
    images: product.images.map((i, position) => ({
      id: i.id,
      product_id: product.id,
      position: position + 1,
      src: i.url,
      alt: i.altText,
    })),
    variants: product.variants.map((v, position) => ({
      id: v.id,
      product_id: product.id,
      title: v.title,
      price: v.price,
      sku: v.sku,
      position: position + 1,
      inventory_quantity: v.inventory,
      image_id: v.imageId,
    })),
  };
}
