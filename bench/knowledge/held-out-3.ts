import type { KnowledgeQuestion } from "./questions";

/**
 * Third held-out question set for bench:knowledge over the sample brand "Glow Theory"
 * (src/server/knowledge/sample-brand.test-helper.ts: two pages, two PDFs, a catalogue).
 *
 * Written on 27 Nov 2026 from the sample brand's sources only, before the answer gate of that day
 * was changed, and never tuned on: the bench prints only its totals. The phrasings are new (not
 * rewordings of the other sets): DMs with a story, typos, slang, indirect asks, several questions
 * in one message, some Quebec French. `expect` is an exact substring of the brand's text (any of
 * a list); null means no source answers it, so the reply must leave it to a person.
 */
export const HELD_OUT_3_QUESTIONS: KnowledgeQuestion[] = [
  // Where the brand ships from and to
  {
    q: "heyyy does ur stuff ship out to yellowknife or am i outta luck",
    expect: "every province and territory",
  },
  {
    q: "PEI girl here 🌊 can i actually order or do u skip the islands",
    expect: "every province and territory",
  },
  {
    q: "Quick question before I check out: can I have it sent to my grandma in Florida?",
    expect: "United States",
  },
  { q: "any chance yall deliver to michigan", expect: "United States" },
  { q: "where is ur studio located", expect: "Montreal" },
  { q: "what city do orders get packed in", expect: "Montreal" },

  // Delivery times
  { q: "regina here. roughly how many biz days for standard?", expect: "3 to 5 business days" },
  {
    q: "I'm sending a care package to my son at university in Kingston, ON. Using the basic shipping, what's a realistic window for it to arrive?",
    expect: "3 to 5 business days",
  },
  { q: "standard delivery to newfoundland, how long we talkin", expect: "3 to 5 business days" },
  { q: "combien de temps pour recevoir ma commande à Gatineau?", expect: "3 to 5 business days" },
  { q: "how long would it take to get to phoenix arizona", expect: "5 to 8 business days" },
  {
    q: "my aunt lives in boston and i wanna surprise her w the barrier cream, how long b4 she gets it",
    expect: "5 to 8 business days",
  },
  { q: "eta for orders shipped to NYC?", expect: "5 to 8 business days" },
  { q: "is there a next day or 2 day shipping option", expect: "1 to 2 business days" },
  {
    q: "Leaving for a trip Thursday and I forgot my sunscreen 😩 if I choose express to Edmonton how many days?",
    expect: "1 to 2 business days",
  },
  {
    q: "does express reach rural areas or just cities? im in northern manitoba",
    expect: "anywhere in Canada",
  },
  { q: "whats the price for express", expect: "CA$15" },
  { q: "cost of expedited shipping?", expect: "CA$15" },

  // Shipping costs, duties
  { q: "at what amount does shipping become free", expect: "CA$60" },
  { q: "i have $52 in my cart lol how much more til free ship", expect: "CA$60" },
  { q: "la livraison est gratuite à partir de combien?", expect: "CA$60" },
  { q: "if my order is small like 25 bucks whats shipping", expect: "CA$8" },
  { q: "regular shipping fee in canada for orders under the free threshold?", expect: "CA$8" },
  { q: "how much to ship a couple things to oregon", expect: "US$12" },
  { q: "do americans pay more for shipping? whats the rate", expect: "US$12" },
  {
    q: "im in minnesota, will UPS hit me with import fees when the box gets here?",
    expect: ["duties are included", "nothing is due on arrival"],
  },
  { q: "are duties extra for US customers or already in the price", expect: "duties are included" },

  // Processing, tracking, carriers, PO boxes
  { q: "what's the cutoff time for same day shipping", expect: "before 2 pm Eastern" },
  {
    q: "I ordered at 11am on a Tuesday, will it leave today or tomorrow?",
    expect: "before 2 pm Eastern",
  },
  { q: "ordered sunday night... when does it actually get shipped", expect: "ship on Monday" },
  { q: "how do i find out where my package is at", expect: "tracking number by email" },
  { q: "do i get some kind of tracking # after i order", expect: "tracking number by email" },
  { q: "is it purolator or canada post or who", expect: "Canada Post and UPS" },
  { q: "what courier brings the parcels", expect: "Canada Post and UPS" },
  { q: "i only have a po box, can i still pick express?", expect: "PO boxes" },

  // Returns and refunds
  { q: "how long do i have to return something i havent opened", expect: "within 45 days of delivery" },
  {
    q: "got a serum as a gift but I already have one, never opened it. can it go back?",
    expect: "within 45 days of delivery",
  },
  { q: "retour possible combien de jours?", expect: "within 45 days of delivery" },
  {
    q: "the barrier cream made my cheeks red and itchy 😣 ive used it a few times, can i still get a refund?",
    expect: "within 30 days if they caused a skin reaction",
  },
  {
    q: "if i had an allergic reaction to an opened product whats the return window",
    expect: "within 30 days if they caused a skin reaction",
  },
  {
    q: "when will the refund hit my account after you get my return",
    expect: "within 5 business days of receiving your return",
  },
  { q: "do refunds go back to my credit card or store credit", expect: "original payment method" },
  { q: "will i get notified when my refund goes through", expect: "email when the refund is processed" },

  // Exchanges
  { q: "the skin tint shade i got is too dark, can i swap it", expect: "Exchanging a shade is free" },
  {
    q: "is there a fee to trade my lip tint color for a different one",
    expect: "Exchanging a shade is free",
  },
  {
    q: "if I exchange a shade do I have to wait until you receive the old one before you send the new?",
    expect: "as soon as your return is scanned",
  },

  // Return shipping and exceptions
  { q: "do i pay to mail back a return from ottawa", expect: "Return shipping is free in Canada" },
  { q: "where do i get a return label", expect: "prepaid label from our returns portal" },
  { q: "returning from the US, who covers the shipping back?", expect: "pay their own return shipping" },
  {
    q: "can i return a gift card i never used",
    expect: "Gift cards and final-sale items cannot be returned",
  },
  { q: "bought something on final sale, can i send it back?", expect: "final-sale items cannot be returned" },

  // Values, fragrance, sensitive skin
  { q: "is ur line fully vegan", expect: "vegan and cruelty-free" },
  { q: "do you test your products on animals at all", expect: ["never test on animals", "cruelty-free"] },
  { q: "are you leaping bunny certified or just saying cruelty free", expect: "Leaping Bunny" },
  {
    q: "I get migraines from scented stuff. Is anything in your range perfumed?",
    expect: "fragrance-free except the Rose Dew Mist",
  },
  { q: "does the rose mist have added fragrance or is it real rose", expect: "natural rose water" },
  {
    q: "i have super reactive skin, will ur stuff wreck me",
    expect: "dermatologist-tested on sensitive skin",
  },
  { q: "are there essential oils in any of ur formulas", expect: "free of essential oils" },

  // Shelf life
  { q: "if i stock up on 3 serums how long will the unopened ones stay good", expect: "keep for 24 months" },
  { q: "once i crack open the cream how long until i should toss it", expect: "within 12 months" },
  { q: "whats the expiry on an opened product", expect: "within 12 months" },

  // Pregnancy
  {
    q: "just found out im expecting 🤰 which of your products can i keep using? worried about retinol",
    expect: ["Ask your doctor before using retinol", "retinol-free alternative"],
  },
  { q: "safe retinol swap for breastfeeding mamas?", expect: "retinol-free alternative" },

  // Contact
  { q: "whats ur email i need to talk to someone about my order", expect: "care@glowtheory.example" },
  { q: "what hours is customer service open", expect: "9 am to 5 pm Eastern" },
  { q: "can i reach someone on saturday?", expect: "Monday to Friday" },

  // Rewards, subscription
  { q: "how do points work with your loyalty thing", expect: "1 point for every dollar" },
  { q: "how many points until i get money off", expect: "100 points take CA$10 off" },
  { q: "what's 100 points worth", expect: "CA$10 off" },
  { q: "is there a discount if i do auto-refills", expect: "15% off every refill" },
  { q: "if i sign up for subscribe and save am i locked in", expect: "pause or cancel anytime" },

  // Gift wrapping, where to buy, order changes, damage, students
  { q: "it's for my mom's 60th, any chance u could make it look giftable?", expect: "free gift wrapping" },
  { q: "can i add a little card message to a gift order", expect: "handwritten note" },
  { q: "do any stores carry ur stuff? i wanna swatch first", expect: "Sephora stores across Canada" },
  { q: "can I find Glow Theory at a shop in Toronto?", expect: "Sephora stores across Canada" },
  { q: "oops i put the wrong address, can i still fix my order", expect: "within 1 hour of purchase" },
  { q: "accidentally ordered twice 🤦‍♀️ how do i cancel one", expect: "within 1 hour of purchase" },
  {
    q: "my mist showed up with the cap cracked and it leaked everywhere, what do i do?",
    expect: ["email a photo within 14 days", "replaced for free"],
  },
  {
    q: "box got crushed in transit and the balm jar is broken",
    expect: ["email a photo within 14 days", "replaced for free"],
  },
  { q: "any deals for uni students", expect: "10% off with a valid student email" },
  { q: "how do i get the student discount", expect: "UNiDAYS" },

  // Ingredients
  { q: "what % niacinamide is in the glow serum", expect: "10% niacinamide" },
  { q: "does the glow serum have hyaluronic acid in it?", expect: "2% hyaluronic acid" },
  { q: "whats actually in the barrier cream", expect: "ceramides, squalane and colloidal oatmeal" },
  { q: "does the barrier cream have ceramides", expect: "ceramides, squalane and colloidal oatmeal" },
  { q: "whats the bakuchiol percentage in ur face oil", expect: "1% bakuchiol" },
  { q: "what oils are in the bakuchiol oil", expect: "rosehip and jojoba" },
  { q: "is ur sunscreen chemical or mineral", expect: "mineral sunscreen with 20% zinc oxide" },
  {
    q: "I'm dark skinned and every zinc sunscreen turns me grey. Does yours leave a white cast?",
    expect: "no white cast",
  },
  { q: "what gives the lip tint its color", expect: "iron oxides" },
  { q: "anything moisturizing in the lip tint or will it dry my lips", expect: "shea butter" },
  { q: "do u use parabens", expect: "parabens, sulfates, phthalates or mineral oil" },
  { q: "any mineral oil in your products?", expect: "parabens, sulfates, phthalates or mineral oil" },

  // Catalogue: prices, sizes, shades, stock
  { q: "glow serum price pls", expect: "$38.00" },
  { q: "how much is the cleansing balm", expect: "$32.00" },
  { q: "what does the rose mist go for", expect: "$26.00" },
  { q: "price of the night oil?", expect: "$48.00" },
  { q: "how much is one lip tint", expect: "$22.00" },
  { q: "skin tint cost?", expect: "$36.00" },
  { q: "how many grams is the balm", expect: "90 g" },
  { q: "how much product is in the barrier cream jar", expect: "50 ml" },
  { q: "which shades r there for the velvet lip", expect: "Rosewood, Fig, Coral Crush, Mocha" },
  { q: "skin tint shade range?", expect: ["Fair, Light, Medium, Tan, Deep", "12 shades"] },
  { q: "can i buy the bakuchiol oil right now", expect: "currently sold out" },
  { q: "is mocha available in the lip tint rn", expect: "Mocha (sold out)" },
  { q: "would the skin tint be enough sun protection on its own or is there no spf", expect: "SPF 20" },
  { q: "does the velvet tint last thru lunch or do i need to reapply a lot", expect: "8 hours of wear" },
  { q: "will the cleansing balm take off my sunscreen", expect: "Melts makeup and sunscreen" },
  {
    q: "two things: how much is the glow serum and do you ship it to the US?",
    expect: ["$38.00", "United States"],
  },

  // No source answers these: the reply must leave them to a person
  { q: "do you ship to ireland", expect: null },
  { q: "how much is shipping to hong kong", expect: null },
  { q: "can i pay by interac e-transfer", expect: null },
  { q: "do gift cards expire?", expect: null },
  { q: "is there vitamin c in the glow serum", expect: null },
  { q: "is the barrier cream safe for people with nut allergies", expect: null },
  { q: "is the zinc in your spf nano or non-nano", expect: null },
  { q: "is the velvet lip tint kiss proof", expect: null },
  { q: "does the skin tint oxidize during the day", expect: null },
  { q: "what's the pH of the barrier cream", expect: null },
  { q: "can i return something i bought at sephora to you directly", expect: null },
  { q: "any discounts for teachers?", expect: null },
  { q: "can u add me to ur PR list, im a creator w 20k followers", expect: null },
  { q: "do you have a referral program where my friend and i both get credit", expect: null },
  { q: "can i use two promo codes on one order", expect: null },
  { q: "does the cleansing balm remove waterproof mascara", expect: null },
  { q: "my cat licked some of the rose mist off my hand, is that dangerous", expect: null },
  { q: "do you ship to APO military addresses", expect: null },
  { q: "is there a warehouse sale in montreal this year", expect: null },
  { q: "can i order over the phone", expect: null },
  { q: "will the glow serum pill under foundation", expect: null },
  { q: "do you offer engraving or personalised bottles", expect: null },
  { q: "est-ce que vous avez un programme pour les influenceurs?", expect: null },
  { q: "how many pumps of the serum should i use", expect: null },
  { q: "do u guys have an app for ordering", expect: null },
  { q: "is the night oil ok to use under makeup in the morning", expect: null },
];
