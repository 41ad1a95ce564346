import { DEVELOPMENT_3_MORE } from "./development-3-more";
import type { KnowledgeQuestion } from "./questions";

/**
 * Third development question set for bench:knowledge over the sample brand "Glow Theory"
 * (src/server/knowledge/sample-brand.test-helper.ts: two pages, two PDFs, a catalogue).
 *
 * Written on 27 Nov 2026 from the sample brand's sources only, without reading the answering code,
 * and used as a development set: its misses are read while tuning. The voices are Instagram and
 * TikTok DMs and comments: Montreal franglais, slang and typos without punctuation, emoji, long
 * stories with the question at the end, two questions in one message, indirect "wondering if"
 * questions, and customers' own words for the policy's terms (money back, parcel, scent, get here).
 * `expect` is an exact substring of the brand's text (any of a list); null means no source answers
 * it, so the reply must leave it to a person. Several null questions share most of their words
 * with a real policy sentence but ask something the policy does not say.
 */
export const DEVELOPMENT_3_QUESTIONS: KnowledgeQuestion[] = [
  // Where the brand ships from and to
  {
    q: "allo je suis aux Îles-de-la-Madeleine 🏝️ est-ce que vous envoyez jusqu'ici ou c'est trop loin",
    expect: "every province and territory",
  },
  {
    q: "spending the holidays at my in-laws in Vermont, wondering if I could get my order sent straight to their house there",
    expect: "United States",
  },
  {
    q: "wait ur a montreal brand?? my coworker swears ur from toronto lol settle this",
    expect: "Montreal",
  },
  {
    q: "Hi 👋 I'm in Labrador City, pretty remote. Is this a Canada-wide thing or only certain provinces?",
    expect: "every province and territory",
  },

  // Delivery times
  {
    q: "just paid w the regular shipping, im in st john's NL. roughly when should i start stalking my mailbox 👀",
    expect: "3 to 5 business days",
  },
  {
    q: "My grandma lives in Sudbury and I'm sending her the Rose Dew Mist as a surprise. With normal mail, I'm wondering how long it'll take to get to her?",
    expect: "3 to 5 business days",
  },
  {
    q: "Canadian living in LA now 🌴 missing my glow serum so bad. if i order to california how long am i waiting",
    expect: "5 to 8 business days",
  },
  {
    q: "hey so my passport photo is in 3 days and my skin is a MESS lol can u get the balm to me in kelowna that fast",
    expect: "1 to 2 business days",
  },
  {
    q: "is the rush shipping price the same whether im in BC or in quebec",
    expect: "anywhere in Canada for CA$15",
  },
  {
    q: "Salut! Je commande de Chicoutimi, si je prends l'express ça arrive en combien de jours pis c'est combien?",
    expect: ["1 to 2 business days", "CA$15"],
  },

  // Shipping costs
  {
    q: "if i get the serum AND the barrier cream thats like 80 bucks, do i still pay for shipping to moncton?",
    expect: "free on Canadian orders over CA$60",
  },
  {
    q: "ok so the mist alone is 26$ right, would i pay delivery on top of that? im in longueuil",
    expect: "CA$8",
  },
  {
    q: "does the free shipping over $60 thing work for us americans too or is it different for the states",
    expect: "flat US$12",
  },
  {
    q: "so is the total i see at checkout the real final price if im in new jersey?? no surprise fees when the box gets here?",
    expect: ["duties are included", "nothing is due on arrival"],
  },
  {
    q: "Long story but my last Canadian order got held at the border and I had to pay a UPS brokerage fee before they'd hand it over. I'm in Denver. Is that going to happen again if I buy from you, or is all of that taken care of?",
    expect: ["duties are included at checkout", "nothing is due on arrival"],
  },

  // Processing
  {
    q: "if i order at 3pm on a thursday does it still go out that day",
    expect: "before 2 pm Eastern",
  },
  {
    q: "im on vancouver time, whats the latest i can order for it to leave the studio same day",
    expect: "2 pm Eastern",
  },
  {
    q: "I always order on weekends bc that's when I get paid 💸 would my parcel just sit there until the week starts?",
    expect: "ship on Monday",
  },

  // Tracking and carriers
  {
    q: "how will i know when my box actually left? do u send me something",
    expect: "tracking number by email",
  },
  {
    q: "is it UPS that delivers? my building only lets certain couriers in the lobby",
    expect: "Canada Post and UPS",
  },
  {
    q: "any restrictions on what address I can use for express? asking before I pay for it",
    expect: "PO boxes",
  },

  // Returns: the promise
  {
    q: "honestly i went overboard during a haul 😅 three things are still sealed and they arrived 6 weeks ago. too late to send them back?",
    expect: "45 days",
  },
  {
    q: "my parcel got here oct 20, everything still sealed. whats the last day i can send it back",
    expect: "45 days of delivery",
  },
  {
    q: "used the spf twice and my chin broke out in tiny itchy bumps. its open obvi. do i get anything back or nah",
    expect: ["skin reaction", "30 days"],
  },
  {
    q: "The night oil irritated my skin but I've had it open for about 5 weeks now, is there still time to return it?",
    expect: "30 days",
  },
  {
    q: "J'ai fait une réaction au Skin Tint 😣 si je le retourne, est-ce que je récupère tout mon argent ou juste une partie?",
    expect: "refund them in full",
  },

  // Refunds
  {
    q: "paid with apple pay, would the money back go to apple pay or somewhere else",
    expect: "original payment method",
  },
  {
    q: "UPS says my return reached you on tuesday, when can i expect to see my money",
    expect: "within 5 business days",
  },
  {
    q: "two q's: how long does a refund take, and will you tell me when it's done?",
    expect: ["5 business days", "email when the refund is processed"],
  },

  // Exchanges
  {
    q: "Le Skin Tint Light est trop pâle pour moi, je peux-tu l'échanger pour Medium sans frais?",
    expect: "shade is free",
  },
  {
    q: "when exactly does the replacement colour get sent out if i do an exchange",
    expect: "scanned by the carrier",
  },

  // Return shipping and exceptions
  {
    q: "sending back a return from regina, is there a label or do i have to pay canada post myself",
    expect: "prepaid label",
  },
  {
    q: "new york here 🗽 if i mail something back to you is the postage on me?",
    expect: "pay their own return shipping",
  },
  {
    q: "is there anything you guys won't take back at all?",
    expect: "Gift cards and final-sale items",
  },
  {
    q: "Hi! Before I buy anything I like to know the rules. Is there a list somewhere of what's not returnable?",
    expect: "cannot be returned",
  },

  // Vegan, cruelty-free
  {
    q: "my daughter (14) will only wear vegan makeup, is the skin tint ok for her standards",
    expect: "vegan",
  },
  {
    q: "saw a little bunny logo on ur box, what does that mean exactly",
    expect: "Leaping Bunny",
  },
  {
    q: "does the leaping bunny thing cover your whole range or only some products?",
    expect: "All Glow Theory products",
  },

  // Fragrance, sensitive skin, essential oils
  {
    q: "my husband hates perfumey stuff lol does the barrier cream have a smell to it",
    expect: "fragrance-free",
  },
  {
    q: "perioral dermatitis girlie here, everything sets me off. were ur products actually tested on sensitive skin or is that just marketing",
    expect: "dermatologist-tested on sensitive skin",
  },
  {
    q: "tea tree and lavender oil make me itch like crazy, do you put any EOs in ur formulas",
    expect: "free of essential oils",
  },
  {
    q: "Is the Rose Dew Mist scented with real roses or is it added perfume? The rest of your line is unscented right?",
    expect: ["natural rose water", "fragrance-free except the Rose Dew Mist"],
  },

  // Shelf life
  {
    q: "Heading to a work camp up north for a year. If I bring sealed products with me, how long are they good for?",
    expect: "24 months",
  },
  {
    q: "found a half used cleansing balm from last christmas so like 11 months open, still ok to use?",
    expect: "within 12 months",
  },

  // Pregnancy
  {
    q: "2nd trimester and my derm said no retinoids 🙃 anything from u i can use at night",
    expect: ["Bakuchiol Night Oil", "retinol-free alternative"],
  },
  {
    q: "we're trying to conceive and I keep reading mixed things about retinol. what's your advice on it?",
    expect: ["Ask your doctor", "retinol-free"],
  },

  // Contact
  {
    q: "i dm'd this account 3 times no reply 😤 is there an email that actually works",
    expect: "care@glowtheory.example",
  },
  {
    q: "im in BC, if i email you guys at 4pm my time will someone still be there to answer",
    expect: "9 am to 5 pm Eastern",
  },
  {
    q: "Bonjour, le service à la clientèle est ouvert quels jours?",
    expect: "Monday to Friday",
  },

  // Rewards
  {
    q: "if i buy the 42$ barrier cream how many glow rewards points is that",
    expect: "1 point for every dollar",
  },
  {
    q: "how much do i actually need to spend before my points turn into $10 off",
    expect: ["1 point for every dollar", "100 points take CA$10 off"],
  },

  // Subscribe & Save
  {
    q: "thinking of doing subscribe & save for the spf bc i go thru it so fast in summer, whats the discount",
    expect: "15% off every refill",
  },
  {
    q: "My roommate said your subscription is a trap and you can't get out of it. Is that true? I'd want to stop it whenever I feel like it.",
    expect: "pause or cancel anytime",
  },

  // Gift wrapping
  {
    q: "my bf is clueless so im ordering my own bday gift lol 🙃 can it at least come wrapped all cute with a note 'from him'",
    expect: "free gift wrapping with a handwritten note",
  },
  {
    q: "C'est combien pour l'emballage cadeau?",
    expect: "free gift wrapping",
  },

  // Where to buy in person
  {
    q: "i wanna see the skin tint shades irl before buying, is that possible anywhere or online only",
    expect: "Sephora",
  },
  {
    q: "wondering if there's anywhere in Halifax I could pick up the serum today instead of waiting for shipping",
    expect: "Sephora stores across Canada",
  },

  ...DEVELOPMENT_3_MORE,
];
