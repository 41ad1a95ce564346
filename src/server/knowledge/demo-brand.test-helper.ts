import { sitePages } from "../../../sim/site/site.routes";
import { renderSitePage } from "../../../sim/site/site-layout";
import { BRAND, CATALOGUE } from "../../../sim/traffic/beauty-catalogue";
import { readHtml } from "../brand/html-to-text";
import type { Db } from "../db/client";
import { type SampleDocument, seedBrandFixture } from "./sample-brand.test-helper";

/**
 * The demo brand, second brand of bench:knowledge, written by others than the sample brand's author: the
 * platform simulator's "Aurelle Beauty" (its website's help pages, sim/site, read the way a
 * reference link is read, and its Shopify catalogue, sim/traffic/beauty-catalogue.ts), in USD.
 * The search was tuned on the sample brand only; this brand tells whether it holds on documents
 * written another way.
 */
const CURRENCY = "USD";

/** The help pages as the link processing reads them (process-document: the body text of the HTML). */
export function secondBrandDocuments(): SampleDocument[] {
  return sitePages(CURRENCY)
    .filter((page) => page.path !== "/site")
    .map((page) => ({ name: page.title, isLink: true, text: readHtml(renderSitePage(page)).text }));
}

/**
 * Stores the second brand for a team: a USD store with the simulator's catalogue and the processed
 * pages, with the documents a brand added after them and the products it hid in Brand settings.
 */
export async function seedSecondBrand(
  db: Db,
  teamId: string,
  now = new Date(),
  more: { documents?: readonly SampleDocument[]; hidden?: readonly string[] } = {},
) {
  return seedBrandFixture(
    db,
    teamId,
    {
      name: BRAND.name,
      currency: CURRENCY,
      site: BRAND.site,
      documents: [...secondBrandDocuments(), ...(more.documents ?? [])],
      products: CATALOGUE.map((p) => ({
        title: p.title,
        description: null,
        productType: null,
        price: Number(p.price),
        draft: p.status !== "ACTIVE",
        hidden: more.hidden?.includes(p.title) ?? false,
        variants: p.variants.map((title) => ({ title, inventory_quantity: 10 })),
      })),
    },
    now,
  );
}
