import type { KnowledgeQuestion } from "./questions";

/**
 * Second held-out question set for bench:knowledge over the sample brand "Glow Theory"
 * (src/server/knowledge/sample-brand.test-helper.ts).
 *
 * Written on 27 Nov 2026 by a separate session that saw only the sample brand's sources (its
 * documents, pages and catalogue), never the retrieval or answer code, and never used for tuning.
 * Questions are phrased the way customers write comments and DMs (slang, typos, emojis, stories,
 * indirect asks, some French-Canadian), deliberately avoiding the documents' wording.
 * `expect` is an exact substring of the brand's text; null means no source answers it.
 */
export const HELD_OUT_2_QUESTIONS: KnowledgeQuestion[] = [
  // Where we ship
  {
    q: "do u guys ship to nunavut?? we always get left out up here 😭",
    expect: "every province and territory",
  },
  {
    q: "allo! vous livrez partout au Canada? like even the territories or juste les grandes villes",
    expect: "every province and territory",
  },
  { q: "my cousin in ohio saw ur tiktok, can she order or is it canada only", expect: "United States" },
  { q: "US girlie here 🇺🇸 can i even buy this or nah", expect: "United States" },
  { q: "where do the parcels get sent out from?", expect: "Montreal" },
  { q: "r u guys based in mtl? just curious where my box is coming from", expect: "Montreal" },

  // Delivery times
  { q: "ordered last night, im in halifax. when does it get here", expect: "3 to 5 business days" },
  {
    q: "how many days til my package shows up in calgary (regular option not the fast one)",
    expect: "3 to 5 business days",
  },
  {
    q: "ok so my bestie's bday is next weekend and i'm in winnipeg... if i pick the normal delivery today how long will it take to get to me?? don't want to show up empty handed lol",
    expect: "3 to 5 business days",
  },
  { q: "how long for it to reach texas", expect: "5 to 8 business days" },
  {
    q: "Hi! I'm in Seattle and my sister in Vancouver won't stop raving about your serum. If I order from here, roughly how long before it lands at my door?",
    expect: "5 to 8 business days",
  },
  { q: "delivery time to the states?", expect: "5 to 8 business days" },
  {
    q: "need it FAST for a wedding saturday, what's the quickest option u have in ontario",
    expect: "1 to 2 business days",
  },
  { q: "whats the fastest u can get it to me in saskatoon", expect: "1 to 2 business days" },
  { q: "how much extra for the rush delivery option", expect: "CA$15" },
  { q: "c'est combien le shipping express?", expect: "CA$15" },
  {
    q: "does the speedy shipping work out in whitehorse or only in big cities",
    expect: "anywhere in Canada",
  },

  // Shipping costs
  { q: "how much do i gotta spend to not pay for shipping 🙏", expect: "CA$60" },
  { q: "is there a minimum to get free delivery? im in BC", expect: "CA$60" },
  { q: "do u do free shipping in canada", expect: "CA$60" },
  { q: "if i only grab one lip tint how much is delivery to toronto", expect: "CA$8" },
  { q: "what's the regular shipping fee in canada when you're under the free amount", expect: "CA$8" },
  { q: "how much to ship to florida?", expect: "US$12" },
  { q: "shipping cost for american orders pls", expect: "US$12" },
  {
    q: "im in chicago and got burned by another canadian brand with surprise customs fees when the box showed up 🙄 will that happen with you guys?",
    expect: ["duties are included", "nothing is due on arrival"],
  },
  {
    q: "do US customers have to pay import taxes at the door",
    expect: ["duties are included", "nothing is due on arrival"],
  },

  // Processing
  { q: "what time do i need to order by for it to go out today", expect: "2 pm Eastern" },
  {
    q: "if I order at 1pm toronto time on a tuesday does it leave the same day?",
    expect: ["2 pm Eastern", "same day"],
  },
  { q: "how quick do you send stuff out after i buy", expect: "same day" },
  { q: "placed my order saturday night, when will it actually get sent", expect: "on Monday" },
  { q: "do you guys ship on sundays??", expect: "on Monday" },

  // Tracking & carriers
  { q: "will i get a tracking # ?", expect: "tracking number" },
  { q: "how do I follow where my parcel is at", expect: "tracking number" },
  { q: "who delivers ur packages, purolator?", expect: "Canada Post" },
  { q: "which courier do u use", expect: "Canada Post" },
  {
    q: "I live rurally and only have a post office box, can I still get the express delivery?",
    expect: "PO box",
  },
  { q: "express à ma boîte postale c'est possible?", expect: "PO box" },

  // Returns
  { q: "how long do i have to send something back if i never opened it", expect: "45 days" },
  {
    q: "changed my mind on the cleansing balm, it's still sealed, got it like 3 weeks ago. am i still able to get my money back?",
    expect: "45 days",
  },
  { q: "whats ur return window for unused stuff", expect: "45 days" },
  {
    q: "the barrier cream gave me a rash 😢 i've used it a few times so it's not new anymore, can i still return it??",
    expect: ["skin reaction", "30 days"],
  },
  { q: "can you send back products you already opened?", expect: ["skin reaction", "30 days"] },
  { q: "how many days do i have to return something i opened that irritated my face", expect: "30 days" },
  { q: "if my skin reacted and i send it back do i get all my money or just part of it", expect: "in full" },
  {
    q: "will the refund go back on my credit card or is it store credit?",
    expect: "original payment method",
  },
  {
    q: "paid with my mom's visa for my order, where does the money go back to",
    expect: "original payment method",
  },
  { q: "how long until i see my money after you receive what i sent back", expect: "5 business days" },
  { q: "mailed my return last week, when does the refund hit my account", expect: "5 business days" },
  { q: "how will i know when my refund went through?", expect: "email" },

  // Exchanges
  { q: "got the wrong shade of skin tint 😩 can i swap it without paying?", expect: "shade is free" },
  { q: "can i exchange a lip tint colour for another one? does it cost anything", expect: "shade is free" },
  {
    q: "if i swap my shade do i have to wait for you to get the old one back before you send the new one? i kinda need it soon",
    expect: "scanned",
  },

  // Return shipping
  {
    q: "who pays for postage when i send something back? i'm in quebec",
    expect: ["prepaid label", "free in Canada"],
  },
  { q: "do canadian customers pay to mail a return", expect: ["prepaid label", "free in Canada"] },
  { q: "where do i get the label to send my stuff back", expect: "returns portal" },
  { q: "im in the US, is sending a return free for me too?", expect: "own return shipping" },
  {
    q: "my aunt in boston wants to send back a cream, does she have to cover the postage herself",
    expect: "own return shipping",
  },

  // Exceptions
  { q: "can i get my money back on a gift card i bought by accident", expect: "Gift cards" },
  {
    q: "bought something marked final sale, can i still return it",
    expect: ["final-sale", "cannot be returned"],
  },

  // Vegan / cruelty-free
  { q: "vegan?? 🌱", expect: "vegan" },
  { q: "r u cruelty free", expect: ["cruelty-free", "Leaping Bunny", "never test on animals"] },
  { q: "do you do animal testing at any point", expect: ["never test on animals", "cruelty-free"] },
  { q: "who certifies your cruelty free claim? is it official", expect: "Leaping Bunny" },
  { q: "any animal-derived stuff like beeswax in the lip tint? strict plant based here", expect: "vegan" },

  // Fragrance
  { q: "do ur products have a scent? i get migraines from perfume-y stuff", expect: "fragrance-free" },
  { q: "does the serum smell like anything", expect: "fragrance-free" },
  { q: "what does the face spray smell like", expect: "rose water" },
  { q: "which of your products are scented?", expect: "Rose Dew Mist" },

  // Sensitive skin
  {
    q: "i have super reactive skin that freaks out at everything, will these burn me",
    expect: ["dermatologist-tested", "sensitive skin"],
  },
  { q: "any essential oils in ur stuff? they make me break out", expect: "free of essential oils" },
  { q: "are your formulas tested by a derm?", expect: "dermatologist-tested" },

  // Shelf life
  { q: "how long can an unopened serum sit in my drawer before it goes bad", expect: "24 months" },
  { q: "expiry on sealed products?", expect: "24 months" },
  { q: "once i crack open the barrier cream how long is it good for", expect: "12 months" },
  { q: "whats the shelf life after opening", expect: "12 months" },

  // Pregnancy
  {
    q: "just found out im pregnant 🥹 can i keep using retinol stuff from you?",
    expect: ["Ask your doctor", "retinol-free alternative"],
  },
  {
    q: "expecting mama here, is there something gentler than retinol i can use instead",
    expect: ["retinol-free alternative", "retinol alternative"],
  },
  {
    q: "is the bakuchiol oil kind of a retinol dupe?",
    expect: ["retinol-free alternative", "retinol alternative"],
  },

  // Contact
  { q: "whats ur email for customer service", expect: "care@glowtheory.example" },
  {
    q: "how do i reach an actual human about my order, this is getting frustrating",
    expect: "care@glowtheory.example",
  },
  { q: "what hours is support open", expect: ["9 am to 5 pm", "Monday to Friday"] },
  { q: "is customer care around on the weekend?", expect: "Monday to Friday" },

  // Rewards
  { q: "do i earn points when i shop with you guys?", expect: "1 point" },
  { q: "how many points do i get per dollar", expect: "1 point" },
  { q: "how many points before i can use them for a discount", expect: "100 points" },
  { q: "what are 100 points worth in your loyalty thing", expect: "CA$10" },

  // Subscribe & Save
  { q: "is there a discount if i sign up for auto refills of the serum", expect: "15%" },
  { q: "can i skip a month on my subscription? going travelling", expect: "pause or cancel" },
  {
    q: "how do i stop my subscription, is there a commitment",
    expect: ["pause or cancel", "from your account"],
  },

  // Gift wrapping
  {
    q: "buying for my gf 💕 can u wrap it and add a little message?",
    expect: ["free gift wrapping", "handwritten note"],
  },
  { q: "is gift wrap extra $$?", expect: "free gift wrapping" },

  // In person
  { q: "can i buy this at a store somewhere? i hate ordering online", expect: "Sephora" },
  {
    q: "y'a tu des magasins qui vendent vos produits à québec? j'aime mieux essayer avant",
    expect: "Sephora",
  },

  // Change / cancel order
  { q: "oops ordered the wrong thing, can I cancel??", expect: "1 hour" },
  {
    q: "I need to fix my address on an order I placed like 20 min ago, is that still possible?",
    expect: ["within 1 hour", "account page"],
  },
  { q: "where do i go to edit an order", expect: "account page" },

  // Damaged items
  { q: "my mist arrived leaking all over the box 😤", expect: "replaced for free" },
  { q: "the jar came cracked, what do i do now", expect: ["replaced for free", "email a photo"] },
  { q: "how long do i have to tell you something showed up broken", expect: "14 days" },

  // Students
  { q: "student discount?", expect: ["UNiDAYS", "10% off"] },
  { q: "im in uni and broke lol any deals for students", expect: ["UNiDAYS", "10% off"] },
  { q: "what % off do college kids get", expect: "10% off" },

  // Glow Serum
  { q: "what's actually in the glow serum", expect: ["niacinamide", "hyaluronic acid", "green tea extract"] },
  { q: "how much niacinamide in the serum? 5%?", expect: "10% niacinamide" },
  { q: "does glow serum have HA in it", expect: "hyaluronic acid" },
  { q: "what percentage of hyaluronic is in the serum", expect: "2% hyaluronic" },
  { q: "what does the serum actually do for your face", expect: ["brighten and hydrate", "brightening"] },
  {
    q: "my skin looks so lifeless and tired lately, which product would help with that",
    expect: "Glow Serum",
  },
  { q: "is there any green tea in the serum? love that stuff", expect: "green tea extract" },

  // Barrier Cream
  { q: "barrier cream ingredients pls", expect: ["ceramides", "squalane", "colloidal oatmeal"] },
  { q: "does the barrier cream have oats in it? eczema mom here", expect: "colloidal oatmeal" },
  { q: "my skin is so flaky and tight rn, what moisturizer do you have", expect: "Barrier Cream" },
  { q: "who is the barrier cream meant for", expect: ["dry and sensitive skin", "dry, irritated skin"] },

  // Bakuchiol Night Oil
  { q: "how much bakuchiol is in the night oil", expect: "1% bakuchiol" },
  { q: "what oils are in the night oil? allergic to argan", expect: ["rosehip", "jojoba"] },
  { q: "what does the night oil actually do while i sleep", expect: "smoother skin" },

  // SPF 40 Daily Shield
  { q: "is ur sunscreen chemical or physical", expect: ["mineral sunscreen", "zinc oxide"] },
  { q: "how much zinc in the spf 40", expect: "20% zinc oxide" },
  {
    q: "will the spf 40 leave me looking ghostly? i'm dark skinned and every sunscreen i've tried goes purple on me",
    expect: ["no white cast", "invisible on every skin tone"],
  },
  { q: "does ur sunscreen leave a cast", expect: ["no white cast", "invisible on every skin tone"] },

  // Velvet Lip Tint
  { q: "what gives the lip tint its colour", expect: "iron oxides" },
  { q: "does the lip tint dry out your lips? mine are always chapped", expect: "shea butter" },
  { q: "how long does the lip tint stay on", expect: "8 hours" },
  { q: "is the lip tint glossy or more matte", expect: "soft-matte" },

  // What's left out
  { q: "paraben free?", expect: "parabens" },
  {
    q: "what do you keep out of your formulas",
    expect: ["parabens", "sulfates", "phthalates", "mineral oil"],
  },
  { q: "do you use phthalates or any of that toxic stuff", expect: "never use" },
  { q: "is there petroleum / mineral oil in the cleansing balm? i try to avoid it", expect: "never use" },

  // Prices
  { q: "how much is the glow serum", expect: "38" },
  { q: "price on the barrier cream?", expect: "42" },
  { q: "$$ for the night oil", expect: "48" },
  { q: "how much is ur sunscreen", expect: "34" },
  { q: "lip tint price?", expect: "22" },
  { q: "combien pour le skin tint?", expect: "36" },
  { q: "face mist cost?", expect: "26" },
  { q: "how much for the cleansing balm", expect: "32" },

  // Sizes
  { q: "how many ml is the serum", expect: "30 ml" },
  { q: "how big is the barrier cream jar", expect: "50 ml" },
  { q: "size of the night oil bottle?", expect: "20 ml" },
  { q: "how much product do you get in the sunscreen", expect: "50 ml" },
  { q: "how big is the rose mist, will it fit in my carry on", expect: "100 ml" },
  { q: "how many grams is the cleansing balm", expect: "90 g" },

  // Shades & stock
  { q: "what colours does the lip tint come in", expect: ["Rosewood", "Coral Crush"] },
  { q: "do u have a peachy orange-y shade in the lip tint?", expect: "Coral Crush" },
  { q: "how many shades does the skin tint have, im super pale", expect: ["12 shades", "Fair"] },
  {
    q: "skin tint shade range? i'm deep skinned and always get forgotten",
    expect: ["12 shades", "Fair to Deep"],
  },
  { q: "which lip tint shade is sold out rn", expect: "Mocha" },

  // Skin Tint
  { q: "does the skin tint have sun protection in it", expect: "SPF 20" },
  { q: "is the skin tint full coverage?", expect: ["sheer", "dewy"] },

  // Rose Dew Mist
  { q: "what's the rose spray for, just a refresher?", expect: "hydrating" },

  // Cleansing Balm
  {
    q: "does the cleansing balm take off sunscreen and makeup",
    expect: ["Melts makeup", "without stripping"],
  },
  { q: "will the balm leave my skin feeling tight and squeaky", expect: "without stripping" },

  // No answer in the sources: a person must confirm
  { q: "do u ship to the UK? 🇬🇧", expect: null },
  { q: "any chance you deliver to australia? my friend in sydney wants the serum", expect: null },
  { q: "ma tante en France veut commander, vous livrez en Europe?", expect: null },
  { q: "can I get express shipping to california?", expect: null },
  { q: "do you have a vitamin C serum?", expect: null },
  { q: "do u sell an eye cream", expect: null },
  { q: "can i pay with klarna or afterpay", expect: null },
  { q: "do you take paypal", expect: null },
  { q: "whats your phone number i'd rather call", expect: null },
  { q: "do my glow rewards points expire?", expect: null },
  { q: "do gift cards have an expiry date", expect: null },
  { q: "is the spf 40 reef safe? going to hawaii", expect: null },
  { q: "is the sunscreen waterproof? i swim a lot", expect: null },
  { q: "can i use the glow serum while breastfeeding?", expect: null },
  { q: "when is the mocha lip tint getting restocked??", expect: null },
  { q: "does the cleansing balm have coconut oil in it? i break out from it", expect: null },
  { q: "is the SPF in the skin tint chemical or mineral", expect: null },
  {
    q: "hiii i'm a content creator with 40k followers, do you have a PR list or ambassador program?",
    expect: null,
  },
  { q: "my package says delivered but it's not here and it's been 3 days, what now?", expect: null },
  { q: "can i pick up my order at your montreal studio to save on shipping", expect: null },
  { q: "do you have sample sizes or minis to try before buying the full size", expect: null },
  { q: "is your stuff gluten free? celiac here", expect: null },
  { q: "do you price match if sephora has it cheaper", expect: null },
  { q: "is there a welcome code for my first order", expect: null },
  { q: "is your packaging recyclable?", expect: null },
  { q: "is the barrier cream non-comedogenic? acne-prone and scared", expect: null },
  { q: "do you have a holiday gift set this year? 🎄", expect: null },
  { q: "saw someone say everything is 90% off today, is that true?? 😱", expect: null },
];
