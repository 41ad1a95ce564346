import { BRAND, CATALOGUE } from "../traffic/beauty-catalogue";
import type { Person } from "../traffic/people";

export type SimImage = { id: number; url: string; altText: string | null };
export type SimVariant = {
  id: number;
  title: string;
  price: string;
  sku: string;
  imageId: number | null;
  inventory: number;
};
export type SimProduct = {
  id: number;
  title: string;
  handle: string;
  status: "ACTIVE" | "DRAFT" | "ARCHIVED";
  /** Plain text; "" when the store wrote none. */
  description: string;
  createdAt: Date;
  updatedAt: Date;
  images: SimImage[];
  variants: SimVariant[];
};
export type SimCustomer = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  createdAt: Date;
};
/** Orders are kept in the REST Order JSON shape: it is what webhooks carry, and GraphQL resolves from it. */
export type SimOrder = Record<string, unknown> & { id: number; created_at: string; email: string | null };

/** Checkouts are kept in the REST Checkout JSON shape: what checkouts/create carries and checkouts.json lists. */
export type SimCheckout = Record<string, unknown> & {
  token: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  email: string | null;
  line_items: { variant_id: number; quantity: number }[];
};

export type SimShop = {
  id: number;
  domain: string;
  name: string;
  email: string;
  currency: string;
  installed: boolean;
  products: SimProduct[];
  customers: SimCustomer[];
  orders: SimOrder[];
  checkouts: SimCheckout[];
  nextOrderNumber: number;
  /** Leaky bucket of the GraphQL cost limit. */
  bucket: { available: number; at: number };
};

export const BUCKET = { maximumAvailable: 2000, restoreRate: 100, singleQueryMax: 1000 } as const;

/** Every shop that installs the app gets the same beauty catalogue and customer base, created on first use. */
export class ShopifyWorld {
  shops = new Map<string, SimShop>();
  private nextShopId = 1;

  constructor(
    private readonly people: Person[],
    private readonly currency: string,
    private readonly now: () => Date,
    private readonly imageBase: () => string,
  ) {}

  reset(): void {
    this.shops.clear();
  }

  shop(domain: string): SimShop {
    const existing = this.shops.get(domain);
    if (existing) return existing;
    const shopId = 60_000_000_000 + this.nextShopId++;
    const created = this.now();
    let imageId = 40_000_000_000;
    let variantId = 45_000_000_000;
    const products = CATALOGUE.map((p, i): SimProduct => {
      const image = {
        id: imageId++,
        url: `${this.imageBase()}/_sim/images/${p.handle}.svg`,
        altText: p.title,
      };
      return {
        id: 8_000_000_000 + i + 1,
        title: p.title,
        handle: p.handle,
        status: p.status,
        description: p.description ?? "",
        createdAt: new Date(created.getTime() - (CATALOGUE.length - i) * 86_400_000),
        updatedAt: new Date(created.getTime() - (CATALOGUE.length - i) * 3_600_000),
        images: [image],
        variants: p.variants.map((title, v) => ({
          id: variantId++,
          title,
          price: p.price,
          sku: `AUR-${p.handle
            .split("-")
            .map((w) => w[0]?.toUpperCase())
            .join("")}-${String(v + 1).padStart(2, "0")}`,
          imageId: image.id,
          inventory: 40 + ((i * 7 + v * 13) % 160),
        })),
      };
    });
    const customers = this.people.map(
      (person, i): SimCustomer => ({
        id: 7_000_000_000 + i + 1,
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
        phone: null,
        createdAt: new Date(created.getTime() - (i + 1) * 86_400_000),
      }),
    );
    const name = domain === BRAND.shop ? BRAND.name : titleFromDomain(domain);
    const shop: SimShop = {
      id: shopId,
      domain,
      name,
      email: `hello@${domain.replace(".myshopify.com", "")}.example`,
      currency: this.currency,
      installed: false,
      products,
      customers,
      orders: [],
      checkouts: [],
      nextOrderNumber: 1001,
      bucket: { available: BUCKET.maximumAvailable, at: this.now().getTime() },
    };
    this.shops.set(domain, shop);
    return shop;
  }

  installedShops(): SimShop[] {
    return [...this.shops.values()].filter((s) => s.installed);
  }
}

const titleFromDomain = (domain: string) =>
  domain
    .replace(".myshopify.com", "")
    .split("-")
    .map((w) => (w[0]?.toUpperCase() ?? "") + w.slice(1))
    .join(" ");

export const gid = (type: string, id: number | string) => `gid://shopify/${type}/${id}`;
export const numericFromGid = (value: string) => Number(value.slice(value.lastIndexOf("/") + 1));
