import type { KnowledgeQuestion } from "./questions";

/**
 * Fourth held-out question set for bench:knowledge over the sample brand "Glow Theory"
 * (src/server/knowledge/sample-brand.test-helper.ts: two pages, two PDFs, a catalogue).
 *
 * Written on 27 Nov 2026 from the sample brand's sources only, before the answer gate of that day
 * was changed, and never tuned on: the bench prints only its totals. The voices differ from the
 * other sets: formal emails, parents and partners buying for someone else, an esthetician and a
 * spa owner, dictated run-on messages, English as a second language, terse keyword queries, and
 * long messages whose asking clause is in the customer's own words. `expect` is an exact substring
 * of the brand's text (any of a list); null means no source answers it, so the reply must leave it
 * to a person.
 */
export const HELD_OUT_4_QUESTIONS: KnowledgeQuestion[] = [
  // Where the brand ships from and to
  {
    q: "Good afternoon. I reside in Iqaluit, Nunavut. Would you be able to send an order up here?",
    expect: "every province and territory",
  },
  {
    q: "hola, I am living in Texas, USA. It is possible to buy from your shop from here?",
    expect: "United States",
  },
  {
    q: "dad here, no idea what im doing. my daughter wants stuff from you and we live in Oregon. can you mail to us",
    expect: "United States",
  },
  { q: "Are you a Quebec company? Where exactly do the boxes come from", expect: "Montreal" },

  // Delivery times
  {
    q: "Good morning, I have not ordered yet but I would like to know: regular post to Thunder Bay, Ontario, how many working days?",
    expect: "3 to 5 business days",
  },
  {
    q: "voice to text sorry so I'm in Moncton and I want to know how many days normal delivery takes before I order the cream for my wife",
    expect: "3 to 5 business days",
  },
  {
    q: "As an esthetician in Kelowna I order for my clients. Standard delivery to BC, what timeframe should I quote them?",
    expect: "3 to 5 business days",
  },
  {
    q: "Okay so I'm moving apartments next week and won't be home much. If I order regular shipping to Winnipeg today, what kind of timeline am I looking at?",
    expect: "3 to 5 business days",
  },
  { q: "how many working days does a parcel take to reach Denver, Colorado", expect: "5 to 8 business days" },
  {
    q: "My husband works in Virginia for the year (regular street address). How long is delivery over there?",
    expect: "5 to 8 business days",
  },
  { q: "Fastest possible shipping to Quebec City please, how many days?", expect: "1 to 2 business days" },
  {
    q: "I need the mist by Friday for a photoshoot in Halifax, is there a quicker service than normal and how fast is it",
    expect: "1 to 2 business days",
  },
  { q: "Does the priority option cover Nunavut as well or only the south", expect: "anywhere in Canada" },
  { q: "What do you charge for the faster shipping service?", expect: "CA$15" },

  // Shipping costs, duties
  { q: "Good evening, is there a threshold above which delivery costs nothing in Canada?", expect: "CA$60" },
  { q: "my order is only one balm, what's the delivery fee for that to Ottawa", expect: "CA$8" },
  {
    q: "I run a small spa in Laval and want to keep the balm on hand for clients. Approximately what does delivery cost on an order around $45?",
    expect: "CA$8",
  },
  { q: "Kindly advise the shipping rate for an order going to Oregon.", expect: "US$12" },
  {
    q: "Will the mailman ask me for money when the box comes? I'm in Atlanta",
    expect: ["duties are included", "nothing is due on arrival"],
  },
  {
    q: "do americans get hit with brokerage fees on your stuff",
    expect: ["duties are included", "nothing is due on arrival"],
  },

  // Processing, tracking, carriers
  {
    q: "By what hour must I pay for the parcel to go out that very day?",
    expect: ["2 pm Eastern", "same day"],
  },
  { q: "I'm ordering Sunday afternoon, when will it be dispatched?", expect: "on Monday" },
  {
    q: "how soon after paying does my stuff leave your place if i order at 10 in the morning on a wednesday",
    expect: ["same day", "2 pm Eastern"],
  },
  { q: "How will I be able to see where my shipment is?", expect: "tracking number" },
  { q: "Will you send me some sort of number to follow the parcel?", expect: "tracking number by email" },
  { q: "is it fedex or who brings the parcels", expect: "Canada Post and UPS" },
  {
    q: "I only have a postal box at the village post office. Is the rapid option possible there?",
    expect: "PO boxes",
  },

  // Returns, refunds, exchanges
  {
    q: "Good day. What is the deadline to return a sealed product I no longer want?",
    expect: "within 45 days of delivery",
  },
  {
    q: "I bought a gift for my wife and she doesn't like it, it's never been opened. How long do I have to bring it back?",
    expect: "within 45 days",
  },
  {
    q: "the serum made my cheeks red and bumpy after two uses. Am I stuck with it or can I send it back even though it's open?",
    expect: ["within 30 days if they caused a skin reaction", "skin reaction"],
  },
  {
    q: "Long story short my last brand changed their formula and now I break out from everything, my derm says keep it simple. Before I commit, if it doesn't agree with my face after I open it, am I able to get my money back?",
    expect: ["within 30 days if they caused a skin reaction", "skin reaction"],
  },
  {
    q: "if an opened product irritated me do i get a partial or a full refund",
    expect: "refund them in full",
  },
  {
    q: "My refund, will it come as store credit or back to my debit card?",
    expect: "original payment method",
  },
  {
    q: "how many days from when you receive my return to when I get the money",
    expect: "within 5 business days of receiving your return",
  },
  { q: "will I be notified once my money has been returned", expect: "email when the refund is processed" },
  { q: "Can I trade my Fair skin tint for Light, and is there a fee?", expect: "shade is free" },
  {
    q: "For a shade swap, do you ship the replacement right away or only after my return arrives?",
    expect: ["as soon as your return is scanned", "scanned"],
  },
  {
    q: "I am in Saskatoon, do I need to pay to mail back a return?",
    expect: ["prepaid label", "free in Canada"],
  },
  { q: "where do I print a return label", expect: ["returns portal", "prepaid label"] },
  {
    q: "I'm returning from Seattle, will you cover the return postage?",
    expect: "pay their own return shipping",
  },
  {
    q: "I bought a gift card for my nephew and he doesn't want it. Refundable?",
    expect: ["Gift cards and final-sale items cannot be returned", "cannot be returned"],
  },
  { q: "the clearance items, are those returnable", expect: ["final-sale", "cannot be returned"] },

  // Values, fragrance, sensitivity
  { q: "Is there any animal product in your creams? I'm strictly vegan", expect: "vegan" },
  {
    q: "Are animals used at any point in testing your products?",
    expect: ["never test on animals", "cruelty-free", "Leaping Bunny"],
  },
  { q: "which organization certifies you as cruelty-free?", expect: "Leaping Bunny" },
  {
    q: "Scent-sensitive household here (asthma). Is anything in your range perfumed?",
    expect: "fragrance-free",
  },
  { q: "what gives the rose mist its smell", expect: "natural rose water" },
  {
    q: "My skin is very reactive, everything makes me red. Will your line be OK for me?",
    expect: ["dermatologist-tested", "sensitive skin"],
  },
  { q: "allergic to essential oils, are any in your formulas?", expect: "free of essential oils" },

  // Shelf life, pregnancy
  { q: "Shelf life of an unopened jar?", expect: "24 months" },
  { q: "I opened the cleansing balm in January, how long is it good for after opening", expect: "12 months" },
  {
    q: "Expecting my first baby in May, is the night oil safe for me?",
    expect: ["retinol-free alternative", "Ask your doctor"],
  },

  // Contact
  { q: "What is the best way to get a hold of someone at your company?", expect: "care@glowtheory.example" },
  {
    q: "My mom (she's 68) asked me to message you because she doesn't do instagram. She wants to know who she can write to with questions.",
    expect: "care@glowtheory.example",
  },
  {
    q: "Until what time can I reach your support people on a weekday?",
    expect: ["Monday to Friday", "9 am to 5 pm"],
  },
  { q: "do you reply to emails on weekends", expect: "Monday to Friday" },

  // Rewards, subscription, gift wrapping, stores
  { q: "how do points work, how many do I get per dollar", expect: "1 point" },
  {
    q: "How many points do I need for a discount and how much is it worth?",
    expect: "100 points take CA$10",
  },
  { q: "What do subscribers save compared to buying one at a time?", expect: "15% off every refill" },
  {
    q: "Honestly I'm terrible at remembering to reorder. Is there a way to have the serum just show up regularly?",
    expect: ["Subscribe & Save", "15% off every refill"],
  },
  {
    q: "Travelling for two months this summer. Can I put my serum deliveries on hold while I'm away?",
    expect: ["pause or cancel", "pause"],
  },
  {
    q: "Buying for my mother's 70th. Can you wrap it and include a card?",
    expect: ["free gift wrapping", "handwritten note"],
  },
  {
    q: "Hi there! Been following you for ages. My partner is hard to shop for. If I order a few things for him, would your crew be able to wrap them up nicely?",
    expect: "free gift wrapping",
  },
  { q: "Is there a physical store where I can test the products?", expect: "Sephora" },

  // Changing orders, damage, students
  {
    q: "I made a mistake in my address right after paying, can I still modify the order?",
    expect: "within 1 hour of purchase",
  },
  {
    q: "So I'm the type who orders stuff at 1 am and regrets it by breakfast 😅 realistically how much time do I have to back out of an order?",
    expect: "within 1 hour of purchase",
  },
  {
    q: "Opened the package and the cleansing balm lid had snapped off, product everywhere. Is there anything you can do?",
    expect: ["replaced for free", "email a photo"],
  },
  { q: "How many days do I have to report a broken item?", expect: "within 14 days of delivery" },
  {
    q: "Grad student on a tight budget here, is there any deal for people still in school?",
    expect: ["UNiDAYS", "10% off"],
  },

  // Ingredients
  { q: "Niacinamide concentration in the Glow Serum?", expect: "10% niacinamide" },
  {
    q: "What's the active ingredient list of the Glow Serum?",
    expect: ["niacinamide", "hyaluronic acid", "green tea extract"],
  },
  { q: "Does the barrier cream have ceramides in it?", expect: "ceramides" },
  { q: "How much bakuchiol does the night oil have?", expect: "1% bakuchiol" },
  { q: "the bakuchiol oil, is it rosehip based?", expect: ["rosehip", "jojoba"] },
  { q: "The SPF 40, does it use physical blockers?", expect: ["mineral sunscreen", "zinc oxide"] },
  { q: "What percentage of zinc is in the SPF?", expect: "20% zinc oxide" },
  {
    q: "I have deep skin and sunscreens always look grey on me, will the daily shield do that?",
    expect: ["no white cast", "invisible on every skin tone"],
  },
  { q: "What pigments are used in the lip tint?", expect: "iron oxides" },
  { q: "does the lip tint moisturise or is it drying", expect: ["shea butter", "conditions lips"] },
  {
    q: "SLS makes my face flare. Any sulfates in your formulas?",
    expect: ["parabens, sulfates, phthalates or mineral oil", "never use"],
  },
  { q: "Parabens: yes or no?", expect: ["parabens, sulfates, phthalates or mineral oil", "never use"] },

  // Catalogue: prices, sizes, shades, stock, what a product does
  { q: "What is the cost of the Barrier Cream?", expect: "$42.00" },
  { q: "price on the spf 40", expect: "$34.00" },
  { q: "Price check on the rose dew mist please", expect: "$26.00" },
  { q: "What size is the barrier cream jar?", expect: "50 ml" },
  { q: "how many ml in the night oil bottle", expect: "20 ml" },
  { q: "Which shades of the Skin Tint are there?", expect: ["Fair", "12 shades"] },
  { q: "Does the skin tint have sun protection?", expect: "SPF 20" },
  { q: "is the bakuchiol night oil available right now?", expect: "currently sold out" },
  { q: "is the lip tint in coral crush available to order", expect: "in stock" },
  {
    q: "does the cleansing balm take off sunscreen",
    expect: ["Melts makeup and sunscreen", "without stripping"],
  },
  { q: "what's the finish of the lip tint", expect: "soft-matte" },
  { q: "is the rose mist hydrating", expect: "hydrating face mist" },

  // No source answers these
  { q: "Do you offer a senior discount?", expect: null },
  { q: "Can I split the payment across two credit cards?", expect: null },
  { q: "Can my husband use the barrier cream after shaving?", expect: null },
  { q: "Can I have my order held at a Canada Post office so I can pick it up there?", expect: null },
  { q: "Can I use the night oil on the same night as a glycolic acid toner?", expect: null },
  { q: "Does the cleansing balm come with a muslin cloth?", expect: null },
  { q: "Do you have a take-back program for empty jars?", expect: null },
  { q: "Can I get an invoice with your GST and QST numbers for my business?", expect: null },
  { q: "Does the skin tint transfer onto shirt collars?", expect: null },
  { q: "Is there a limit on how many of each product I can order?", expect: null },
  { q: "Can I book a tour of your lab?", expect: null },
  { q: "Do you offset the carbon from your deliveries?", expect: null },
  { q: "If something goes on sale a week after I buy it, do you refund the difference?", expect: null },
  { q: "How many weeks does one bottle of the serum last with daily use?", expect: null },
  { q: "Does the lip tint have a flavour?", expect: null },
  { q: "Does the rose mist come out as a fine mist or more like a stream?", expect: null },
  { q: "Is there a shade-matching quiz on your website?", expect: null },
  { q: "Who founded Glow Theory and when?", expect: null },
  { q: "Do you have an address where I can drop off a return in person?", expect: null },
  { q: "Does the daily shield work as a makeup primer?", expect: null },
  { q: "What time does the delivery driver usually come by?", expect: null },
  { q: "Can I transfer my reward points to my sister's account?", expect: null },
  { q: "Are your products safe to use right after a chemical peel?", expect: null },
  { q: "Will my parcel need a signature when it's delivered?", expect: null },
];
