import { sitePages } from "../../sim/site/site.routes";
import { renderSitePage } from "../../sim/site/site-layout";
import { BRAND, CATALOGUE } from "../../sim/traffic/beauty-catalogue";
import { readHtml } from "../../src/server/brand/html-to-text";
import { brandDocuments, brandSettings } from "../../src/server/db/brand.schema";
import type { Db } from "../../src/server/db/client";
import { products } from "../../src/server/db/commerce.schema";
import { integrations } from "../../src/server/db/integrations.schema";

/**
 * A second brand for bench:knowledge, written by others than the sample brand's author: the
 * platform simulator's "Aurelle Beauty" (its website's help pages, sim/site, read the way a
 * reference link is read, and its Shopify catalogue, sim/traffic/beauty-catalogue.ts), in USD.
 * The search was tuned on the sample brand only; this brand tells whether it holds on documents
 * written another way.
 */
export const SECOND_BRAND_CURRENCY = "USD";

/** The help pages as the link processing reads them (process-document: the body text of the HTML). */
export function secondBrandDocuments(): { name: string; text: string }[] {
  return sitePages(SECOND_BRAND_CURRENCY)
    .filter((page) => page.path !== "/site")
    .map((page) => ({ name: page.title, text: readHtml(renderSitePage(page)).text }));
}

/** Stores the second brand for a team: a USD store with the simulator's catalogue and the processed pages. */
export async function seedSecondBrand(db: Db, teamId: string, now = new Date()) {
  const [store] = await db
    .insert(integrations)
    .values({
      teamId,
      platform: "shopify",
      platformAccountId: `${BRAND.shop}-${teamId}`,
      accessTokenEncrypted: "not-a-real-token",
      currency: SECOND_BRAND_CURRENCY,
    })
    .returning({ id: integrations.id });
  await db.insert(products).values(
    CATALOGUE.map((p, i) => ({
      teamId,
      integrationId: store!.id,
      shopifyProductId: `aurelle-${i}`,
      title: p.title,
      handle: p.handle,
      description: null,
      productType: null,
      priceMin: p.price,
      priceMax: p.price,
      status: p.status === "ACTIVE" ? "active" : "draft",
      variants: p.variants.map((title, j) => ({
        id: `av-${i}-${j}`,
        title,
        price: p.price,
        image_url: null,
        inventory_quantity: 10,
      })),
    })),
  );
  await db
    .insert(brandSettings)
    .values({ teamId, brandName: BRAND.name, wizardCompleted: true })
    .onConflictDoNothing();
  await db.insert(brandDocuments).values(
    secondBrandDocuments().map((d) => ({
      teamId,
      documentName: d.name,
      documentType: "reference_guide",
      isReferenceLink: true,
      referenceUrl: `https://${BRAND.site}/${d.name.toLowerCase().replace(/\W+/g, "-")}`,
      status: "processed",
      extractedText: d.text,
      processedAt: now,
    })),
  );
}
