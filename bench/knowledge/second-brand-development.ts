import type { KnowledgeQuestion } from "./questions";

/**
 * Second-brand development set (Aurelle Beauty, the simulator's skincare brand).
 *
 * Written on 27 Nov 2026 by a helper session from the simulator brand's pages
 * (Shipping Policy, Returns & Exchanges, FAQ) and its Shopify catalogue only;
 * no code of the project was read.
 *
 * Voices: Instagram DMs and comments — lowercase, typos, slang and emoji,
 * US shoppers, a few in Canada / the UK / Ireland / Australia, gift buyers,
 * long messages with a story, two questions in one message, upset customers
 * who still ask something real, one-word questions, and a little Spanish and
 * French. About 75 answerable questions and 25 that no source settles
 * (`expect: null`), many of them close to a real policy but asking beyond it,
 * plus the hidden DRAFT product.
 *
 * `expect` is an exact substring of the sources (case-insensitive, whitespace
 * normalised), or a list of acceptable substrings.
 */
export const SECOND_BRAND_DEVELOPMENT_QUESTIONS: KnowledgeQuestion[] = [
  // ── Shipping: processing, packaging ──────────────────────────────────────
  { q: "hiii where do u guys ship from? 📦", expect: "Brooklyn, New York" },
  {
    q: "is the packaging plastic?? trying to cut down on waste this year 🌱",
    expect: "recyclable paper packaging",
  },
  {
    q: "if i order at like 11am today does it go out today or tmrw",
    expect: ["ship the same business day", "before 1 pm Eastern Time"],
  },
  {
    q: "ordered saturday night lol when does it actually leave ur warehouse",
    expect: "ship the next business day",
  },
  {
    q: "why is my order taking so long to ship, is it bc of the launch or smth? its been 2 days 🙄",
    expect: "up to 3 business days",
  },

  // ── Shipping: delivery times and costs ───────────────────────────────────
  { q: "how long does standard take to get to texas", expect: "3 to 5 business days" },
  { q: "express shipping price?", expect: ["costs $14.95", "express shipping takes 1 to 2 business days"] },
  {
    q: "need it by friday for my sis bday 😭😭 its tuesday rn, how fast is express",
    expect: "1 to 2 business days",
  },
  {
    q: "hola! cuánto cuesta el envío a Canadá y cuánto tarda?",
    expect: ["5 to 8 business days for $9.95", "5 to 8 business days"],
  },
  {
    q: "im in toronto, how much do i need to spend to get free shipping?",
    expect: "$75 or more",
  },
  { q: "ship to uk", expect: ["7 to 12 business days", "United Kingdom and Ireland"] },
  { q: "aus shipping cost pls 🦘", expect: "$16.95" },
  {
    q: "do u ship to germany?? my friend showed me the lip oil and i NEED it",
    expect: "We do not ship to other countries yet",
  },

  // ── Shipping: free shipping ──────────────────────────────────────────────
  { q: "free shipping min?", expect: ["$50 or more", "free on orders of $50 or more"] },
  {
    q: "ok so my cart is $52 but with WELCOME10 its like $46.80, do i still get free shipping or nah",
    expect: "counted after discount codes",
  },
  { q: "is express ever free if i spend a lot?", expect: "Express shipping is never free" },

  // ── Shipping: carriers and tracking ──────────────────────────────────────
  { q: "who delivers in the US? usps or ups?", expect: "USPS Ground Advantage or UPS Ground" },
  { q: "which courier do u use for australia orders", expect: "DHL eCommerce" },
  {
    q: "got my shipping email this morning but the tracking link says nothing yet?? is that normal",
    expect: "within 24 hours",
  },
  {
    q: "tracking hasnt updated in like 8 business days 😩 what do i do",
    expect: ["Nothing after 7 business days", "open a trace with the carrier"],
  },

  // ── Shipping: duties, address, lost parcels ──────────────────────────────
  {
    q: "will i have to pay customs when it gets to canada?",
    expect: ["import duties and taxes", "paid by the recipient"],
  },
  { q: "are ur prices in CAD or USD", expect: "in USD" },
  {
    q: "omg i put my OLD address!!! ordered like 10 min ago pls help 🙏",
    expect: ["within 1 hour of ordering", "Reply to your order confirmation email"],
  },
  {
    q: "it already shipped to my old apartment, can u change it?",
    expect: "can only be changed with the carrier",
  },
  {
    q: "package says delivered but it is NOT here. this is the second time this has happened to me with a brand and honestly im so over it. what are u going to do about it",
    expect: ["within 14 days of the delivery scan", "send a replacement or a refund"],
  },

  // ── Returns: window, how to start ───────────────────────────────────────
  { q: "returns?", expect: "within 30 days of delivery" },
  {
    q: "tried the hyaluronic serum for 2 weeks and its just not for me, used maybe a quarter. can i still send it back?",
    expect: "at least half of the product is left",
  },
  {
    q: "bought the cleanser at a little shop in nyc not on ur site, can i return it to u?",
    expect: "returned to that stockist under its own policy",
  },
  { q: "how do i start a return", expect: "aurellebeauty.com/returns" },
  { q: "is the return label free or", expect: "$5.95, taken from your refund" },
  {
    q: "im in vancouver, who pays the postage if i send something back?",
    expect: [
      "Customers outside the United States pay their own return shipping",
      "tracked service of your choice",
    ],
  },
  {
    q: "started a return 2 weeks ago and totally forgot to mail it lol is it too late",
    expect: "within 14 days of starting the return",
  },

  // ── Returns: refunds ────────────────────────────────────────────────────
  {
    q: "when do i get my refund?? mailed it back last week",
    expect: "within 3 business days of your return reaching our warehouse",
  },
  { q: "refund email came but its not on my card yet", expect: "5 to 10 business days" },
  { q: "do i get the shipping back too when i return", expect: "Original shipping costs are not refunded" },
  { q: "used a 10% code, do i get the full price back if i return?", expect: "the amount you actually paid" },
  {
    q: "paid w a gift card my aunt gave me, how does a refund work then",
    expect: "refunded as store credit",
  },

  // ── Returns: exchanges ──────────────────────────────────────────────────
  {
    q: "got the wrong skin tint shade 😭 way too orange. can i swap it for free?",
    expect: ["free within 30 days of delivery", "Exchanges for another shade or size"],
  },
  {
    q: "for an exchange do i have to wait till u get my return before u send the new one",
    expect: "as soon as the carrier scans your return",
  },
  {
    q: "theres sooo many lip liner shades, how do i pick so i dont have to exchange lol",
    expect: "shade finder on each product page",
  },

  // ── Returns: damaged, reactions, final sale ─────────────────────────────
  {
    q: "my vitamin c serum arrived LEAKING everywhere 😡 the whole box is soaked. what now",
    expect: ["within 14 days of delivery with your order number and a photo", "hello@aurellebeauty.com"],
  },
  {
    q: "got sent the wrong item, do i need to ship it back?",
    expect: "you do not need to send anything back",
  },
  {
    q: "the retinal serum gave me a rash but ive already used most of the bottle bc i kept thinking it was purging. can i get a refund or no",
    expect: ["even if more than half has been used", "within 60 days of delivery"],
  },
  { q: "can i return the travel minis kit? didnt like it", expect: "for hygiene reasons" },
  {
    q: "bought a few things in the end of season sale, are those returnable?",
    expect: "items bought during our end-of-season sale",
  },
  {
    q: "only want to return the cleanser from the glow ritual set and keep the rest, ok?",
    expect: "returned as a complete set",
  },

  // ── FAQ: ingredients and values ─────────────────────────────────────────
  { q: "cruelty free??", expect: ["we never test on animals", "Aurelle Beauty is cruelty-free"] },
  { q: "est-ce que vos produits sont vegan ?", expect: "except the Overnight Lip Mask" },
  {
    q: "is the eye cream fragrance free? my eyes water with anything scented",
    expect: "the Peptide Eye Cream are fragrance-free",
  },
  { q: "does the cleansing balm smell like anything", expect: "light natural scent" },
  {
    q: "where can i see the ingredients for the clay mask",
    expect: ["on each product page under Ingredients", "printed on every box"],
  },
  {
    q: "im 20 weeks pregnant 🤰 anything i should stay away from?",
    expect: "We do not recommend the Retinal Night Renewal Serum while pregnant or breastfeeding",
  },
  {
    q: "super sensitive skin here, will ur stuff break me out?",
    expect: ["non-comedogenic", "patch test a new product"],
  },
  { q: "new to retinal, how often should i start using it", expect: "two nights a week" },

  // ── FAQ: using our products ─────────────────────────────────────────────
  { q: "can i use vit c and the retinal together?", expect: "at different times of day" },
  { q: "how long is the vit c serum good for after opening", expect: "within 6 months" },
  {
    q: "stocking up during a sale and wont open some of it for a while, how long does it keep unopened",
    expect: "at least 24 months",
  },
  {
    q: "skin tint shades?",
    expect: ["Fair, Light, Medium, Tan, Deep and Rich", "Six shades", "Fair, Light, Medium, Tan, Deep, Rich"],
  },
  {
    q: "not sure what skin tint shade i am, im kinda olive and always in between",
    expect: "Send us a photo in natural light by DM",
  },
  {
    q: "lip oil colours pls 💋",
    // The catalogue's line lists them with a comma before the last (added after the first read).
    expect: [
      "Cherry, Fig, Clear, Rosewood, Peach, Cocoa, Guava and Berry",
      "Cherry, Fig, Clear, Rosewood, Peach, Cocoa, Guava, Berry",
    ],
  },

  // ── FAQ: orders and discounts, where to buy ─────────────────────────────
  { q: "discount code for first order?", expect: ["WELCOME10", "10% off your first order"] },
  {
    q: "can i use WELCOME10 and my fav creator's code together",
    expect: "Only one discount code can be used per order",
  },
  { q: "apple pay?", expect: "Apple Pay" },
  { q: "can i split the payment into installments", expect: "Shop Pay Installments on orders over $50" },
  {
    q: "do u have a store i can go to? visiting nyc next month 🗽",
    expect: ["Aurelle Beauty Studio in Brooklyn", "Tuesday to Sunday from 11 am to 7 pm"],
  },
  {
    q: "gift cards? want to get one for my gf but she's picky abt skincare 🎁",
    expect: ["digital gift cards from $25 to $200", "from $25 to $200"],
  },
  { q: "do gift cards expire", expect: "valid for 3 years" },

  // ── Catalogue ──────────────────────────────────────────────────────────
  { q: "how much is the hydra glow serum", expect: "$38.00" },
  { q: "price of the niacinamide serum?", expect: "$28.00" },
  { q: "do you have a lip oil?", expect: "Cherry Gloss Lip Oil" },
  {
    q: "anything for dry skin? my cheeks are flaking so bad this winter",
    expect: ["Barrier Repair Ceramide Cream", "Hydra Glow Hyaluronic Serum"],
  },
  { q: "what sizes does the cloud foam cleanser come in", expect: ["150 ml", "300 ml"] },
  { q: "retinal serum strengths?", expect: ["0.1%", "0.2%"] },
  { q: "how much is the glow ritual set? thinking of it as a xmas gift for my mom", expect: "$98.00" },
  { q: "is there an eye cream", expect: "Peptide Eye Cream" },
  { q: "what flavors does the lip mask come in", expect: ["Vanilla", "Berry"] },
  { q: "do u have the lip liner in espresso??", expect: "Espresso" },

  // ── Not settled by any source (expect null) ────────────────────────────
  { q: "how much is the brow sculpt gel? saw it on someone's story", expect: null },
  { q: "klarna??", expect: null },
  { q: "student discount? 🎓 broke college girl here", expect: null },
  { q: "do u have a rewards program or points for buying", expect: null },
  { q: "when's ur black friday sale starting", expect: null },
  { q: "does WELCOME10 work on sale stuff too?", expect: null },
  {
    q: "can u gift wrap it and add a little note? its for my moms bday 💐",
    expect: null,
  },
  { q: "do u ship to PO boxes", expect: null },
  { q: "can i get express shipping to canada? need it fast for a trip", expect: null },
  { q: "whats ur phone number, id rather just call", expect: null },
  { q: "are you guys sold at sephora?", expect: null },
  { q: "whats inside the glow ritual set exactly?", expect: null },
  { q: "is the skin tint fragrance free", expect: null },
  { q: "is the sheer shield reef safe? going to hawaii in jan 🌺", expect: null },
  { q: "can i layer the niacinamide serum with the vitamin c in the morning", expect: null },
  { q: "how long does the lip oil last once its opened", expect: null },
  { q: "do u sell mascara", expect: null },
  { q: "where are ur products actually made?", expect: null },
  { q: "are the lip products gluten free? i have celiac", expect: null },
  { q: "is the 0.2% retinal ok for teens? my daughter is 14 and has acne", expect: null },
  {
    q: "placed my order 20 min ago, can i add the lip mask to it so it ships together?",
    expect: null,
  },
  { q: "¿mandan muestras gratis con el pedido?", expect: null },
  { q: "its been 40 days, can i return it for store credit instead of a refund?", expect: null },
  {
    q: "my friend is getting me the set for my bday, can she include a gift receipt so i can exchange it?",
    expect: null,
  },
  { q: "is the brooklyn studio open on christmas eve?", expect: null },
];
