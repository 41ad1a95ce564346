import { BRAND } from "../traffic/beauty-catalogue";
import type { SiteFacts, SitePage } from "./site-layout";

/** The FAQ page: ingredients and claims, usage, shades, discounts, where to buy, orders. */
export function faqPage({ money, product, shades }: SiteFacts): SitePage {
  const qa = (question: string, answer: string) => `<h3>${question}</h3>\n<p>${answer}</p>`;
  return {
    path: "/site/faq",
    title: "Frequently Asked Questions",
    description: `Answers about ${BRAND.name} ingredients, shades, orders and where to buy.`,
    article: `
<h1>Frequently Asked Questions</h1>

<h2>Ingredients and values</h2>
${qa("Are your products cruelty-free?", `Yes. ${BRAND.name} is cruelty-free: we never test on animals, our suppliers never test our ingredients on animals, and we do not sell in any market that requires animal testing.`)}
${qa("Are your products vegan?", `All of our products are vegan except the ${product("overnight-lip-mask")}, which contains beeswax. The ${product("cherry-gloss-lip-oil")} is vegan; its shine comes from plant oils.`)}
${qa("Are your products fragrance-free?", `Our serums, the ${product("barrier-repair-ceramide-cream")} and the ${product("peptide-eye-cream")} are fragrance-free. The ${product("melt-away-cleansing-balm")} has a light natural scent from its plant oils, and our lip products are flavoured.`)}
${qa("Where can I find the full ingredient list?", `The full ingredient list (INCI) is on each product page under Ingredients and printed on every box.`)}
${qa("Can I use your products during pregnancy?", `Most of our products are fine to use during pregnancy. We do not recommend the ${product("retinal-night-renewal-serum")} while pregnant or breastfeeding; please check with your doctor about any skincare during pregnancy.`)}
${qa("Are your products safe for sensitive skin?", `Our formulas are dermatologist tested and non-comedogenic. If your skin is sensitive, patch test a new product on your inner arm for 24 hours, and start the ${product("retinal-night-renewal-serum")} two nights a week.`)}

<h2>Using our products</h2>
${qa(`Can I use the ${product("bright-start-vitamin-c-serum")} with the ${product("retinal-night-renewal-serum")}?`, `Yes, at different times of day: the vitamin C serum in the morning under the ${product("sheer-shield-daily-spf-50")}, and the retinal serum at night.`)}
${qa("How long do your products last once opened?", `Our serums and creams are best used within 12 months of opening, and the ${product("bright-start-vitamin-c-serum")} within 6 months. Unopened, every product keeps for at least 24 months.`)}
${qa(`What shades does the ${product("skin-tint-mineral-spf-30")} come in?`, `Six shades: ${shades("skin-tint-mineral-spf-30")}. Not sure? Send us a photo in natural light by DM and we will match you.`)}
${qa(`What shades does the ${product("cherry-gloss-lip-oil")} come in?`, `${shades("cherry-gloss-lip-oil")}. Every shade is sheer and buildable.`)}

<h2>Orders and discounts</h2>
${qa("How do I get a discount code?", `Join our newsletter and you get WELCOME10, 10% off your first order. Only one discount code can be used per order.`)}
${qa("How much is shipping?", `Standard shipping in the United States costs ${money(5.95)} and is free on orders of ${money(50)} or more. Our Shipping Policy page lists every region.`)}
${qa("Which payment methods do you accept?", `Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay and Shop Pay, including Shop Pay Installments on orders over ${money(50)}.`)}
${qa("Can I cancel my order?", `Yes, within 1 hour of ordering, by replying to your order confirmation email. After that it may already be packed.`)}

<h2>Where to buy</h2>
${qa(`Where can I buy ${BRAND.name}?`, `Online at ${BRAND.site}, in our Instagram shop @${BRAND.instagram} and our TikTok shop @${BRAND.tiktok}, and in person at the ${BRAND.name} Studio in Brooklyn, New York, open Tuesday to Sunday from 11 am to 7 pm.`)}
${qa("Do you sell gift cards?", `Yes, digital gift cards from ${money(25)} to ${money(200)}, delivered by email and valid for 3 years.`)}
`,
  };
}
