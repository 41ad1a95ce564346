/**
 * Phrase banks per intent. Each entry is a small function of the context so the same intent reads
 * differently every time (product, shade, skin type, city, order number), and traffic-style.ts then
 * varies the voice (casing, emoji, punctuation) per channel.
 */
export type TextContext = {
  p: string;
  p2: string;
  shade: string;
  skin: string;
  city: string;
  order: string;
  days: number;
  code: string;
  brand: string;
  first: string;
};

type Bank = ((c: TextContext) => string)[];

export const INTENTS = [
  "product_inquiry",
  "purchase_intent",
  "complaint",
  "shipping_orders",
  "greeting",
  "compliment",
  "partnership",
  "feedback",
  "support_request",
  "general_inquiry",
  "spam",
  "crisis",
] as const;
export type TrafficIntent = (typeof INTENTS)[number];

export const TEXTS: Record<TrafficIntent, Bank> = {
  product_inquiry: [
    (c) => `Is the ${c.p} ok for ${c.skin} skin? I break out from almost everything`,
    (c) => `Can I use the ${c.p} with the ${c.p2} or is that too much at once?`,
    (c) => `Does the ${c.p} have fragrance in it? My skin hates fragrance`,
    (c) =>
      `what shade of the skin tint would you recommend for someone between ${c.shade} and a shade darker?`,
    (c) => `Hi! Is the ${c.p} safe to use while pregnant?`,
    (c) => `how long does one bottle of ${c.p} usually last if I use it every morning`,
    (c) => `Is the ${c.p} vegan and cruelty free?`,
    (c) => `Does ${c.shade} look sheer or pigmented on lips? Hard to tell from the swatches 🤔`,
    (c) => `Should the ${c.p} go before or after moisturiser?`,
    (c) => `Will the ${c.p} leave a white cast on deeper skin tones?`,
    (c) => `Is the ${c.p} non comedogenic? asking for my ${c.skin} skin lol`,
    (c) => `What's the difference between the ${c.p} and the ${c.p2}? Which one first if I'm new to actives`,
  ],
  purchase_intent: [
    (c) => `Where can I buy the ${c.p}?? I need it now`,
    (c) => `Is the ${c.p} back in stock in ${c.shade}? I want 2`,
    (c) => `how do I order the ${c.p}, do you ship to ${c.city}?`,
    (c) => `Adding the ${c.p} to my cart rn 🛒 is there a discount code?`,
    (c) => `I want to buy the ${c.p} as a gift, do you do gift wrapping?`,
    (c) => `Need this ${c.p} in my life. Link please!`,
    (c) => `Is the ${c.p} available in a bigger size? I'd buy it today`,
    (c) => `Sold. Where do I get the ${c.p} in ${c.shade}?`,
    (c) => `Do you have a bundle with the ${c.p} and ${c.p2}? Want to order both`,
    (c) => `ok you convinced me, how much is the ${c.p}?`,
  ],
  complaint: [
    (c) => `My ${c.p} arrived with the pump broken and half of it leaked in the box. Not happy.`,
    (c) => `Ordered the ${c.p} in ${c.shade} and got a completely different shade. Order ${c.order}`,
    (c) => `The ${c.p} pilled under my makeup every single day, for $40+ I expected better`,
    (c) => `I've emailed twice about order ${c.order} and nobody has answered. Really disappointed`,
    (c) => `The new formula of the ${c.p} smells weird, did you change something?`,
    (c) => `Was charged twice for order ${c.order}. Please fix this`,
    (c) => `Honestly the ${c.p} did nothing for me after ${c.days} weeks. Overhyped`,
    (c) => `the cap on my ${c.p} cracked after a week 😤`,
    (c) => `Your discount code ${c.code} doesn't work at checkout, keeps saying invalid`,
    // Customers of a North American brand also write in French and Spanish.
    (c) => `Bonjour, ma commande ${c.order} n'est toujours pas arrivée après ${c.days} semaines. Très déçue.`,
    (c) => `Mi ${c.p} llegó roto y se derramó todo en la caja 😢 ¿qué hago?`,
  ],
  shipping_orders: [
    (c) => `Hi, where is my order ${c.order}? Tracking hasn't updated in ${c.days} days`,
    (c) => `How long does shipping to ${c.city} usually take?`,
    (c) => `Can I still change the address on order ${c.order}? I just moved`,
    (c) => `My package says delivered but it's not here. Order ${c.order}`,
    (c) => `do you ship internationally? I'm in ${c.city}`,
    () => "Is there free shipping over a certain amount?",
    (c) => `I placed order ${c.order} ${c.days} days ago and still no shipping confirmation?`,
    (c) => `Can I add the ${c.p} to my order ${c.order} before it ships?`,
    (c) => `how do returns work? want to return an unopened ${c.p}`,
  ],
  greeting: [
    (c) => `Hi ${c.brand} team! 👋`,
    () => "Hello! Just found you guys",
    () => "hey hey 💕",
    (c) => `Good morning from ${c.city}! ☀️`,
    () => "Hi there, hope you're having a good week",
    () => "Heyyy just followed!",
    (c) => `Hello, it's ${c.first} again 😊`,
  ],
  compliment: [
    (c) => `The ${c.p} is literally the best thing I've put on my face this year 😍`,
    (c) => `Obsessed with the ${c.p} in ${c.shade}!!! Wearing it every day`,
    (c) => `My skin has never looked this good, the ${c.p} is magic ✨`,
    () => "Your packaging is so pretty, it looks amazing on my shelf",
    (c) => `Third bottle of the ${c.p} and I'm never switching`,
    (c) => `${c.shade} is THE perfect everyday shade 💋`,
    () => "This brand never misses 🔥🔥",
    (c) => `Everyone keeps asking what I'm using. It's the ${c.p}. That's the tweet`,
    () => "Customer service was so kind last time, thank you!!",
  ],
  partnership: [
    (c) =>
      `Hi! I'm a skincare creator (${20 + c.days}k on TikTok) and would love to collaborate on the ${c.p}. Who can I email?`,
    (c) =>
      `Hello, we're a boutique spa in ${c.city} and we'd like to stock your products. Do you have a wholesale program?`,
    () => "Hey! I run a beauty podcast, would your founder be up for an interview?",
    (c) => `Are you open to UGC creators? I make ${c.skin} skincare content and love your brand`,
    () =>
      "Hi team, I manage influencer partnerships for an agency, can we set up a call about a summer campaign?",
    (c) => `Do you have an affiliate program? I already talk about the ${c.p} all the time`,
  ],
  feedback: [
    (c) => `Would love a bigger size of the ${c.p}, I go through it so fast`,
    (c) => `Please bring back the old ${c.p} packaging, the new pump is harder to use`,
    (c) => `Suggestion: a refillable version of the ${c.p} 🌱`,
    (c) => `You need more shades deeper than ${c.shade} in the ${c.p}, just saying`,
    () => "The website is a bit slow on mobile at checkout fyi",
    (c) => `Loved the ${c.p} but the scent is a bit strong for me, unscented version maybe?`,
    () => "A travel size of everything would be amazing",
  ],
  support_request: [
    (c) => `How do I cancel my subscription for the ${c.p}?`,
    () => "I can't log into my account, the reset email never arrives",
    (c) => `Can you resend the invoice for order ${c.order}? I need it for work`,
    (c) => `I'd like to exchange my ${c.p} in ${c.shade} for a darker shade, how do I do that?`,
    () => "My rewards points disappeared from my account?",
    (c) => `Is it possible to use two codes, ${c.code} and my birthday code?`,
  ],
  general_inquiry: [
    () => "Are you guys a Canadian brand?",
    () => "Do you have a physical store anywhere?",
    (c) => `When is the next sale? Waiting to stock up on ${c.p}`,
    () => "Who is the founder? Love the story behind the brand",
    () => "Are your products tested on animals?",
    (c) => `Do you have any events in ${c.city} coming up?`,
    () => "Is your packaging recyclable?",
  ],
  spam: [
    () => "💰💰 Make $5000/week from home, DM me for the secret 💰💰",
    () => "Promote your page to 100K real followers!! check my bio",
    () => "Hey dear, you won a free iPhone, claim at the link in my profile",
    () => "Nice pic! Send it to @promo.page.growth for a feature 🚀",
    () => "crypto signals 🚀🚀 join my telegram",
    () => "Follow for follow? 😘",
  ],
  crisis: [
    (c) =>
      `I used the ${c.p} last night and woke up with my face swollen and burning. I had to go to urgent care. What is in this??`,
    (c) => `Your ${c.p} gave me chemical burns. I have photos. I'm contacting my lawyer.`,
    (c) =>
      `After the ${c.p} my eyes are swollen shut and I'm on antihistamines. My doctor says it's an allergic reaction. This needs a warning label`,
    (c) =>
      `I will be filing a lawsuit over order ${c.order}. Your product caused a severe reaction and you ignored my emails.`,
    (c) => `My daughter got a rash all over her face from the ${c.p}, she's 14. How is this safe???`,
    (c) => `Reporting the ${c.p} to Health Canada. Blistering after one use. Everyone please be careful`,
  ],
};
