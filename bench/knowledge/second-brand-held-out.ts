import type { KnowledgeQuestion } from "./questions";

/**
 * Second-brand held-out set (Aurelle Beauty, the simulator's skincare brand).
 *
 * Written on 27 Nov 2026 by a helper session from the simulator brand's pages
 * (Shipping Policy, Returns & Exchanges, FAQ) and its Shopify catalogue only;
 * no code of the project was read. Never tuned on: the bench prints only its
 * totals.
 *
 * Voices (deliberately other than the development set's Instagram DMs):
 * TikTok comments and replies, older customers writing full formal sentences,
 * shoppers in the UK, Australia, New Zealand and Canada, parents and partners
 * buying gifts, angry customers who still ask something real, long stories
 * around the question, two-part questions, terse keyword queries, and a few
 * messages in French and Spanish. About 75 answerable questions and 25 that no
 * source settles (`expect: null`), many of them close to a real policy but
 * asking beyond it, plus the hidden DRAFT product.
 *
 * `expect` is an exact substring of the sources (case-insensitive, whitespace
 * normalised), or a list of acceptable substrings.
 */
export const SECOND_BRAND_HELD_OUT_QUESTIONS: KnowledgeQuestion[] = [
  // ── Shipping: processing ────────────────────────────────────────────────
  {
    q: "Good afternoon. Is each order packed by a person or by machine? I like to know who handles my purchases. Kind regards, Margaret",
    expect: "packed by hand",
  },
  { q: "what time is the cutoff for same day dispatch", expect: "before 1 pm Eastern Time" },
  {
    q: "I placed my order on Memorial Day morning. When will it actually leave?",
    expect: ["on US public holidays ship the next business day", "ship the next business day"],
  },
  {
    q: "your homepage banner says there's a launch on, so how long is processing taking right now?",
    expect: "up to 3 business days",
  },

  // ── Shipping: delivery times and costs ──────────────────────────────────
  {
    q: "US standard shipping cost",
    expect: ["Standard shipping in the United States costs $5.95", "3 to 5 business days, $5.95"],
  },
  {
    q: "if i pay for express and check out before 1pm will it go out the same day? need it for a wedding saturday",
    expect: "express orders placed before 1 pm Eastern Time ship the same day",
  },
  {
    q: "Bonjour ! Vous livrez au Canada ? Je suis au Yukon, pas sûre que ça marche 🇨🇦",
    expect: "we ship to every province and territory",
  },
  { q: "canada free shipping threshold??", expect: "free on orders of $75 or more" },
  {
    q: "Hiya from Manchester 🇬🇧 roughly how long would delivery take to me? x",
    expect: "7 to 12 business days",
  },
  { q: "NZ?", expect: ["Australia and New Zealand", "8 to 14 business days"] },
  {
    q: "sydney girlie here 🥺 how long til it actually arrives if i order today",
    expect: "8 to 14 business days",
  },
  { q: "¿Hacen envíos a México? 🇲🇽", expect: "We do not ship to other countries yet" },
  {
    q: "quick one — the $50 free shipping, is that counted before or after sales tax?",
    expect: "before taxes",
  },
  {
    q: "FAQ says shipping is $5.95 but where do I see the prices for other regions?",
    expect: "Our Shipping Policy page lists every region",
  },

  // ── Shipping: carriers and tracking ─────────────────────────────────────
  { q: "What carrier do you use for express orders?", expect: "UPS 2nd Day Air" },
  {
    q: "im in perth and DHL says my parcel was handed over to someone else?? who delivers it in the end",
    expect: "handed to the local postal service for the last mile",
  },
  {
    q: "how do I track my order",
    expect: ["an email with its tracking number", "tracking number and a link to follow it"],
  },
  {
    q: "Received the tracking email nine working days ago and it's been stuck on 'label created' ever since. I need these before my trip. Who do I contact and what will you do?",
    expect: ["hello@aurellebeauty.com with your order number", "open a trace with the carrier"],
  },

  // ── Shipping: duties, address, lost ─────────────────────────────────────
  {
    q: "had to pay £11 in import VAT on my UK order, and now I want to return one item — do you refund the customs fee?",
    expect: "not refunded by us",
  },
  {
    q: "need to change the delivery address, ordered about 40 mins ago. is it already packed?",
    expect: ["while it has not been packed", "within 1 hour of ordering"],
  },
  {
    q: "tracking said delivered three weeks ago and I only just realised it never turned up (I was travelling). can you still help?",
    expect: "within 14 days of the delivery scan",
  },

  // ── Returns: window, how to start ──────────────────────────────────────
  {
    q: "what's ur refund policy",
    expect: ["full refund of the product price", "within 30 days of delivery"],
  },
  {
    q: "can I send back a moisturiser I've opened and used a few times?",
    expect: "products you have opened and tried are both accepted",
  },
  {
    q: "bought the lip oil off your insta shop, does the normal return policy apply to that",
    expect: "Instagram or TikTok shop",
  },
  {
    q: "steps for returning?",
    expect: ["enter your order number and email address", "aurellebeauty.com/returns"],
  },
  {
    q: "I'm in Melbourne — do you email me a prepaid return label or do I organise postage myself?",
    expect: "ship the parcel with a tracked service of your choice",
  },
  { q: "do exchanges cost shipping", expect: "Exchanges ship back to you free of charge" },

  // ── Returns: refunds ───────────────────────────────────────────────────
  {
    q: "Will my refund go back to PayPal or do you give store credit?",
    expect: "original payment method",
  },
  {
    q: "how will I know when my refund has been processed? do you notify me",
    expect: "we email you when it is done",
  },
  {
    q: "Your serum arrived with the dropper snapped off. That's YOUR mistake, so I expect my shipping cost back as well — do I get it?",
    expect: ["unless the return is because of our mistake", "including shipping"],
  },

  // ── Returns: exchanges ─────────────────────────────────────────────────
  {
    q: "ordered nude 02 liner and it's way too dark on me, can I swap for nude 01",
    expect: ["another shade or size of the same product", "Exchanges for another shade or size"],
  },
  {
    q: "lol which products do people exchange the most",
    expect: "Skin Tint Mineral SPF 30 and Shade Match Lip Liner are the most exchanged",
  },
  {
    q: "can I exchange the 30 ml hyaluronic serum for the 50 ml? the small one goes too fast",
    expect: ["another shade or size of the same product", "Wrong shade or size?"],
  },

  // ── Returns: damaged, reactions, final sale ────────────────────────────
  {
    q: "absolutely furious. second order in a row and the cleansing balm jar arrived CRACKED. how long do I have to report this??",
    expect: "within 14 days of delivery",
  },
  {
    q: "what do you need from me for a damaged item claim? a picture?",
    expect: "with your order number and a photo",
  },
  {
    q: "the clay mask made my face burn and go blotchy. I got it about 7 weeks ago — is it too late to get my money back?",
    expect: "within 60 days of delivery",
  },
  {
    q: "the retinal was too strong for me, can your team suggest something milder instead?",
    expect: "gentler alternative",
  },
  {
    q: "my nephew got me a gift card but I'd rather have the cash. can I return a gift card?",
    expect: "cannot be returned or exchanged",
  },
  {
    q: "if the minis kit arrives smashed can I still send it back even though it's final sale?",
    expect: "unless they arrive damaged",
  },
  { q: "items marked final sale — exchangeable?", expect: "Products marked Final Sale" },

  // ── FAQ: ingredients and values ────────────────────────────────────────
  {
    q: "ok but do your SUPPLIERS test on animals? lots of brands hide it there",
    expect: "our suppliers never test our ingredients on animals",
  },
  { q: "Does the overnight lip mask have beeswax in it? I'm vegan 🌱", expect: "contains beeswax" },
  {
    q: "are the serums fragrance free",
    expect: [
      "Our serums, the Barrier Repair Ceramide Cream and the Peptide Eye Cream are fragrance-free",
      "are fragrance-free",
    ],
  },
  { q: "why does the lip oil taste like something lol", expect: "our lip products are flavoured" },
  {
    q: "INCI list for the retinal serum?",
    expect: ["full ingredient list (INCI)", "on each product page under Ingredients"],
  },
  {
    q: "My wife is expecting and loves your ceramide cream. Is it alright to keep using during pregnancy?",
    expect: ["Most of our products are fine to use during pregnancy", "check with your doctor"],
  },
  { q: "dermatologist tested?", expect: "dermatologist tested" },
  { q: "how do i patch test a new product", expect: "inner arm for 24 hours" },

  // ── FAQ: using our products ────────────────────────────────────────────
  {
    q: "morning routine order pls: vitamin c then sunscreen or other way round?",
    expect: [
      "the vitamin C serum in the morning under the Sheer Shield Daily SPF 50",
      "under the Sheer Shield Daily SPF 50",
    ],
  },
  { q: "how long does the ceramide cream last after opening", expect: "within 12 months of opening" },
  {
    q: "does the mineral tint go dark enough for deep skin? every brand stops at medium-tan 🙄",
    expect: ["Deep", "Rich"],
  },
  { q: "is the lip oil sheer or properly pigmented", expect: "sheer and buildable" },

  // ── FAQ: orders and discounts, where to buy ────────────────────────────
  { q: "how much is the newsletter discount", expect: "10% off your first order" },
  { q: "¿Cómo consigo un código de descuento? 🙏", expect: "Join our newsletter" },
  { q: "do you take amex", expect: "American Express" },
  {
    q: "I ordered the wrong size by accident five minutes ago, can I still cancel and reorder?",
    expect: ["by replying to your order confirmation email", "within 1 hour of ordering"],
  },
  { q: "are you on tiktok shop", expect: "@aurelle.beauty" },
  { q: "brooklyn studio hours?", expect: ["11 am to 7 pm", "Tuesday to Sunday"] },
  { q: "what amounts do the gift cards come in", expect: "$25 to $200" },
  {
    q: "Buying a gift card for my granddaughter in Ohio. Is it posted to her or sent electronically?",
    expect: "delivered by email",
  },

  // ── Catalogue ─────────────────────────────────────────────────────────
  { q: "how much is the retinal", expect: "$58.00" },
  { q: "vitamin c serum price", expect: "$42.00" },
  { q: "skin tint price?", expect: "$36.00" },
  { q: "do you even sell sunscreen", expect: "Sheer Shield Daily SPF 50" },
  {
    q: "need something to take off waterproof makeup, got anything like a balm?",
    expect: "Melt Away Cleansing Balm",
  },
  {
    q: "my pores are huge and my t-zone is an oil slick, what would you recommend from your range",
    expect: ["Pink Clay Detox Mask", "Clear Pore Niacinamide 10% Serum"],
  },
  { q: "lip liner how much", expect: "$18.00" },
  { q: "got any travel sizes for my carry on?", expect: "Travel Minis Kit" },
  { q: "travel minis kit cost", expect: "$29.00" },
  { q: "eye cream price please", expect: "$40.00" },
  { q: "how much is the ceramide cream", expect: "$46.00" },
  { q: "does the lip liner come in terracotta", expect: "Terracotta" },
  { q: "is guava still available in the lip oil?? it's always sold out everywhere", expect: "Guava" },
  { q: "gentle cleanser price", expect: "$24.00" },
  { q: "c'est combien le lip oil ? 💋", expect: "$22.00" },
  { q: "sheer shield spf 50 how much", expect: "$34.00" },

  // ── Not settled by any source (expect null) ───────────────────────────
  { q: "brow gel in taupe?? 👀 saw it in a GRWM", expect: null },
  { q: "is afterpay available for australian orders", expect: null },
  { q: "Can I pay with Venmo?", expect: null },
  { q: "do you do a nurse or healthcare worker discount", expect: null },
  { q: "is there a refer a friend code", expect: null },
  { q: "will you price match if I find it cheaper somewhere else?", expect: null },
  {
    q: "It's a present — can you leave the prices off the packing slip please?",
    expect: null,
  },
  { q: "do you deliver on saturdays", expect: null },
  { q: "can you ship to my son's APO address? he's stationed overseas", expect: null },
  { q: "is the parcel insured, or can I ask for signature on delivery?", expect: null },
  { q: "are you on amazon", expect: null },
  { q: "how do I become a stockist? I run a small salon in Ohio", expect: null },
  { q: "what's actually in the travel minis kit", expect: null },
  { q: "is sheer shield a mineral or chemical sunscreen", expect: null },
  { q: "is the pink clay mask fragrance free? scents give me migraines", expect: null },
  { q: "can I use the retinal and the niacinamide serum in the same routine", expect: null },
  { q: "what percentage of vitamin c is in bright start", expect: null },
  { q: "are your products halal certified?", expect: null },
  { q: "leaping bunny certified or just saying cruelty free?", expect: null },
  { q: "do you have a body lotion", expect: null },
  { q: "Vous vendez du parfum ?", expect: null },
  {
    q: "ordered standard yesterday but now I need it sooner, can I upgrade to express after checkout?",
    expect: null,
  },
  { q: "any subscribe & save option for the hyaluronic serum?", expect: null },
  { q: "can I use an online gift card at the brooklyn studio?", expect: null },
  { q: "is the ceramide cream fungal acne safe", expect: null },
];
