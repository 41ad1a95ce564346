import { BRAND } from "../traffic/beauty-catalogue";
import type { SiteFacts, SitePage } from "./site-layout";

/** The Returns & Exchanges page: the window, refunds, exchanges, damaged items and what is final sale. */
export function returnsPage({ money, product }: SiteFacts): SitePage {
  return {
    path: "/site/returns",
    title: "Returns & Exchanges",
    description: `How to return or exchange an ${BRAND.name} order, and when your refund arrives.`,
    article: `
<h1>Returns &amp; Exchanges</h1>
<p>We want you to love your skincare. If something is not right for you, you can return it or exchange it, even if you have tried it.</p>

<h2>Return window</h2>
<p>You can return products within 30 days of delivery for a full refund of the product price. Unopened products and products you have opened and tried are both accepted, as long as at least half of the product is left.</p>
<p>Returns must come from an order placed on ${BRAND.site} or in our Instagram or TikTok shop. Products bought from a stockist are returned to that stockist under its own policy.</p>

<h2>How to start a return</h2>
<ol>
<li>Go to ${BRAND.site}/returns and enter your order number and email address.</li>
<li>Choose the products you are sending back and whether you want a refund or an exchange.</li>
<li>Print the prepaid label (US orders) or ship the parcel with a tracked service of your choice (orders outside the US).</li>
<li>Drop the parcel off within 14 days of starting the return.</li>
</ol>
<p>The prepaid US return label costs ${money(5.95)}, taken from your refund. Exchanges ship back to you free of charge. Customers outside the United States pay their own return shipping.</p>

<h2>Refunds</h2>
<p>Refunds are issued to the original payment method within 3 business days of your return reaching our warehouse, and we email you when it is done. Your bank can take 5 to 10 business days to show it.</p>
<p>Original shipping costs are not refunded, unless the return is because of our mistake. If you paid with a discount code, the refund is the amount you actually paid. Orders paid with a gift card are refunded as store credit.</p>

<h2>Exchanges</h2>
<p>Wrong shade or size? Exchanges for another shade or size of the same product are free within 30 days of delivery. The new item ships as soon as the carrier scans your return, so you do not wait for it to reach us. Our ${product("skin-tint-mineral-spf-30")} and ${product("shade-match-lip-liner")} are the most exchanged; our shade finder on each product page helps you choose first.</p>

<h2>Damaged, leaking or wrong items</h2>
<p>If your order arrives broken, damaged or leaking, or is not what you ordered, email hello@${BRAND.site} within 14 days of delivery with your order number and a photo. We send a replacement or a full refund, including shipping, and you do not need to send anything back.</p>

<h2>Reactions</h2>
<p>If a product irritates your skin, stop using it and contact us within 60 days of delivery. We refund it in full even if more than half has been used, and our skin team can help you find a gentler alternative.</p>

<h2>Final sale items</h2>
<p>These cannot be returned or exchanged, unless they arrive damaged:</p>
<ul>
<li>The ${product("travel-minis-kit")}, for hygiene reasons.</li>
<li>Gift cards.</li>
<li>Products marked Final Sale, including items bought during our end-of-season sale.</li>
</ul>
<p>The ${product("glow-ritual-set")} is returned as a complete set; single products from it cannot be returned on their own.</p>
`,
  };
}
