/**
 * bench:knowledge questions over the second brand, the demo brand Aurelle Beauty (its help pages in
 * sim/site/ and its catalogue in sim/traffic/beauty-catalogue.ts, prices in USD).
 * Written on 28 Nov 2026 by a separate session from the demo brand's pages and catalogue only, as
 * customers send them by Instagram/TikTok DM or comment in their first week of knowing the brand.
 * This is a development set: its misses may be read and fixed with general rules. Three expected
 * facts also accept the catalogue's or the shipping page's wording of the same fact (session 14).
 * `expect`: a text the right passage holds; null: no page or product answers it.
 */
import type { KnowledgeQuestion } from "./questions";

export const SECOND_BRAND_DEVELOPMENT_2_QUESTIONS: KnowledgeQuestion[] = [
  // Processing and US delivery
  {
    q: "if i order before lunch today does it go out today or tomorrow?",
    expect: "ship the same business day",
  },
  {
    q: "ordered saturday night lol when does it actually leave the warehouse",
    expect: "on weekends or on US public holidays",
  },
  {
    q: "ok so I ordered during your launch and it still says unfulfilled after 2 days, is that normal??",
    expect: "processing can take up to 3 business days",
  },
  { q: "how long til it gets to me in ohio", expect: "United States takes 3 to 5 business days" },
  {
    q: "need my order by friday for a trip 😩 do you have a faster option and how much",
    expect: "express shipping takes 1 to 2 business days",
  },
  { q: "whats the shipping fee in the US? I only want one lip oil", expect: "United States costs $5.95" },
  {
    q: "how much do i have to spend to get free shipping? (im in texas)",
    expect: "free standard shipping on US orders of $50",
  },
  {
    q: "my cart is $54 but with WELCOME10 it drops under 50, do I still get free shipping?",
    expect: "counted after discount codes and before taxes",
  },

  // International
  { q: "hiii do you ship to canada? i'm in winnipeg 🇨🇦", expect: "territory in 5 to 8 business days" },
  {
    q: "Hola! cuánto cuesta el envío a Canadá? vivo en Montreal",
    expect: "in 5 to 8 business days for $9.95",
  },
  {
    q: "canadian here, is there free shipping for us too or just the states?",
    expect: "Canadian orders of $75 or more",
  },
  { q: "@aurellebeauty do you deliver to Dublin?", expect: "United Kingdom and Ireland: 7 to 12" },
  {
    q: "aussie girlie here 🦘 how long would it take to get to melbourne",
    expect: "Australia and New Zealand: 8 to 14",
  },
  {
    q: "¿Hacen envíos a México? me encantaron sus lip oils",
    expect: "We do not ship to other countries yet",
  },
  { q: "Bonjour ! Est-ce que vous livrez en France ? 🥐", expect: "We do not ship to other countries yet" },
  { q: "are your prices in USD or AUD on the site?", expect: "shipping costs are in USD" },
  {
    q: "Will I get hit with customs fees in the UK? Got stung by another brand last month",
    expect: "charged import duties and taxes",
  },

  // Tracking, address, lost parcels
  { q: "how do i track my order? i didnt see anything yet", expect: "an email with its tracking number" },
  {
    q: "tracking link says label created and nothing else since this morning?",
    expect: "shows the first carrier scan within 24 hours",
  },
  {
    q: "my order shipped like 9 business days ago and tracking hasn't moved at all. what do i do",
    expect: "Nothing after 7 business days?",
  },
  {
    q: "omg i put my old address 🙈 i ordered 20 min ago can you fix it",
    expect: "We can change the shipping address",
  },
  {
    q: "I moved and my parcel already shipped to the old apartment, can you reroute it?",
    expect: "address can only be changed with the carrier",
  },
  {
    q: "usps says delivered 3 days ago but theres nothing at my door or with my neighbours 😭",
    expect: "within 14 days of the delivery scan",
  },
  { q: "is the packaging plastic? trying to cut down on waste", expect: "in recyclable paper packaging" },

  // Cancelling
  {
    q: "can i cancel? i ordered the wrong thing like 10 mins ago",
    // The shipping page states the same rule ("cancel an order within 1 hour of ordering").
    expect: ["within 1 hour of ordering, by replying", "cancel an order within 1 hour of ordering"],
  },

  // Returns
  { q: "whats ur return policy", expect: "return products within 30 days of delivery" },
  {
    q: "I used the hydra glow serum for a week and it's just not for me. Can I still send it back if it's opened?",
    expect: "at least half of the product is left",
  },
  {
    q: "I bought the cleansing balm at a little boutique in Austin, can I return it to you guys?",
    expect: "returned to that stockist under its own policy",
  },
  { q: "how do i start a return", expect: "Go to aurellebeauty.com/returns" },
  {
    q: "do I have to pay for the return label or is it free?",
    expect: "The prepaid US return label costs $5.95",
  },
  { q: "I'm in Sydney, who pays to ship a return back?", expect: "pay their own return shipping" },
  {
    q: "sent my return back last week, how long until i see my money?",
    expect: "within 3 business days of your return reaching",
  },
  {
    q: "you said the refund was issued but my card still doesn't show it?",
    expect: "Your bank can take 5 to 10",
  },
  {
    q: "I used a 15% code, will the refund be the full price?",
    expect: "the refund is the amount you actually paid",
  },
  {
    q: "my sister got me a gift card and i used it but the tint shade is wrong, if i return it do i get cash?",
    expect: "refunded as store credit",
  },
  { q: "can I return the travel minis? didn't love them", expect: "for hygiene reasons" },
  {
    q: "bought stuff in the end of season sale, can I return one?",
    expect: "items bought during our end-of-season sale",
  },
  {
    q: "i got the glow ritual set and love everything except the cleanser, can i just return that one",
    expect: "returned as a complete set",
  },

  // Exchanges
  {
    q: "got Medium in the skin tint but it's way too dark, can i swap for Light? is that free",
    expect: "Exchanges for another shade or size",
  },
  {
    q: "if I exchange my lip liner do I have to wait for you to get the old one before you send the new one?",
    expect: "ships as soon as the carrier scans",
  },
  {
    q: "scared to pick the wrong liner shade lol, is there something to help choose",
    expect: "our shade finder on each product page",
  },

  // Damaged, wrong, reactions
  {
    q: "my vitamin c serum arrived with the dropper cracked and it leaked everywhere 😭",
    expect: "arrives broken, damaged or leaking",
  },
  {
    q: "ordered Cherry lip oil but got Guava?? what do I do",
    expect: "with your order number and a photo",
  },
  {
    q: "the retinal is making me really red and itchy even though I started slow. I've used more than half, can I still get a refund?",
    expect: "contact us within 60 days of delivery",
  },

  // Ingredients and values
  { q: "cruelty free?? 🐰", expect: "we never test on animals" },
  { q: "is everything vegan? i don't use beeswax", expect: "Overnight Lip Mask, which contains beeswax" },
  {
    q: "is the lip oil vegan or does it have beeswax like most glosses",
    expect: "its shine comes from plant oils",
  },
  {
    q: "does the eye cream have fragrance in it? my eyes are super reactive",
    expect: "the Peptide Eye Cream are fragrance-free",
  },
  { q: "est-ce que le baume démaquillant est parfumé ?", expect: "has a light natural scent" },
  {
    q: "where can i see the full ingredients for the ceramide cream? i have allergies",
    expect: "printed on every box",
  },
  {
    q: "I'm 5 months pregnant 🤰 can I keep using the retinal serum?",
    expect: "while pregnant or breastfeeding",
  },
  {
    q: "just found out I'm pregnant!! is the hydra glow serum still ok to use?",
    expect: "fine to use during pregnancy",
  },
  {
    q: "I have super sensitive skin and react to everything, how should I try your stuff?",
    expect: "patch test a new product",
  },
  {
    q: "will the ceramide cream break me out? acne prone here",
    expect: "dermatologist tested and non-comedogenic",
  },
  { q: "never used a retinal before, how often should i use it at the start", expect: "two nights a week" },
  {
    q: "can i layer the vit c and the retinal? or will it wreck my skin",
    expect: "the vitamin C serum in the morning",
  },
  {
    q: "how long is the vit c good for once I open it?",
    expect: "Bright Start Vitamin C Serum within 6 months",
  },

  // Shades
  {
    q: "what shades does the skin tint come in? i'm pretty pale",
    // The catalogue lists the same shades with commas only.
    expect: ["Fair, Light, Medium, Tan, Deep and Rich", "Fair, Light, Medium, Tan, Deep, Rich"],
  },
  {
    q: "can u help me pick a skin tint shade? im between tan and deep",
    expect: "Send us a photo in natural light",
  },
  {
    q: "what colors does the lip oil come in 😍",
    // The catalogue lists the same shades with commas only.
    expect: ["Rosewood, Peach, Cocoa, Guava and Berry", "Rosewood, Peach, Cocoa, Guava, Berry"],
  },

  // Discounts, payments, gift cards
  { q: "any discount codes for first time buyers? 👀", expect: "WELCOME10, 10% off your first order" },
  { q: "can I use WELCOME10 and GLOW15 together?", expect: "Only one discount code can be used" },
  { q: "do you take paypal or apple pay", expect: "Apple Pay, Google Pay and Shop Pay" },
  { q: "can I split the glow set into payments?", expect: "Shop Pay Installments on orders over $50" },
  {
    q: "tienen tarjetas de regalo? quiero regalarle algo a mi mamá",
    expect: "digital gift cards from $25 to $200",
  },
  { q: "do gift cards expire? got one for my bday last year", expect: "valid for 3 years" },

  // Where to buy
  { q: "do you have a store in nyc? is it open on mondays", expect: "open Tuesday to Sunday from 11 am" },

  // Products: price, size, variants
  {
    q: "how much is the hyaluronic serum and does it come in a bigger size",
    expect: "Hydra Glow Hyaluronic Serum",
  },
  { q: "price on the niacinamide? saw it on my fyp", expect: "Clear Pore Niacinamide 10% Serum" },
  {
    q: "whats the difference in price between the retinal and the vit c?",
    expect: "Retinal Night Renewal Serum",
  },
  {
    q: "does the retinal come in different strengths? I'm a total beginner",
    expect: "Retinal Night Renewal Serum",
  },
  {
    q: "is there a big bottle of the foaming cleanser? i go through it so fast",
    expect: "Cloud Foam Gentle Cleanser",
  },
  { q: "how much is the glow ritual set? is it worth it vs buying separately", expect: "Glow Ritual Set" },
  { q: "do u have the lip liner in espresso? 🤎", expect: "Shade Match Lip Liner" },
  { q: "what flavors does the lip sleeping mask come in", expect: "Overnight Lip Mask" },

  // Not answered by any page or product
  { q: "do u sell a brow gel? need something for my brows", expect: null },
  { q: "Can I subscribe to get the cleanser every 2 months? I always run out", expect: null },
  { q: "do you add free samples with orders? would love to try the eye cream first", expect: null },
  { q: "It's for my best friend's birthday, can you gift wrap it and add a note?", expect: null },
  { q: "Sephora has the SPF cheaper right now, do you price match?", expect: null },
  { q: "is there a minimum order amount for international orders?", expect: null },
  { q: "do you have a rewards or points program?", expect: null },
  { q: "student discount?? 🥺", expect: null },
  { q: "when does your end of season sale start this year? want to stock up", expect: null },
  { q: "I just got charged twice for the same order?? please help", expect: null },
  { q: "how do I delete my account and unsubscribe from everything", expect: null },
  { q: "can i pick up my online order at the brooklyn studio instead of paying shipping", expect: null },
  { q: "do you do facials or skin consultations at the studio?", expect: null },
  { q: "is the sheer shield spf 50 reef safe?", expect: null },
  { q: "¿el protector solar Sheer Shield es resistente al agua? voy a la playa", expect: null },
  { q: "does the skin tint leave a white cast on darker skin?", expect: null },
  { q: "can I use the niacinamide serum and vitamin c serum at the same time?", expect: null },
  { q: "are your products halal certified?", expect: null },
  { q: "are the serum bottles refillable? i love the recyclable paper packaging", expect: null },
  { q: "is the lip liner waterproof / long wearing? i eat a lot lol", expect: null },
  { q: "how do I become a stockist for my salon in Chicago?", expect: null },
  { q: "can you ship to an APO address? my husband is stationed overseas", expect: null },
  { q: "do you have a collab / ambassador program for small creators? 💕", expect: null },
  { q: "is the ceramide cream safe for my 8 year old's eczema?", expect: null },
  { q: "if something goes on sale a few days after I bought it do you refund the difference?", expect: null },
];
