import type { FastifyInstance } from "fastify";
import type { SimContext } from "../sim-context";
import { BRAND, CATALOGUE } from "../traffic/beauty-catalogue";
import { faqPage } from "./faq-page";
import { returnsPage } from "./returns-page";
import { shippingPage } from "./shipping-page";
import { renderSitePage, type SiteFacts, type SitePage, siteFacts } from "./site-layout";

function homePage({ money }: SiteFacts): SitePage {
  const price = (value: string) => money(Number(value));
  const products = CATALOGUE.filter((p) => p.status === "ACTIVE")
    .map((p) => `<li>${p.title}, ${price(p.price)}</li>`)
    .join("\n");
  return {
    path: "/site",
    title: "Skincare that glows",
    description: `${BRAND.name}: serums, cleansers, SPF and lip care.`,
    article: `
<h1>${BRAND.name}</h1>
<p>Clean, cruelty-free skincare and lip care, made in small batches and packed by hand in Brooklyn, New York.</p>
<h2>Shop our range</h2>
<ul>
${products}
</ul>
<h2>Help</h2>
<ul>
<li><a href="/site/shipping">Shipping Policy</a></li>
<li><a href="/site/returns">Returns &amp; Exchanges</a></li>
<li><a href="/site/faq">Frequently Asked Questions</a></li>
</ul>
`,
  };
}

/**
 * The simulated brand's own website (the storefront at BRAND.site stands in under /site): its
 * home page and the help pages a brand links as reference knowledge, prices in the shop's currency.
 */
export function registerSiteRoutes(app: FastifyInstance, ctx: SimContext): void {
  for (const page of sitePages(ctx.options.shopCurrency)) {
    const html = renderSitePage(page);
    app.get(page.path, async (_request, reply) => reply.type("text/html; charset=utf-8").send(html));
  }
}

/** The site's pages with prices in `currency` (bench:knowledge indexes them as a second brand). */
export function sitePages(currency: string): SitePage[] {
  const facts = siteFacts(currency);
  return [homePage, shippingPage, returnsPage, faqPage].map((build) => build(facts));
}
