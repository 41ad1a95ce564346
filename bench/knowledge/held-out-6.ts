import type { KnowledgeQuestion } from "./questions";

/**
 * Sixth held-out question set for bench:knowledge over the sample brand "Glow Theory"
 * (src/server/knowledge/sample-brand.test-helper.ts: two pages, two PDFs, a catalogue).
 *
 * Written on 27 Nov 2026 from the sample brand's sources only, and never tuned on: the bench prints
 * only its totals. The voices differ from the other sets: replies under an Instagram giveaway post,
 * a customer angry about a late parcel who still asks a real question, a skincare enthusiast using
 * ingredient jargon, a dad buying a gift, voice-to-text messages with misheard words, a Quebec
 * customer writing only in French, customers comparing with Sephora, a salon or spa asking about
 * stocking the line, customers with rosacea or acne, people asking on behalf of a friend, one- or
 * two-word questions, and long messages holding two questions.
 * `expect` is an exact substring of the brand's text (any of a list); null means no source answers
 * it, so the reply must leave it to a person.
 */
export const HELD_OUT_6_QUESTIONS: KnowledgeQuestion[] = [
  // Where the brand ships from and to
  { q: "shipping to US?", expect: "United States" },
  { q: "Est-ce que vous envoyez des commandes jusqu'au Yukon?", expect: "every province and territory" },
  {
    q: "entered!! 🤞 and if i don't win can i still get it sent up to yellowknife",
    expect: "every province and territory",
  },
  { q: "Sephora ships from Ontario, where do your own orders leave from?", expect: "Montreal" },

  // Delivery times
  {
    q: "Six business days and my parcel still isn't in Kelowna. Unbelievable. How long is regular delivery supposed to take anyway?",
    expect: "3 to 5 business days",
  },
  {
    q: "how long does it take to get to Denver Colorado with the regular shipping question mark",
    expect: "5 to 8 business days",
  },
  {
    q: "My daughter's birthday is Friday and it's Wednesday, we live in Ottawa. Is there a faster option I can pay for, and what does it cost?",
    expect: ["1 to 2 business days", "CA$15"],
  },
  { q: "Combien ça coûte pour recevoir ma commande plus vite?", expect: "CA$15" },

  // Shipping costs, duties
  { q: "Sephora gives me free delivery at $50. At what amount does yours kick in?", expect: "CA$60" },
  {
    q: "lol i'll just buy one lip tint if i lose 😅 is it extra to ship a single one to Quebec City",
    expect: "CA$8",
  },
  { q: "Asking for a friend who lives in Seattle: what would she pay to have it mailed?", expect: "US$12" },
  {
    q: "Hi! I'm in Portland, Oregon. Two things: will the courier hit me with a customs bill, and roughly how many days until it gets here?",
    expect: ["duties are included", "nothing is due on arrival", "5 to 8 business days"],
  },
  {
    q: "We own a hair salon in Buffalo and want to try a few of your products on our retail shelf. What does shipping down to us cost, and are duties extra?",
    expect: ["US$12", "duties are included"],
  },

  // Processing
  {
    q: "I placed my order Sunday morning and NOTHING has moved, so annoying. When do weekend orders actually go out?",
    expect: "on Monday",
  },
  {
    q: "I'm in Winnipeg and it's 12:45 here on a Thursday. If I order right now, does it still leave today?",
    expect: ["2 pm Eastern", "same day"],
  },
  { q: "Si je commande à 15 h un mardi, est-ce que ça part la journée même?", expect: "2 pm Eastern" },

  // Tracking, carriers, PO boxes
  {
    q: "My order is late and nobody sent me anything to follow it with. How am I supposed to know where it is??",
    expect: "tracking number by email",
  },
  { q: "is it gonna come with you PS or the regular mail", expect: "Canada Post and UPS" },
  {
    q: "I'd like the fast shipping for a gift to my son, but he only has a post office box in Whitehorse. Is that a problem?",
    expect: "PO boxes",
  },

  // Returns
  { q: "returns?", expect: "45 days" },
  { q: "J'ai un produit jamais ouvert reçu il y a un mois, je peux encore le retourner?", expect: "45 days" },
  {
    q: "Bought my wife the wrong shade of Skin Tint, the box is still sealed. How long do I have to send it back?",
    expect: "45 days",
  },
  {
    q: "The cleansing balm gave me cystic acne along my jaw after two weeks. It's half used, can I still send it back?",
    expect: ["within 30 days if they caused a skin reaction", "skin reaction"],
  },
  {
    q: "I have rosacea and the Glow Serum made my cheeks flare bright red. I opened it about 5 weeks ago, is a refund still possible?",
    expect: ["within 30 days", "30 days"],
  },
  {
    q: "The mist set off my rosacea, opened it last week. Would I get store credit or an actual full refund for it?",
    expect: "refund them in full",
  },

  // Refunds
  {
    q: "Still furious about how late this came. I shipped it all back and you got it Tuesday, so when does the money hit my account?",
    expect: "within 5 business days",
  },
  {
    q: "I paid with my husband's Mastercard but I'm the one returning it. Does the refund come to me or go back to his card?",
    expect: "original payment method",
  },
  { q: "Comment je vais savoir que mon remboursement a été fait?", expect: "email when the refund" },

  // Exchanges
  {
    q: "My friend got Coral Crush but wants Fig instead. Does she pay anything to swap?",
    expect: "shade is free",
  },
  {
    q: "My wife wants Light instead of Fair. Does the new one ship once you get hers back, or sooner?",
    expect: ["as soon as your return is scanned", "scanned by the carrier"],
  },

  // Return shipping, exceptions
  {
    q: "At Sephora I just walk it back to the store. With you, do I have to pay postage to send something back from Calgary?",
    expect: ["prepaid label", "free in Canada"],
  },
  {
    q: "My friend in Regina wants to send back a cream she never opened. Where does she get the shipping label?",
    expect: ["returns portal", "prepaid label"],
  },
  {
    q: "I'm in Texas and need to send back a lip tint. Who covers the postage?",
    expect: "pay their own return shipping",
  },
  {
    q: "My kid says a gift card is a lame present. Can I return it and just buy him something instead?",
    expect: "Gift cards",
  },
  {
    q: "if the giveaway prize turns out to be marked final sale can we still send it back lol",
    expect: "final-sale items cannot be returned",
  },

  // Values, fragrance, sensitivity
  { q: "entered! is everything vegan tho? 🌱", expect: "vegan" },
  {
    q: "My friend won't buy anything tested on animals. Can I tell her your stuff is safe on that front?",
    expect: ["never test on animals", "cruelty-free"],
  },
  { q: "Vos produits sont-ils testés sur les animaux?", expect: ["never test on animals", "cruelty-free"] },
  {
    q: "Any kind of scent sets off my rosacea. Which of your products has a smell to it?",
    expect: ["fragrance-free except the Rose Dew Mist", "natural rose water"],
  },
  {
    q: "Between my acne and my rosacea I trust nothing. Is 'dermatologist tested' real for you or just marketing?",
    expect: "dermatologist-tested",
  },
  { q: "Any EOs in the formulas? Linalool and limonene wreck my barrier.", expect: "free of essential oils" },

  // Shelf life, pregnancy
  { q: "shelf life?", expect: ["24 months", "12 months"] },
  {
    q: "after I break the seal on a jar is it still OK next year or should I toss it period",
    expect: "12 months",
  },
  {
    q: "We run a small spa in Laval and are thinking of putting your line on our retail shelf. What's the shelf life before opening?",
    expect: "24 months",
  },
  {
    q: "My best friend just found out she's pregnant and had to drop her retinol. Is there something of yours she could switch to?",
    expect: ["retinol-free alternative", "Bakuchiol Night Oil"],
  },
  { q: "Je suis enceinte, est-ce que je peux continuer mon rétinol?", expect: "Ask your doctor" },

  // Contact
  {
    q: "I want to talk to an actual human about my missing parcel. What's the email?",
    expect: "care@glowtheory.example",
  },
  { q: "Is your customer service open on Saturdays?", expect: ["Monday to Friday", "9 am to 5 pm"] },

  // Rewards, subscription, gift wrapping, stores
  { q: "points?", expect: ["1 point for every dollar", "Glow Rewards"] },
  {
    q: "I collect Beauty Insider points at Sephora. Do you have a loyalty program of your own?",
    expect: ["Glow Rewards", "1 point for every dollar"],
  },
  { q: "100 points gets me what exactly? 👀", expect: "CA$10" },
  {
    q: "I finish a bottle of niacinamide serum every month. Is there an auto-replenish discount?",
    expect: ["Subscribe & Save", "15% off every refill"],
  },
  {
    q: "can I stop my subscription for a couple months without canceling it all together",
    expect: "pause or cancel anytime",
  },
  {
    q: "I'm useless at wrapping presents. Any chance it can show up ready to hand over?",
    expect: "free gift wrapping",
  },
  {
    q: "It's going straight to my friend in Moncton. Can I include a few words from me in the box?",
    expect: "handwritten note",
  },
  {
    q: "Is there a Glow Theory shop in Montreal I can walk into?",
    expect: ["sold online and in Sephora", "Sephora"],
  },

  // Changing orders, damage, students
  {
    q: "Ugh, I checked out 40 minutes ago with my old apartment as the address. Can it still be edited?",
    expect: "within 1 hour",
  },
  {
    q: "The parcel finally shows up a week late AND the Skin Tint cap came off and it oozed everywhere. What now?",
    expect: ["replaced for free", "email a photo"],
  },
  {
    q: "My friend's order came with the balm tub smashed and she's too shy to write. What does she need to send you?",
    expect: ["email a photo", "replaced for free"],
  },
  {
    q: "It was delivered 12 days ago but I only opened the box today and the mist pump is broken. Too late?",
    expect: "14 days",
  },
  { q: "broke student here 😭 do u do a student code", expect: "10% off" },
  { q: "my roommate says you do student pricing through some app, which one?", expect: "UNiDAYS" },

  // Ingredients
  {
    q: "Is the HA in the Glow Serum 2% or lower? Higher HA dehydrates me in dry climates.",
    expect: "2% hyaluronic acid",
  },
  {
    q: "Dark spots left from my breakouts. What percent niacinamide does the glow serum have?",
    expect: "10% niacinamide",
  },
  { q: "Is the oat in the barrier cream colloidal?", expect: "colloidal oatmeal" },
  { q: "Is the bakuchiol oil jojoba based? Jojoba is the only oil my acne tolerates.", expect: "jojoba" },
  {
    q: "Is the Daily Shield physical or chemical? Chemical filters break me out.",
    expect: ["mineral sunscreen", "zinc oxide"],
  },
  { q: "What's the ZnO concentration in the Daily Shield?", expect: "20% zinc oxide" },
  {
    q: "My daughter has dark skin and hates sunscreen that makes her look ashy. Would yours work for her?",
    expect: ["no white cast", "invisible on every skin tone"],
  },
  {
    q: "Does the lip tint get its pigment from bugs or from minerals? Asking for a friend",
    expect: "iron oxides",
  },
  {
    q: "I only shop the 'clean' filter at Sephora. Are your formulas free of sulfates and parabens too?",
    expect: ["parabens, sulfates", "never use"],
  },
  { q: "Est-ce qu'il y a des parabènes dans vos crèmes?", expect: "parabens" },

  // Catalogue: prices, shades, what a product does
  { q: "the serum in the pic is how much 😍", expect: "38" },
  { q: "Le baume démaquillant, il coûte combien?", expect: "32" },
  { q: "Sephora lists the Barrier Cream too. What do you sell it for on your site?", expect: "42" },
  { q: "Dad question: my wife keeps pointing at the Skin Tint in your ads. Price?", expect: "36" },
  {
    q: "I wear mineral SPF daily and it clogs me if I don't get it all off. Is the balm made to remove sunscreen?",
    expect: ["Melts makeup and sunscreen", "sunscreen"],
  },
  {
    q: "My daughter wants the coral-ish lip tint. What's that shade called and how much is it?",
    expect: ["Coral Crush", "22"],
  },

  // No source answers these
  { q: "Is there a minimum order for salons buying your products to resell?", expect: null },
  { q: "when do you announce the giveaway winner??", expect: null },
  { q: "Are orders placed on a statutory holiday shipped the next business day?", expect: null },
  { q: "Is shipping also free on express orders over CA$60?", expect: null },
  { q: "My parcel is 4 days late. Will you refund what I paid for shipping?", expect: null },
  { q: "Are returns within 45 days also accepted for things I bought at Sephora?", expect: null },
  { q: "If a damaged item is replaced for free, can I ask for a refund instead?", expect: null },
  { q: "Do I earn Glow Rewards points on the shipping fee too or only on products?", expect: null },
  { q: "Can I get Subscribe & Save on the lip tint, or only on skincare?", expect: null },
  { q: "Does the Daily Shield protect against blue light from screens?", expect: null },
  { q: "Is the Glow Serum fungal acne safe? 🙏", expect: null },
  { q: "Does the Daily Shield have a PA++++ rating or is it just SPF?", expect: null },
  { q: "Can I use the bakuchiol oil together with azelaic acid for my rosacea?", expect: null },
  { q: "Est-ce que vos produits sont fabriqués au Québec?", expect: null },
  { q: "Do the Sephora stores carry every Skin Tint shade or only a few?", expect: null },
  { q: "Can I choose a delivery date so it arrives exactly on her birthday?", expect: null },
  { q: "Does the Velvet Lip Tint transfer onto a mask or a coffee cup?", expect: null },
  { q: "Should I keep the serum in the fridge once it's opened?", expect: null },
  { q: "Sephora's site doesn't have the Holiday Glow Set. Can I order it from you instead?", expect: null },
  { q: "This took two weeks to arrive. Can I at least get a discount code for my next order?", expect: null },
  { q: "Does the 1 hour to change my order also apply to my Subscribe & Save refills?", expect: null },
  { q: "Is the Rose Dew Mist OK for rosacea, with the rose water in it?", expect: null },
];
