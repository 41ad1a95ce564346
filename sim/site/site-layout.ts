import { BRAND, CATALOGUE } from "../traffic/beauty-catalogue";

/** One page of the simulated brand's website: its path under /site, its title and its article. */
export type SitePage = { path: string; title: string; description: string; article: string };

/** What a page's text needs from the simulated world: prices in the shop's currency, the catalogue's names. */
export type SiteFacts = {
  /** The shop's currency code, e.g. USD. */
  currency: string;
  money(amount: number): string;
  product(handle: string): string;
  shades(handle: string): string;
};

export function siteFacts(currency: string): SiteFacts {
  const format = (amount: number) =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  const find = (handle: string) => {
    const found = CATALOGUE.find((p) => p.handle === handle);
    if (!found) throw new Error(`the catalogue has no product ${handle}`);
    return found;
  };
  return {
    currency,
    money: format,
    product: (handle) => find(handle).title,
    shades: (handle) => {
      const variants = find(handle).variants;
      return `${variants.slice(0, -1).join(", ")} and ${variants.at(-1)}`;
    },
  };
}

const NAV = [
  ["/site", "Home"],
  ["/site/shipping", "Shipping"],
  ["/site/returns", "Returns & Exchanges"],
  ["/site/faq", "FAQ"],
] as const;

/** A plain, semantic page the way a brand's storefront theme renders its policy pages. */
export function renderSitePage(page: SitePage): string {
  const nav = NAV.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} | ${BRAND.name}</title>
<meta name="description" content="${page.description}">
<meta property="og:site_name" content="${BRAND.name}">
<style>body{font-family:Georgia,serif;max-width:760px;margin:0 auto;padding:24px;color:#2d2a28;line-height:1.6}
header,footer{font-family:system-ui,sans-serif;font-size:14px}nav ul{list-style:none;padding:0;display:flex;gap:16px}
a{color:#9b4d5f}</style>
</head>
<body>
<header><a href="/site"><strong>${BRAND.name}</strong></a><nav aria-label="Main"><ul>${nav}</ul></nav></header>
<main>
<article>
${page.article.trim()}
</article>
</main>
<footer><p>&copy; ${BRAND.name} &middot; ${BRAND.site} &middot; Questions? Email hello@${BRAND.site} or DM us on Instagram @${BRAND.instagram}.</p></footer>
</body>
</html>
`;
}
