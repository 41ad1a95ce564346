import type { KnowledgeQuestion } from "./questions";

/**
 * Development set written 27 Nov 2026 by a session that saw only the sample brand's sources; its misses are read while improving retrieval (not a held-out set).
 */
export const DEVELOPMENT_2_QUESTIONS: KnowledgeQuestion[] = [
  // Shipping
  {
    q: "my sister in vancouver wants to know if u ship to BC or only quebec",
    expect: "every province and territory",
  },
  { q: "do yall ship to the us", expect: "the United States" },
  {
    q: "Hi! I love supporting local brands and I'm trying to figure out if you're actually Canadian. Where do your orders ship from?",
    expect: "Montreal",
  },
  {
    q: "Hey! I'm in Calgary and just ordered the Barrier Cream because the cold is wrecking my skin. With regular shipping, how long until it shows up?",
    expect: "3 to 5",
  },
  { q: "ça prend combien de jours la livraison à Sherbrooke?", expect: "3 to 5" },
  {
    q: "Hi, I'm in Portland, Oregon and my friend brought me your serum from Canada. I'm obsessed! If I order online, how long does it take to get to me?",
    expect: "5 to 8",
  },
  { q: "need it by friday is there a faster option", expect: "1 to 2" },
  { q: "express shipping how much", expect: "$15" },
  { q: "c quoi le minimum pour avoir la livraison gratuite", expect: "$60" },
  {
    q: "I only want one lip tint, so I'm nowhere near the free shipping amount. How much would shipping be to Winnipeg on a small order like that?",
    expect: "$8",
  },
  { q: "shipping to usa cost??", expect: "$12" },
  {
    q: "will i pay customs ordering to the us",
    expect: ["duties are included", "nothing is due on arrival"],
  },
  {
    q: "Last time I ordered from a Canadian shop, the courier made me pay $30 at my door in Seattle 🙃 Will I get charged anything extra when your box arrives?",
    expect: ["duties are included", "nothing is due on arrival"],
  },
  { q: "what time do i need to order by for it to ship today", expect: "2 pm" },
  {
    q: "I placed my order Saturday morning and haven't gotten a shipping email yet. When will it actually leave?",
    expect: "Monday",
  },
  { q: "do i get tracking", expect: "tracking number" },
  { q: "my mom wants to know which courier brings the parcels, she's never home", expect: "Canada Post" },
  {
    q: "I live out in the country and only have a PO box. I wanted to pay for the fastest shipping since it's for a birthday this weekend. Is that possible?",
    expect: "PO boxes",
  },

  // Returns & exchanges
  {
    q: "I bought the Skin Tint as a gift but my friend already has it, and it's still sealed. It was delivered about 5 weeks ago, can I still send it back?",
    expect: "45 days",
  },
  { q: "opened the glow serum and got a rash can i still return it", expect: "30 days" },
  {
    q: "Bonjour! J'ai ouvert la Barrier Cream pis j'ai fait une réaction, j'suis toute rouge. Est-ce que je vais être remboursée au complet?",
    expect: "in full",
  },
  { q: "how long till i get my refund after sending it back", expect: "5 business days" },
  { q: "refund as store credit or back on my card", expect: "original payment method" },
  {
    q: "I mailed my return last week and I'm anxious about it. Will I get some kind of notification when the money is on its way back?",
    expect: "refund is processed",
  },
  {
    q: "Ordered the Skin Tint in Medium and it's way too dark on me 😭 Do I have to pay anything to swap it for Light?",
    expect: "Exchanging a shade is free",
  },
  { q: "when do u send the replacement shade", expect: "scanned" },
  { q: "do i have to pay for return shipping im in toronto", expect: "prepaid label" },
  {
    q: "I'm in Chicago and the SPF didn't work out for me, still unopened. Do you cover the cost of mailing it back?",
    expect: "own return shipping",
  },
  { q: "can i return a final sale item", expect: "cannot be returned" },
  {
    q: "my cousin got a gift card from me but wants to return it for cash lol is that a thing",
    expect: "cannot be returned",
  },

  // FAQ
  { q: "r ur products vegan", expect: "vegan" },
  { q: "cruelty free certified by who", expect: "Leaping Bunny" },
  {
    q: "I'm trying to clean up my routine and only buy from brands that don't do animal testing anywhere. Is Glow Theory one of them?",
    expect: ["never test on animals", "cruelty-free"],
  },
  { q: "is there scent in ur stuff im allergic to perfume", expect: "fragrance-free" },
  { q: "does the rose mist have fragrance in it", expect: "natural rose water" },
  {
    q: "My skin is super reactive, even 'gentle' products make me red and itchy. Have your formulas actually been tested on sensitive skin?",
    expect: "dermatologist-tested",
  },
  { q: "any essential oils in ur formulas they break me out", expect: "free of essential oils" },
  { q: "how long is the serum good for after opening", expect: "12 months" },
  { q: "Ça se garde combien de temps si c'est pas encore ouvert?", expect: "24 months" },
  {
    q: "I just found out I'm pregnant 🥹 and my OB told me to stop my retinol. Do you have something I can use at night instead?",
    expect: ["retinol-free alternative", "retinol alternative"],
  },
  { q: "is retinol ok while pregnant", expect: "doctor" },
  { q: "whats ur email for customer service", expect: "care@glowtheory.example" },
  { q: "what hours is customer care open", expect: "9 am to 5 pm" },
  {
    q: "I've been trying to reach someone about my order all weekend and nobody answers. Does your team work Saturdays and Sundays?",
    expect: "Monday to Friday",
  },
  { q: "do u have a loyalty program", expect: "Glow Rewards" },
  { q: "how many points per dollar", expect: "1 point for every dollar" },
  {
    q: "I've been collecting points since summer and I'm finally at 100. What are they actually worth when I check out?",
    expect: "$10",
  },
  { q: "is there a subscription discount", expect: "15%" },
  {
    q: "I'd like to subscribe to the Glow Serum refills, but I travel a lot for work and might need to skip a month or two. Am I locked in once I sign up?",
    expect: "pause or cancel anytime",
  },
  {
    q: "my boyfriend wants to order me something for christmas and asked if u can wrap it for him",
    expect: "gift wrapping",
  },
  { q: "can i put a little message in with a gift", expect: "handwritten note" },
  { q: "where can i buy in person in toronto", expect: "Sephora" },
  { q: "Vous êtes vendus en magasin quelque part à Montréal?", expect: "Sephora" },
  {
    q: "Ugh, I just ordered the Glow Serum and then realized I meant to get the Barrier Cream. I ordered about 20 minutes ago, can I still fix it?",
    expect: "1 hour",
  },
  {
    q: "My parcel came today and the Rose Dew Mist bottle was cracked and leaked all over the box 😩 What do I do now?",
    expect: "replaced for free",
  },
  { q: "mist arrived leaking how long do i have to tell u", expect: "14 days" },
  { q: "student discount?", expect: "10%" },
  { q: "my daughter is at McGill and wants to know how she gets the student discount", expect: "UNiDAYS" },

  // Ingredients
  { q: "how much niacinamide in the glow serum", expect: "10% niacinamide" },
  {
    q: "I've been using a plain niacinamide serum and want something that hydrates too. How much hyaluronic acid is in your Glow Serum?",
    expect: "2% hyaluronic acid",
  },
  { q: "does the glow serum have green tea or antioxidants", expect: "green tea extract" },
  {
    q: "Qu'est-ce qu'il y a dans la Barrier Cream? J'ai la peau tellement sèche cet hiver",
    expect: ["ceramides", "squalane", "colloidal oatmeal"],
  },
  {
    q: "I have eczema on my cheeks and my dermatologist said oat-based creams help calm it. Is there any oat in your Barrier Cream?",
    expect: "colloidal oatmeal",
  },
  { q: "barrier cream got squalane?", expect: "squalane" },
  { q: "how strong is the bakuchiol in the night oil", expect: "1% bakuchiol" },
  { q: "what oils r in the night oil", expect: "rosehip and jojoba" },
  {
    q: "Chemical sunscreens always sting my eyes and make me tear up. Is your SPF 40 chemical or physical?",
    expect: "mineral",
  },
  { q: "how much zinc in ur spf", expect: "20% zinc oxide" },
  {
    q: "I'm Black and every mineral sunscreen I've tried leaves me looking ashy and grey. Will the SPF 40 do that on my skin?",
    expect: ["no white cast", "invisible on every skin tone"],
  },
  { q: "wat gives the lip tint its colour", expect: "iron oxides" },
  { q: "is the lip tint drying my lips are always chapped", expect: "shea butter" },
  { q: "any parabens in ur stuff", expect: "parabens" },
  { q: "Y'a-tu des sulfates dans vos produits? my skin is so sensitive lately", expect: "sulfates" },
  {
    q: "My esthetician told me to stay away from mineral oil because I get clogged pores. Does your Cleansing Balm have it?",
    expect: "mineral oil",
  },

  // Catalogue: prices, sizes, shades, finishes, stock
  { q: "glow serum price", expect: "38" },
  { q: "how much is the barrier cream", expect: "42" },
  { q: "my aunt in ottawa wants the bakuchiol night oil for her bday how much is it", expect: "48" },
  { q: "spf 40 how much", expect: "34" },
  { q: "Combien coûte le Velvet Lip Tint?", expect: "22" },
  {
    q: "I've been seeing the Skin Tint all over my TikTok FYP and I finally want to try it. What does it cost?",
    expect: "36",
  },
  { q: "price for the rose mist pls", expect: "26" },
  { q: "cleansing balm cost", expect: "32" },
  { q: "how big is the glow serum bottle", expect: "30 ml" },
  { q: "how many ml is the barrier cream", expect: "50 ml" },
  { q: "bakuchiol oil size", expect: "20 ml" },
  {
    q: "I'm going on a trip with only a carry-on, and liquids have to be 100 ml or under. Will the Rose Dew Mist get through security?",
    expect: "100 ml",
  },
  { q: "how much product in the cleansing balm tub", expect: "90 g" },
  { q: "Le lip tint, c'est mat ou glossy?", expect: "soft-matte" },
  { q: "how long does the lip tint last", expect: "8 hours" },
  { q: "what colours does the lip tint come in", expect: ["Rosewood", "Fig", "Coral Crush", "Mocha"] },
  { q: "which lip tint shade is sold out rn", expect: "Mocha" },
  { q: "is the skin tint dewy or matte", expect: "dewy" },
  { q: "does the skin tint have spf in it", expect: "SPF 20" },
  {
    q: "I have really deep skin and most tints stop at like tan. Does your Skin Tint go dark enough for me?",
    expect: "Deep",
  },
  { q: "Le Skin Tint vient en combien de teintes?", expect: "12 shades" },
  {
    q: "Every cleanser I try leaves my face feeling tight and squeaky. Is the Cleansing Balm gentle or does it strip?",
    expect: "without stripping",
  },
  { q: "which moisturiser is best for dry sensitive skin", expect: "Barrier Cream" },
  { q: "how many glow serums do u have left", expect: "42" },
  { q: "my skin looks so dull lately which product helps", expect: ["Glow Serum", "brightening"] },
  { q: "whats the rose mist for", expect: "hydrating" },

  // No source answers these: a person must confirm.
  { q: "is the holiday glow set still available", expect: null },
  {
    q: "I saw someone unbox a Holiday Glow Set on TikTok last year and it looked so cute. What's inside it and how much is it this year?",
    expect: null,
  },
  { q: "saw a post saying everything is 90% off today is that real", expect: null },
  { q: "black friday sale when", expect: null },
  {
    q: "I signed up for your newsletter hoping for a welcome discount but I never got an email. Can you confirm I get 20% off my first order?",
    expect: null,
  },
  { q: "my friend said the code GLOW25 works for 25% off, can u confirm before i order", expect: null },
  { q: "when is the bakuchiol oil back in stock", expect: null },
  { q: "Quand est-ce que la teinte Mocha va revenir en stock?", expect: null },
  { q: "is the spf water resistant im going to the beach", expect: null },
  { q: "lip tint gluten free?", expect: null },
  {
    q: "My son has a severe tree nut allergy and I want to make sure nothing I put on my face is a risk for him. Are your products nut-free?",
    expect: null,
  },
  { q: "can i pick up my order at ur montreal studio", expect: null },
  { q: "do u price match", expect: null },
  { q: "can i pay with klarna or afterpay", expect: null },
  { q: "do u take paypal", expect: null },
  { q: "do u send free samples with orders", expect: null },
  {
    q: "Hi! I'm a micro-influencer with 12k followers, mostly skincare content. Do you have a PR list or gifting program I could join?",
    expect: null,
  },
  {
    q: "I'm breastfeeding my 3-month-old and I'm being careful with everything I use. Is the Glow Serum safe while nursing?",
    expect: null,
  },
  { q: "are ur products made in canada", expect: null },
  { q: "Est-ce que vos emballages sont recyclables?", expect: null },
  { q: "do rewards points expire", expect: null },
  {
    q: "I'm a student and I also want to sign up for Subscribe & Save on the Barrier Cream. Can I stack the student discount on top of the subscription one? Please confirm before I order.",
    expect: null,
  },
  { q: "my sister's a nurse, do u have a healthcare worker discount", expect: null },
  { q: "do u do a birthday discount for rewards members", expect: null },
  {
    q: "I bought the Glow Serum at Sephora last week and it broke me out. Can I return it to you directly instead of going back to the store?",
    expect: null,
  },
];
