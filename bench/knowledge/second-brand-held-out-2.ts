import type { KnowledgeQuestion } from "./questions";

/**
 * A second held-out question set for the demo brand Aurelle Beauty.
 *
 * Written on 28 Nov 2026 by a separate session that saw only the demo brand's pages (shipping,
 * returns, FAQ, home page) and its catalogue, never the answering code. Never to be tuned on: its
 * rows are never to be read by whoever works on the answering code, who may see only its totals.
 *
 * 75 answerable questions (`expect` is a substring of the passage that states the fact) and 25 that
 * no page or product passage answers (`expect: null`).
 */
export const SECOND_BRAND_HELD_OUT_2_QUESTIONS: KnowledgeQuestion[] = [
  // Shipping regions
  { q: "do you ship to the UK?", expect: "United Kingdom and Ireland" },
  { q: "hiii do u ship to australia 🇦🇺", expect: "Australia and New Zealand" },
  {
    q: "I live in Whitehorse, Yukon... can you even send stuff up here lol",
    expect: "every province and territory",
  },
  { q: "Do you ship internationally? I'm in Germany", expect: "We do not ship to other countries yet" },
  { q: "Hola! ¿Hacen envíos a México?", expect: "We do not ship to other countries yet" },

  // Processing and delivery times
  {
    q: "ordered yesterday for my mom's bday, when will it get to Ohio?",
    expect: "3 to 5 business days",
  },
  { q: "Combien de temps pour une livraison à Montréal ?", expect: "5 to 8 business days" },
  { q: "how long does it take to get to sydney", expect: "8 to 14 business days" },
  { q: "if I order at like noon today does it go out today?", expect: "ship the same business day" },
  {
    q: "ordered in your black friday sale 2 days ago and it still hasn't shipped??",
    expect: "up to 3 business days",
  },
  { q: "need it by friday 😬 do you have faster shipping", expect: "1 to 2 business days" },

  // Shipping costs
  { q: "how much is express shipping", expect: "$14.95" },
  { q: "whats shipping to canada cost", expect: "$9.95" },
  { q: "How much would it be to ship to Auckland?", expect: "$16.95" },
  { q: "what do u charge for shipping in the states", expect: "$5.95" },

  // Free shipping
  { q: "what's the minimum for free shipping?", expect: "free standard shipping on US orders of" },
  {
    q: "my cart is $52 but I'm using WELCOME10, do I still get free shipping?",
    expect: "counted after discount codes",
  },

  // Carriers and tracking
  { q: "who do you ship with in the US? usps?", expect: "USPS Ground Advantage or UPS Ground" },
  { q: "which courier do you use for orders to Ireland", expect: "DHL eCommerce" },
  { q: "how do I track my order?", expect: "tracking number and a link" },
  {
    q: "my parcel never arrived, tracking hasn't moved in 9 days. what now",
    expect: "open a trace with the carrier",
  },

  // Address changes and cancelling
  {
    q: "omg I put the wrong apartment number!! can you fix it? ordered 10 min ago",
    expect: "within 1 hour of ordering",
  },
  {
    q: "it already shipped but I'm moving this weekend, can you send it to my new place?",
    expect: "only be changed with the carrier",
  },
  {
    q: "changed my mind 🙈 can I still cancel? ordered like 30 min ago",
    expect: "within 1 hour of ordering",
  },

  // Duties and taxes
  { q: "will I have to pay customs fees in the UK?", expect: "paid by the recipient" },
  { q: "got charged import tax in Canada, will you refund that?", expect: "are not refunded by us" },

  // Parcels marked delivered
  {
    q: "tracking says delivered but it's not here 😩 checked with neighbours too",
    expect: "within 14 days of the delivery scan",
  },

  // Return window and conditions
  { q: "what's your return policy?", expect: "within 30 days of delivery" },
  { q: "can I return something I already opened and tried?", expect: "at least half of the product is left" },
  {
    q: "got the niacinamide serum at a store near me, can I return it to you guys?",
    expect: "returned to that stockist under its own policy",
  },
  { q: "how do i start a return", expect: "aurellebeauty.com/returns" },
  { q: "is return shipping free?", expect: "taken from your refund" },
  { q: "I'm in Toronto, do you send a prepaid return label?", expect: "pay their own return shipping" },

  // Refunds
  { q: "when do I get my refund?", expect: "within 3 business days of your return reaching our warehouse" },
  {
    q: "got the refund email 4 days ago but nothing in my bank yet??",
    expect: "5 to 10 business days",
  },
  { q: "do you refund the shipping I paid too", expect: "Original shipping costs are not refunded" },
  { q: "I paid with a gift card, how would a refund work?", expect: "refunded as store credit" },
  { q: "¿El reembolso vuelve a mi tarjeta?", expect: "original payment method" },

  // Exchanges
  {
    q: "got the wrong shade of skin tint, can I swap it for a darker one?",
    expect: "another shade or size of the same product",
  },
  {
    q: "for an exchange do I have to wait until you receive my return before you ship the new one?",
    expect: "as soon as the carrier scans your return",
  },

  // Final sale
  { q: "can I return the travel minis kit? didn't like it", expect: "for hygiene reasons" },
  { q: "bought a few things in the end of season sale, can I return them?", expect: "end-of-season sale" },
  {
    q: "can I send back just one thing from the glow ritual set and keep the rest?",
    expect: "returned as a complete set",
  },

  // Damaged, leaking or wrong items
  { q: "the lid broke and it leaked everywhere in the box 😭", expect: "a full refund, including shipping" },

  // Reactions
  {
    q: "the retinal gave me a rash, can I still return it even tho I used most of it?",
    expect: "within 60 days of delivery",
  },
  {
    q: "Mon visage a réagi à la crème, j'en ai utilisé plus de la moitié, un remboursement est possible ?",
    expect: "even if more than half has been used",
  },

  // Discount codes and gift cards
  { q: "any discount code for a first order? 👀", expect: "WELCOME10" },
  { q: "can I stack two promo codes", expect: "Only one discount code can be used per order" },
  { q: "do you do gift cards? my sister is obsessed with you", expect: "digital gift cards from" },
  { q: "do gift cards expire?", expect: "valid for 3 years" },

  // Payment methods
  { q: "do you take paypal", expect: "PayPal" },
  { q: "can I pay in installments?", expect: "Shop Pay Installments" },

  // Where to buy and the studio
  { q: "do you have a physical store I can visit?", expect: "Studio in Brooklyn" },
  { q: "what time is the studio open on sunday", expect: "11 am to 7 pm" },

  // Ingredients and values
  { q: "are you cruelty free? 🐰", expect: "we never test on animals" },
  { q: "is everything vegan?", expect: "contains beeswax" },
  {
    q: "does the eye cream have fragrance in it? my eyes water with scented stuff",
    expect: "are fragrance-free",
  },
  { q: "does the cleansing balm smell like anything", expect: "light natural scent" },

  // Pregnancy, sensitive skin, shelf life, usage
  {
    q: "just found out I'm pregnant 🤰 can I keep using the retinal?",
    expect: "while pregnant or breastfeeding",
  },
  {
    q: "I have super sensitive skin, everything breaks me out. will your stuff be ok?",
    expect: ["non-comedogenic", "patch test a new product"],
  },
  { q: "how long is the vit c serum good for after opening", expect: "within 6 months" },
  {
    q: "found an unopened ceramide cream I bought like a year and a half ago, still ok to use?",
    expect: "at least 24 months",
  },
  { q: "can I use the vitamin c and the retinal together", expect: "at different times of day" },

  // Shades
  { q: "what shades does the skin tint come in", expect: ["Six shades", "6 shades"] },
  { q: "whats the skin tint shade finder thing, how do I pick", expect: "Send us a photo in natural light" },
  { q: "lip oil colours?? need the full list 💋", expect: "Guava" },
  { q: "how many lip liner shades are there", expect: "24 shades" },
  { q: "what flavours does the overnight lip mask come in", expect: "Vanilla" },

  // Prices, sizes and stock
  { q: "how much is the eye cream?", expect: "$40" },
  { q: "price of the niacinamide serum pls", expect: "$28" },
  { q: "how much is the glow ritual set", expect: "$98" },
  { q: "retinal serum price?", expect: "$58" },
  { q: "does the retinal serum come in different strengths?", expect: "0.2%" },
  { q: "is there a bigger size of the cloud foam cleanser", expect: "300 ml" },
  { q: "is the spf 50 in stock?", expect: "Sheer Shield Daily SPF 50 is in stock" },

  // Not answered anywhere on the pages or in the catalogue
  { q: "do you price match? saw the lip oil cheaper somewhere else", expect: null },
  { q: "do you have a subscription so the serum just auto ships every month?", expect: null },
  { q: "is the brooklyn studio open on thanksgiving day?", expect: null },
  { q: "can I pay with venmo", expect: null },
  { q: "what % vitamin c is in the bright start serum", expect: null },
  { q: "is the spf 50 reef safe? going to hawaii 🌺", expect: null },
  { q: "is the sheer shield sunscreen water resistant?", expect: null },
  { q: "are your products halal?", expect: null },
  { q: "do you have a loyalty or points program", expect: null },
  { q: "any student discount?", expect: null },
  { q: "can you gift wrap my order and add a little note? it's a present", expect: null },
  { q: "do you ship to PO boxes?", expect: null },
  { q: "do you give out free samples with orders?", expect: null },
  { q: "are your products gluten free? I have celiac", expect: null },
  { q: "I own a boutique in Austin, do you do wholesale?", expect: null },
  { q: "do you sell refills for the ceramide cream jar?", expect: null },
  { q: "can UPS deliver on a saturday if I pay extra?", expect: null },
  { q: "does the spf 50 use chemical or mineral filters?", expect: null },
  { q: "is the cleanser ok for my 11 year old daughter?", expect: null },
  { q: "does the eye cream actually help with dark circles", expect: null },
  { q: "what's your phone number? I'd rather call", expect: null },
  { q: "can I order online and pick up at the studio?", expect: null },
  { q: "will the cleansing balm take off waterproof mascara?", expect: null },
  { q: "how do I apply to be an ambassador / get PR packages?", expect: null },
  { q: "Est-ce que le sérum à la vitamine C contient de l'alcool ?", expect: null },
];
