import { BRAND } from "../traffic/beauty-catalogue";
import type { SiteFacts, SitePage } from "./site-layout";

/** The Shipping Policy page: processing, delivery times and costs per region, carriers, tracking. */
export function shippingPage({ money, currency }: SiteFacts): SitePage {
  return {
    path: "/site/shipping",
    title: "Shipping Policy",
    description: `Delivery times, shipping costs and tracking for ${BRAND.name} orders.`,
    article: `
<h1>Shipping Policy</h1>
<p>Every ${BRAND.name} order is packed by hand at our studio warehouse in Brooklyn, New York, in recyclable paper packaging. Here is everything you need to know about when your order leaves us and when it reaches you.</p>

<h2>Processing time</h2>
<p>Orders placed before 1 pm Eastern Time, Monday to Friday, ship the same business day. Orders placed after 1 pm, on weekends or on US public holidays ship the next business day.</p>
<p>During launches and our seasonal sales, processing can take up to 3 business days. We will say so on the home page when that happens.</p>

<h2>Delivery times and costs</h2>
<p>Standard shipping within the United States takes 3 to 5 business days after your order ships.</p>
<ul>
<li>United States, standard: 3 to 5 business days, ${money(5.95)}, and free on orders of ${money(50)} or more.</li>
<li>United States, express: express shipping takes 1 to 2 business days and costs ${money(14.95)}; express orders placed before 1 pm Eastern Time ship the same day.</li>
<li>Canada: we ship to every province and territory in 5 to 8 business days for ${money(9.95)}, free on orders of ${money(75)} or more.</li>
<li>United Kingdom and Ireland: 7 to 12 business days, ${money(14.95)}.</li>
<li>Australia and New Zealand: 8 to 14 business days, ${money(16.95)}.</li>
</ul>
<p>We do not ship to other countries yet. Join our newsletter to hear first when we add yours.</p>

<h2>Free shipping</h2>
<p>We offer free standard shipping on US orders of ${money(50)} or more and on Canadian orders of ${money(75)} or more. The threshold is counted after discount codes and before taxes. Express shipping is never free.</p>

<h2>Carriers and tracking</h2>
<p>US orders travel with USPS Ground Advantage or UPS Ground; express orders with UPS 2nd Day Air. International orders travel with DHL eCommerce and are handed to the local postal service for the last mile.</p>
<p>As soon as your order ships you receive an email with its tracking number and a link to follow it. The tracking link shows the first carrier scan within 24 hours. Nothing after 7 business days? Email us at hello@${BRAND.site} with your order number and we will open a trace with the carrier.</p>

<h2>Duties and taxes</h2>
<p>Our prices and shipping costs are in ${currency}. Orders to Canada, the United Kingdom, Ireland, Australia and New Zealand may be charged import duties and taxes by the customs office on arrival; these are paid by the recipient and are not refunded by us.</p>

<h2>Changing your address</h2>
<p>We can change the shipping address or cancel an order within 1 hour of ordering, while it has not been packed. Reply to your order confirmation email as soon as possible. Once a parcel has shipped, the address can only be changed with the carrier.</p>

<h2>Lost or missing parcels</h2>
<p>A parcel marked as delivered that you cannot find must be reported within 14 days of the delivery scan; we check with the carrier and send a replacement or a refund.</p>
`,
  };
}
