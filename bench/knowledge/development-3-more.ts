import type { KnowledgeQuestion } from "./questions";

/** The rest of development set 3 (development-3.ts): orders, damage, discounts, ingredients, the catalogue. */
export const DEVELOPMENT_3_MORE: KnowledgeQuestion[] = [
  // Changing or cancelling an order
  {
    q: "i clicked buy and realized i forgot to add the mist 🤦‍♀️ can i still add it? it was like 40 min ago",
    expect: "within 1 hour of purchase",
  },
  {
    q: "where do i go to cancel, i cant find a button anywhere",
    expect: "account page",
  },
  {
    q: "c'est quoi le délai pour annuler une commande?",
    expect: "within 1 hour of purchase",
  },

  // Damaged items
  {
    q: "the spf tube split open in the box and leaked all over my other stuff ugh 😩 do i have to pay for a new one?",
    expect: "replaced for free",
  },
  {
    q: "what do you need from me to prove the jar arrived smashed?",
    expect: "email a photo",
  },
  {
    q: "Parcel came 3 weeks ago and I only just opened it (I know 🙈), the balm lid is cracked. Is it too late to report it?",
    expect: "within 14 days of delivery",
  },

  // Student discount
  {
    q: "do i need a school email for the student discount or does my student card work",
    expect: "valid student email",
  },
  {
    q: "concordia student here 🎓 whats the student deal",
    expect: "10% off",
  },

  // Ingredient guide: Glow Serum
  {
    q: "does the glow serum hydrate too or is it just for brightening",
    expect: "brighten and hydrate",
  },
  {
    q: "I'm building a routine around niacinamide and hyaluronic acid. Do you have one product that has both, and at what percentages?",
    expect: ["10% niacinamide", "2% hyaluronic acid"],
  },

  // Barrier Cream
  {
    q: "which of ur products has colloidal oatmeal? my eczema basically needs it",
    expect: ["Barrier Cream", "colloidal oatmeal"],
  },
  {
    q: "my cheeks are raw and irritated from windburn after skiing at Tremblant. anything in your line made to calm that down?",
    expect: ["calm dry, irritated skin", "Barrier Cream"],
  },

  // Bakuchiol Night Oil
  {
    q: "what does the bakuchiol oil actually do? never heard of bakuchiol lol",
    expect: ["smoother skin overnight", "retinol alternative"],
  },
  {
    q: "jojoba gives me hives, is it in any of your products?",
    expect: "jojoba",
  },

  // SPF 40 Daily Shield
  {
    q: "does the daily shield use titanium dioxide or zinc",
    expect: "20% zinc oxide",
  },
  {
    q: "ma peau est foncée et les crèmes solaires minérales me font toujours un masque blanc, c'est pareil avec la vôtre?",
    expect: ["no white cast", "invisible on every skin tone"],
  },

  // Velvet Lip Tint
  {
    q: "what's in the lip tint that keeps lips soft",
    expect: "shea butter",
  },
  {
    q: "i react to red 40 and other dyes, what's the colour in the velvet lip tint made from",
    expect: "iron oxides",
  },

  // What we leave out
  {
    q: "are u guys 'clean beauty'? like no parabens sulfates all that",
    expect: "never use parabens, sulfates, phthalates or mineral oil",
  },

  // Catalogue: prices
  {
    q: "how much would the serum + the night oil be together",
    expect: ["38", "48"],
  },
  {
    q: "spf 40 daily shield price in CAD?",
    expect: "34",
  },
  {
    q: "want to get 2 velvet lip tints for me and my sister how much is one",
    expect: "22",
  },
  {
    q: "skin tint $$ and do u have a shade for super pale ppl",
    expect: ["36", "Fair"],
  },
  {
    q: "rose mist: price + how big is the bottle",
    expect: ["26", "100 ml"],
  },
  {
    q: "Hi! My daughter has been begging me for the cleansing balm since she saw it on TikTok. What does it cost before I say yes? 😅",
    expect: "32",
  },
  {
    q: "Combien coûte la Barrier Cream pis c'est quel format?",
    expect: ["42", "50 ml"],
  },

  // Catalogue: sizes
  {
    q: "is the spf travel size? how many ml",
    expect: "50 ml",
  },
  {
    q: "whats the serum volume, 30 or 50ml?",
    expect: "30 ml",
  },
  {
    q: "the night oil is 48$ for how much oil exactly",
    expect: "20 ml",
  },

  // Catalogue: shades and stock
  {
    q: "which lip tint colours can i actually order today",
    expect: ["Rosewood", "Fig", "Coral Crush"],
  },
  {
    q: "is Medium in stock for the skin tint? last time i checked it was gone",
    expect: "Medium",
  },
  {
    q: "do u have a skin tint for tan skin and is it in stock",
    expect: "Tan",
  },
  {
    q: "any Rosewood left in the velvet lip tint? its my everyday shade and im almost out 😭",
    expect: "Rosewood",
  },

  // Catalogue: what each product is for
  {
    q: "what do u have for lips",
    expect: "Velvet Lip Tint",
  },
  {
    q: "do you guys sell a face cleanser or makeup remover",
    expect: "Cleansing Balm",
  },
  {
    q: "my skin gets so dehydrated on long flights, anything i can just spray on mid-flight?",
    expect: ["Rose Dew Mist", "hydrating face mist"],
  },
  {
    q: "whats the barrier cream texture like, rich or more lightweight gel?",
    expect: "rich moisturiser",
  },
  {
    q: "I'm looking for a sunscreen I can wear every day under makeup, what do you sell?",
    expect: "SPF 40 Daily Shield",
  },
  {
    q: "does the lip tint stay put all day or do I need to reapply after my coffee ☕",
    expect: "8 hours",
  },

  // Two questions in one message, across sections
  {
    q: "2 things: do u ship to the states and is ur stuff fragrance free? my sister in maine has allergies",
    expect: ["United States", "fragrance-free"],
  },
  {
    q: "Hey! Is the Glow Serum vegan, and how long does it last once I open it?",
    expect: ["vegan", "12 months"],
  },
  {
    q: "planning to order the barrier cream + spf for my mom's birthday in Ottawa, can u wrap it and how long will shipping take",
    expect: ["free gift wrapping", "3 to 5 business days"],
  },
  {
    q: "jsuis étudiante à l'UdeM, est-ce que j'ai un rabais pis est-ce que je peux accumuler des points aussi?",
    expect: ["10% off", "1 point for every dollar"],
  },

  // No source answers these
  {
    q: "if my mist shows up broken do i have to mail the broken bottle back to u or can i just toss it",
    expect: null,
  },
  {
    q: "do you extend the 45 day return window over the holidays for gifts? buying early for xmas",
    expect: null,
  },
  { q: "do i earn glow rewards points on my subscribe & save refills too?", expect: null },
  {
    q: "is shipping free on subscribe & save orders or do i still pay it each refill",
    expect: null,
  },
  {
    q: "it's for my MIL 🎁 can you leave the prices out of the box / add a gift receipt?",
    expect: null,
  },
  { q: "can i pick the colour of the gift wrap? want it pink for a bday", expect: null },
  {
    q: "can i leave delivery instructions for the courier like 'leave it at the back door'",
    expect: null,
  },
  { q: "how many ml is the skin tint tube?", expect: null },
  { q: "how much product is in a velvet lip tint, like grams?", expect: null },
  {
    q: "does the barrier cream have shea butter in it? I'm allergic to shea",
    expect: null,
  },
  { q: "do u accept amex", expect: null },
  {
    q: "I'm in Seattle, will my card be charged in US dollars or Canadian dollars at checkout?",
    expect: null,
  },
  {
    q: "can I exchange the night oil for a totally different product, not just a shade swap?",
    expect: null,
  },
  {
    q: "my order took way longer than 5 business days, do i get my shipping money back for that?",
    expect: null,
  },
  { q: "are your ingredients organic?", expect: null },
  { q: "is the daily shield ok on my 4 month old baby at the park", expect: null },
  {
    q: "can i layer the glow serum and the bakuchiol night oil in the same routine or is that too much",
    expect: null,
  },
  {
    q: "do u sell shampoo or anything for hair? my scalp is so dry",
    expect: null,
  },
  { q: "can i use my 100 points to buy a gift card", expect: null },
  { q: "does canada post deliver your parcels on saturdays", expect: null },
  {
    q: "what are the opening hours of your montreal studio? id love to stop by",
    expect: null,
  },
  { q: "does the UNiDAYS student discount work for high school students too?", expect: null },
  { q: "on habite à Saint-Pierre-et-Miquelon, vous livrez chez nous?", expect: null },
  {
    q: "le Holiday Glow Set à 79$ il en reste-tu? je le veux pour ma belle-soeur 🎄",
    expect: null,
  },
  { q: "can my bf use the cleansing balm on his beard too", expect: null },
];
