import type { KnowledgeQuestion } from "./questions";

/**
 * Fifth held-out question set for bench:knowledge over the sample brand "Glow Theory"
 * (src/server/knowledge/sample-brand.test-helper.ts: two pages, two PDFs, a catalogue).
 *
 * Written on 27 Nov 2026 from the sample brand's sources only, and never tuned on: the bench prints
 * only its totals. The voices differ from the other sets: comments under a TikTok video, customers
 * comparing with another brand, a makeup artist stocking a kit, a teenager, a grandmother, a nurse
 * on night shifts, customers quoting back a rule they half-remember wrongly, follow-ups after an
 * order, misspelled key words, questions asked as statements, and plain everyday questions.
 * `expect` is an exact substring of the brand's text (any of a list); null means no source answers
 * it, so the reply must leave it to a person.
 */
export const HELD_OUT_5_QUESTIONS: KnowledgeQuestion[] = [
  // Where the brand ships from and to
  { q: "does this ship to newfoundland?? 🙏", expect: "every province and territory" },
  { q: "ship to arizona? 👀", expect: "United States" },
  {
    q: "My grandson is at college in Vermont and I would like to send him the sunscreen. Can you post it to him down there?",
    expect: "United States",
  },
  { q: "I read somewhere that you ship everything out of Toronto, is that right?", expect: "Montreal" },

  // Delivery times
  {
    q: "I work nights and sleep most of the day, so I like to know when a box is coming. Regular delivery to Regina is how many days?",
    expect: "3 to 5 business days",
  },
  {
    q: "Ordered on Monday to Nashville and it's Thursday with nothing yet. What's the usual time for American orders?",
    expect: "5 to 8 business days",
  },
  { q: "I assume express means next day here in Canada.", expect: "1 to 2 business days" },
  {
    q: "Glossier charges me around $20 for the quick shipping option, what do you charge for yours?",
    expect: "CA$15",
  },

  // Shipping costs, duties
  {
    q: "how much do i need to spend for free shipping bc i only have like $40 of babysitting money",
    expect: ["CA$60", "CA$8"],
  },
  { q: "whats the shiping cost if im under the free amout", expect: "CA$8" },
  {
    q: "Makeup artist in Brooklyn here, restocking my kit with about 15 lip tints. Is US shipping a flat rate or does it go by weight?",
    expect: "US$12",
  },
  {
    q: "americans do we pay customs on this??",
    expect: ["duties are included", "nothing is due on arrival"],
  },
  {
    q: "So I'll be paying the import duties to the courier when it shows up at my place in Maine, right?",
    expect: ["duties are included", "nothing is due on arrival"],
  },

  // Processing, tracking, carriers
  {
    q: "I get off my shift at 7 am and usually order right away. On a Tuesday, would the box leave that same day?",
    expect: ["same day", "2 pm Eastern"],
  },
  { q: "I'm in Vancouver, is your order cutoff time my time or yours?", expect: "2 pm Eastern" },
  { q: "I figure you ship seven days a week since it's all online.", expect: ["on Monday", "business day"] },
  { q: "will i get a traking number by text or by email?", expect: "tracking number by email" },
  {
    q: "Follow-up on my order: it says shipped but where do I find the number to follow it?",
    expect: ["tracking number by email", "tracking number"],
  },
  {
    q: "Who will be bringing the parcel to my door, the regular mailman? I don't hear the bell very well.",
    expect: "Canada Post and UPS",
  },
  {
    q: "the only address i have is a post office box, the 1-2 day shipping still works for that right",
    expect: "PO boxes",
  },

  // Returns, refunds, exchanges
  { q: "Your site says 30 days to return stuff that's still sealed, correct?", expect: "within 45 days" },
  {
    q: "Is the return window counted from when I ordered or from when it arrived?",
    expect: "45 days of delivery",
  },
  {
    q: "My granddaughter didn't care for the lipstick colour I chose, she never opened it. It has been about a month, may I still send it back?",
    expect: "within 45 days",
  },
  {
    q: "I assume once I've opened something it's mine forever, even if it broke me out.",
    expect: ["within 30 days if they caused a skin reaction", "skin reaction"],
  },
  {
    q: "Sephora takes back opened stuff. Do you? The skin tint gave me little bumps all over my chin",
    expect: ["within 30 days if they caused a skin reaction", "skin reaction"],
  },
  {
    q: "opened the night oil three weeks ago and my face has been itchy since, is there a cutoff for sending it back",
    expect: ["within 30 days", "30 days"],
  },
  { q: "does the refund go back on the same card i payed with", expect: "original payment method" },
  {
    q: "The tracking says you received my return on Monday. How long before the refund actually lands?",
    expect: "within 5 business days",
  },
  {
    q: "I guess I'll just have to keep refreshing my banking app to see if the refund came through.",
    expect: "email when the refund is processed",
  },
  {
    q: "Bought Fig for a client but she wants Rosewood. Does swapping the colour cost me anything?",
    expect: "shade is free",
  },
  {
    q: "So the new shade only goes out once you've received and checked my return, right?",
    expect: ["as soon as your return is scanned", "scanned by the carrier"],
  },
  { q: "returns free in canada or nah", expect: ["free in Canada", "prepaid label"] },
  {
    q: "I assume returns are free for us in California too.",
    expect: "pay their own return shipping",
  },
  {
    q: "The lip tint I got was marked final sale and the colour is all wrong on me, can I return it?",
    expect: "final-sale items cannot be returned",
  },

  // Values, fragrance, sensitivity
  {
    q: "is it vegan? my mom says i can only buy vegan stuff with her card",
    expect: "vegan",
  },
  {
    q: "Is the bunny thing actually certified or is it one of those made-up logos brands print themselves?",
    expect: "certified by Leaping Bunny",
  },
  { q: "are u guys cruelty free and vegen", expect: ["vegan and cruelty-free", "cruelty-free"] },
  {
    q: "We're not allowed any scents on my unit at the hospital. Is the barrier cream unscented?",
    expect: "fragrance-free",
  },
  {
    q: "I assume the rose mist has perfume added to it.",
    expect: ["natural rose water", "fragrance-free except the Rose Dew Mist"],
  },
  {
    q: "My skin has become thin and touchy with age. Are your creams gentle enough for someone like me?",
    expect: ["dermatologist-tested", "sensitive skin"],
  },
  {
    q: "Another brand's lavender cream gave me hives. Do you put essential oils in anything?",
    expect: "free of essential oils",
  },

  // Shelf life, pregnancy
  {
    q: "If I buy ten of each for my kit and leave them sealed in a drawer, how long do they stay good?",
    expect: "24 months",
  },
  { q: "I heard opened products are only good for 6 months?", expect: "12 months" },
  {
    q: "I guess I have to give up on anything for fine lines while I'm pregnant.",
    expect: ["retinol-free alternative", "Ask your doctor"],
  },

  // Contact
  {
    q: "I don't use the computer much but my daughter can help. Is there an address where we can email a question?",
    expect: "care@glowtheory.example",
  },
  {
    q: "I'm on nights, can I reach someone from your team at like 11 pm?",
    expect: ["9 am to 5 pm", "Monday to Friday"],
  },
  {
    q: "i want to complain about a late order, what adress do i write to for costumer care",
    expect: "care@glowtheory.example",
  },

  // Rewards, subscription, gift wrapping, stores
  { q: "I thought it was 200 points for $10 off?", expect: "100 points take CA$10" },
  {
    q: "I spent $100 on my last order, how many points should be sitting in my account?",
    expect: "1 point for every dollar",
  },
  { q: "how much do u save with the subscribtion", expect: "15% off" },
  {
    q: "I assume there's a penalty if I cancel the subscription early.",
    expect: "pause or cancel anytime",
  },
  {
    q: "It's for my granddaughter's birthday. Could you put a little note in from Grandma?",
    expect: ["handwritten note", "free gift wrapping"],
  },
  { q: "I saw the gift wrap costs $5 extra at checkout?", expect: "free gift wrapping" },
  {
    q: "Most Canadian brands are at Shoppers Drug Mart, are you there too or only online?",
    expect: ["sold online and in Sephora", "Sephora"],
  },

  // Changing orders, damage, students
  {
    q: "I ordered about 3 hours ago and want to add the mist, can I still change it?",
    expect: "within 1 hour of purchase",
  },
  {
    q: "My serum came with the glass dropper snapped. What do I need to send you?",
    expect: ["email a photo", "replaced for free"],
  },
  {
    q: "Damaged items, I assume I'm paying to get a new one sent out.",
    expect: "replaced for free",
  },
  {
    q: "the mist that leaked came 2 weeks ago, am i too late to tell you",
    expect: "within 14 days of delivery",
  },
  {
    q: "Nursing student here, what do I need to get the student price?",
    expect: ["valid student email", "UNiDAYS"],
  },
  { q: "other brands give 15% for students, what's yours", expect: "10% off" },

  // Ingredients
  { q: "The Ordinary's niacinamide is 10%, how strong is yours?", expect: "10% niacinamide" },
  { q: "is there any hyaluronc in the glow serum or is it just niacinamide", expect: "hyaluronic acid" },
  {
    q: "what does glow serum even do, my skin looks kinda grey and dull lately",
    expect: ["brighten and hydrate", "brightening serum for dull skin"],
  },
  {
    q: "What's in the Barrier Cream, dear? My cheeks get so chapped in the winter.",
    expect: ["ceramides", "squalane", "colloidal oatmeal"],
  },
  { q: "does the barrier creme have squalene", expect: "squalane" },
  { q: "what's the night oil made of besides the bakuchiol", expect: ["rosehip", "jojoba"] },
  {
    q: "My current night serum is 0.5% retinol. What strength is the active in your night oil?",
    expect: "1% bakuchiol",
  },
  {
    q: "I work on a lot of deeper skin tones, does your SPF flash white on camera?",
    expect: ["no white cast", "invisible on every skin tone"],
  },
  {
    q: "The daily shield is the chemical one with avobenzone, right?",
    expect: ["mineral sunscreen", "zinc oxide"],
  },
  { q: "I assume the lip tint uses carmine for the red.", expect: "iron oxides" },
  {
    q: "any phthalates in the lip tint",
    expect: ["parabens, sulfates, phthalates or mineral oil", "never use"],
  },
  {
    q: "Washing my face after a 12 hour shift dries me out. No sulfates in your stuff, right?",
    expect: ["parabens, sulfates, phthalates or mineral oil", "never use"],
  },

  // Catalogue: prices, sizes, shades, what a product does
  { q: "My Tatcha serum is $90. What's the Glow Serum priced at?", expect: "38" },
  { q: "What do you charge per Skin Tint? I'd want one of every shade for my kit.", expect: "36" },
  { q: "how much is the lip tint i only have $25", expect: "22" },
  { q: "price on that rose spray from your video", expect: "26" },
  { q: "Sunday Riley's night oil is crazy expensive, what does yours cost?", expect: "48" },
  { q: "how much is the sunscren", expect: "34" },
  { q: "what does a jar of the barrier cream run?", expect: "42" },
  { q: "is the rose mist small enough to bring on the plane", expect: "100 ml" },
  { q: "what size is the spf tube", expect: "50 ml" },
  {
    q: "what shade is she wearing?? what colours are there",
    expect: ["Rosewood", "Fig", "Coral Crush", "Mocha"],
  },
  { q: "do you have a brownish nude in the lip tint", expect: "Mocha" },
  { q: "Is there a plummy berry colour in the lip tint?", expect: "Fig" },
  {
    q: "I'm olive, somewhere between medium and tan. Which skin tint shades are there?",
    expect: ["Medium", "Tan", "12 shades"],
  },
  { q: "is the skin tint like a foundation? how heavy is it", expect: ["sheer", "dewy"] },
  { q: "the skin tint is SPF 30 right?", expect: "SPF 20" },
  { q: "how long does the velvet lip tint wear on set", expect: "8 hours" },

  // No source answers these
  { q: "ship to jamaica?? 🇯🇲", expect: null },
  { q: "Do you accept American Express?", expect: null },
  { q: "When you refund a return, do I also get back what I paid for shipping?", expect: null },
  { q: "Is the gift wrap paper or a box? I want to know what it looks like.", expect: null },
  { q: "Can I get my serum refill every 6 weeks instead of every month?", expect: null },
  { q: "do i earn glow rewards points when i buy your stuff at sephora", expect: null },
  { q: "Does your email support answer in French? My mother only reads French.", expect: null },
  { q: "do you sell a body lotion", expect: null },
  {
    q: "Could I order five of the Holiday Glow Set to give my bridal clients as thank-you gifts?",
    expect: null,
  },
  { q: "Is the cleansing balm safe around eyelash extensions?", expect: null },
  { q: "Can I put the barrier cream on my baby's diaper rash?", expect: null },
  { q: "Which goes on first, the glow serum or the barrier cream?", expect: null },
  { q: "Is there a fee if I cancel my order within the hour?", expect: null },
  { q: "Will I get a tracking number for my return parcel too?", expect: null },
  { q: "Can I pick UPS instead of Canada Post at checkout?", expect: null },
  { q: "Is the expiry date printed on the bottle somewhere?", expect: null },
  { q: "Is the SPF 40 ok for my 3 year old grandson?", expect: null },
  { q: "can i spray the rose mist over my makeup to set it", expect: null },
  { q: "Is the student 10% off valid in Sephora stores too?", expect: null },
  { q: "Do you have a pro program for makeup artists, like a percentage off every order?", expect: null },
  { q: "Is there alcohol in the glow serum? it stings me in other brands", expect: null },
  { q: "is the lip tint safe to wear while pregnant", expect: null },
  { q: "Does Glow Rewards have tiers, like gold or VIP levels?", expect: null },
  { q: "Is the rose water in the mist organic?", expect: null },
  { q: "Is express shipping insured if the parcel goes missing?", expect: null },
];
