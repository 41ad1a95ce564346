/** Landing page timings (spec 3 §4, §9). */
export const HERO_CHAT_STEP_MS = 2000;
export const HERO_CHAT_STEP_COUNT = 5;
export const ASSISTANT_DEMO_ROTATION_MS = 4000;
export const COMMENT_CAROUSEL_CYCLE_SECONDS = 32;

/** Marketing figures the spec quotes. */
export const LANDING_FIGURES = {
  intentAccuracy: { value: "90%+", label: "intent accuracy" },
  cxAutomation: { value: "80%", label: "CX automation" },
} as const;

export const LANDING_SECTION_IDS = {
  main: "main-content",
  howItWorks: "how-it-works",
} as const;

export const LANDING_TEXTS = {
  brand: "Lunara",
  login: "Login",
  bookDemo: "Book Demo",
  bookADemo: "Book a Demo",
  howItWorksNav: "How it Works",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainNav: "Main",
  mobileNav: "Mobile",
  skipToContent: "Skip to content",
  heroEyebrow: "The AI social-commerce inbox for beauty brands",
  heroTitle: "Turn every comment and DM into a customer",
  heroBody:
    "Lunara reads your Instagram and TikTok comments and DMs, spots buyers, replies in your brand voice with tracked links, and shows exactly which conversations drove Shopify sales.",
  heroSecondary: "See how it works",
  heroChatLabel: "Example: Lunara turns an Instagram comment into a sale",
  revenueTitle: "Where Beauty Brands Bleed Revenue",
  revenueBody:
    "Shoppers ask before they buy. When their questions sit unanswered in comments and DMs, the sale goes to the brand that replied first.",
  carouselLabel: "Example comments left without a reply",
  pauseCarousel: "Pause comments",
  playCarousel: "Play comments",
  unanswered: "No reply yet",
  assistantTitle: "Your AI team, on shift around the clock",
  assistantBody: "Three assistants that act, analyse and plan across every conversation.",
  assistantTabsLabel: "AI assistants",
  howItWorksTitle: "How It Works",
  howItWorksBody: "From first comment to attributed order in four steps.",
  communityTitle: "Community intelligence",
  communityBody:
    "See the people behind the comments: who buys, who brings friends, and who is about to walk away.",
  featuresTitle: "Everything your social team needs to sell",
  finalTitle: "Stop leaving revenue in the comments",
  finalBody: "See Lunara on your own Instagram, TikTok and Shopify data in a 30-minute demo.",
} as const;

export type SocialPlatform = "Instagram" | "TikTok";

export const SAMPLE_COMMENTS: { handle: string; platform: SocialPlatform; text: string; intent: string }[] = [
  {
    handle: "@glowwithmaya",
    platform: "Instagram",
    text: "Is this serum safe for sensitive skin?? 😍",
    intent: "Purchase intent",
  },
  {
    handle: "@skinbyjess",
    platform: "TikTok",
    text: "Which shade is closest to Fenty 240?",
    intent: "Product question",
  },
  {
    handle: "@brownbeautyco",
    platform: "Instagram",
    text: "Do you ship to Canada? Need this by Friday",
    intent: "Shipping",
  },
  {
    handle: "@lashlovelena",
    platform: "TikTok",
    text: "Link?? I need this in my life",
    intent: "Purchase intent",
  },
  {
    handle: "@nora.makeup",
    platform: "Instagram",
    text: "Is there a bundle with the cleanser?",
    intent: "Purchase intent",
  },
  {
    handle: "@thedewlook",
    platform: "TikTok",
    text: "Is it vegan and cruelty free?",
    intent: "Product question",
  },
  {
    handle: "@amirabeauty",
    platform: "Instagram",
    text: "My order hasn't arrived yet, can you check?",
    intent: "Support",
  },
  {
    handle: "@mila_glow",
    platform: "TikTok",
    text: "Restock date for the pink balm please 🙏",
    intent: "Purchase intent",
  },
];

export const HERO_CHAT = {
  channel: "Instagram · Comments",
  brandHandle: "@yourbrand",
  customer: {
    handle: "@glowwithmaya",
    text: "Does the Dew Drop serum work on sensitive skin? Need it before my trip 😍",
  },
  intent: "Purchase intent · 94% confidence",
  writing: "Writing in your brand voice…",
  reply:
    "Yes! It's fragrance-free and dermatologist-tested for sensitive skin ✨ Here's 10% off for your trip: yourstore.com/dew-drop",
  sale: "Order #4821 · $68.00 attributed to this comment",
} as const;

export const ASSISTANT_EXAMPLES = [
  {
    id: "lunara",
    name: "Lunara",
    role: "Bulk Operations Manager",
    tagline: "Available 24/7",
    prompt: "Reply to every shipping question from this weekend.",
    answer:
      "Done: 47 shipping questions answered on Instagram and TikTok with your tracking-link template. 3 damaged-order complaints are waiting for your CX team.",
  },
  {
    id: "sunara",
    name: "Sunara",
    role: "Smart Analytics Expert",
    tagline: "Real-time insights",
    prompt: "Which product drove the most DM sales this week?",
    answer:
      "Dew Drop Serum: 128 purchase-intent messages, 41 orders from tracked links and $3,240 in attributed revenue, up 22% on last week.",
  },
  {
    id: "galara",
    name: "Galara",
    role: "Proactive Strategy Assistant",
    tagline: "Always monitoring",
    prompt: "What should we post next?",
    answer:
      "Questions about sensitive skin doubled in 7 days. Post a sensitive-skin routine reel featuring the serum and pin a reply with your tracked link.",
  },
] as const;

export const HOW_IT_WORKS_STEPS = [
  { title: "Connect your channels", body: "Link Instagram, TikTok and your Shopify store in a few clicks." },
  {
    title: "AI reads every message",
    body: `Each comment and DM is scored for intent, sentiment and priority with ${LANDING_FIGURES.intentAccuracy.value} accuracy.`,
  },
  {
    title: "Reply in your brand voice",
    body: `Send suggested replies or let Lunara answer on its own, with tracked links, automating up to ${LANDING_FIGURES.cxAutomation.value} of CX.`,
  },
  {
    title: "See the revenue",
    body: "Shopify orders are attributed back to the conversation and link that won them.",
  },
] as const;

export const COMMUNITY_POINTS = [
  {
    title: "Ambassadors",
    body: "Spot the superfans who already sell for you, ranked by reach and engagement.",
  },
  {
    title: "Abandoned carts",
    body: "Find fans who asked, clicked and stopped at checkout, and win them back.",
  },
  {
    title: "Virality and EMV",
    body: "Know each creator's virality factor and earned media value before you reach out.",
  },
] as const;

export const FEATURES = [
  {
    title: "Intent detection",
    body: `${LANDING_FIGURES.intentAccuracy.value} intent accuracy across purchase, product, shipping and support messages.`,
  },
  {
    title: "Brand-voice auto-replies",
    body: `Replies that sound like you, sent automatically for up to ${LANDING_FIGURES.cxAutomation.value} of CX.`,
  },
  {
    title: "Tracked links and attribution",
    body: "Every link in a reply is tracked through to the Shopify order it produced.",
  },
  {
    title: "Leads and CRM",
    body: "Buyers captured from conversations, with status, history and CSV export.",
  },
  {
    title: "Smart routing",
    body: "Urgent complaints and big opportunities go straight to the right person on your team.",
  },
  {
    title: "Three AI assistants",
    body: "Bulk actions, real-time analytics and proactive strategy, one message away.",
  },
] as const;
