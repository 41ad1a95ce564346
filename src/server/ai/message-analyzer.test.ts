import { describe, expect, it } from "vitest";
import { decideAutomation } from "./decide-automation";
import { guardComplaint, NON_PROBLEM_INTENTS } from "./message-analyzer";
import { analyze } from "./message-analyzer.test-helper";

describe("analyzeMessage on complaints and anger", () => {
  it.each([
    "@lunara my order arrived damaged and nobody answers my emails",
    "@lunara thanks for nothing, 3 weeks and still no refund",
    "great, another day without my package. love the service 🙄",
    "this is the worst customer service i have ever dealt with",
    "i'm so angry, the lid was broken and half the cream is gone",
    "not happy at all, the serum doesn't work and you charged me twice",
    // The simulator's complaint DMs that the guide reads as support_request (question 6).
    "Your discount code GLOW15 doesn't work at checkout, keeps saying invalid",
    "Was charged twice for order #1203. Please fix this Thanks in advance 🙏",
    "Hi team, ordered the tinted spf in Light and got a completely different shade. Order #1203",
    "the new formula of the cherry lip oil smells weird, did you change something? Thank you!",
    // Thanks or praise for the harm itself, and problems told in a few words.
    "@VirginTrains thanks for the 2hr delay, really made my day",
    "@united great job losing my luggage for the second time this year",
    "@AmericanAir love sitting on the tarmac for 3 hours with no AC",
    "@SouthwestAir nothing like a cancelled flight to start my vacation",
    "@united wow, way to treat your loyal customers",
    "@USAirways been on hold for 2 hours. 2 HOURS.",
    "@Delta why did you charge me $50 for a carry on",
    "@sephora my points disappeared from my account??",
    "@kyliecosmetics shipping took 3 weeks. not cool",
    "@amazonhelp package marked delivered but nothing at my door",
    "@Walmart your website charged me but the order never went through",
    "@Spotify why does my playlist keep deleting songs",
    "@Netflix I was billed twice this month, please help",
    "@AmazonHelp my prime membership renewed without my permission",
    "@TMobile been a customer for 10 years and this is how you treat me",
    "@Chipotle got sick after eating at your restaurant yesterday",
    "@HomeDepot delivery window was 8-12, it's 4pm and nothing",
    "@Zara the quality of your clothes has gone way down",
    "the box was open when it arrived and a piece was missing",
    "I'd like to speak to a manager",
    "why does mine smell like vinegar? is it expired?",
    "mine came without the pump, is that normal?",
    "how do I get a replacement? mine stopped working after a week",
    "I've used it for a month and see no difference, does it take longer?",
    "doesn't do anything for my dark spots",
    // A phone keyboard's apostrophe.
    "@brand my order still hasn’t arrived",
    "your discount code doesn’t work",
    "Ordered 2 weeks ago and haven’t received anything. Not even a shipping confirmation.",
    "Loved it at first but now it’s breaking me out :(",
    "my skin broke out after using the clear pore serum, can I get a refund?",
    "I've been breaking out since I started the retinal serum",
    "wow. just wow. 10 days for a refund??",
    "I don’t understand why my discount didn’t apply",
    "my order says delivered but I was at home all day and nothing came",
    "@united 3 hours on the tarmac and counting. this is insane",
    "@Apple my phone won't turn on after the update",
    "@comcast internet has been out since 6am, any ETA?",
    "@sephora I love you guys but my order has been processing for a week",
    // What should have happened and did not.
    "@Nike my order was supposed to arrive monday, it's thursday",
    "@Starbucks my mobile order wasn't ready after 25 minutes",
    "@united you charged me for a bag that should be free with my card",
    "@AmericanAir please help, my connecting flight leaves in 30 min and we're still on the runway",
    // Praise of the service beside its failure.
    "wow amazing service, 3 weeks and still no package 👏👏",
    'oh sure, "3-5 days shipping" lol it\'s been 3 weeks. amazing service 👏👏',
    // Fraud told, asked as a how-to (a first-week walk: answered publicly with the cancel policy).
    "how do i cancel an order?? someone used my stolen credit card on your site",
    "I didn't place this order, why was my card charged?",
    "there are unauthorized charges from your store on my card",
  ])("never reads %s as a non-problem with confidence", (text) => {
    const a = analyze(text);
    if (NON_PROBLEM_INTENTS.has(a.intent)) expect(a.confidence).toBeLessThan(0.5);
    expect(a.sentiment_classification).toBe("negative");
    const decision = decideAutomation({
      analysis: a,
      config: { global: { auto_reply_enabled: true, default_confidence_threshold: 50 } },
      escalationKeywords: [],
      text,
      now: new Date("2025-06-11T12:00:00Z"),
    });
    if (a.intent !== "complaint") expect(decision.decision).not.toBe("auto");
  });

  it.each([
    "My Cherry Gloss Lip Oil arrived broken and nobody answered my email for a week. I want a refund now.",
    "my parcel is lost and no one has replied to my emails",
    "the serum leaked everywhere, nobody got back to me",
  ])(
    "reads being ignored, told in the past (%s), as a complaint (LABELLING.md question 5's marker)",
    (text) => {
      const a = analyze(text);
      expect(a.intent).toBe("complaint");
      expect(a.sentiment_classification).toBe("negative");
    },
  );

  it.each([
    "@Delta thank you for rebooking me so quickly after the cancellation!",
    "@SouthwestAir just landed, smooth flight, thanks!",
    "amazing service, got my order in 2 days!",
    "it's been 3 weeks using it, amazing work",
  ])("reads thanks for what came after a problem, %s, as thanks", (text) => {
    const a = analyze(text);
    expect(a.intent).toBe("compliment");
    expect(a.sentiment_classification).toBe("positive");
  });

  it("reads a problem asked about, not told, as no problem", () => {
    expect(analyze("what if a piece is missing when it arrives?").sentiment_classification).not.toBe(
      "negative",
    );
    expect(analyze("can I talk to a real person please").sentiment_classification).not.toBe("negative");
    // A problem supposed ("if the shade is wrong") is a question about the return policy.
    for (const supposed of [
      "If I open the Skin Tint and the shade is wrong can I still return it?",
      "what if my order arrives broken?",
    ])
      expect(analyze(supposed).sentiment_classification, supposed).not.toBe("negative");
    // ... while one told beside a condition is still told.
    expect(analyze("the shade is wrong, can I return it?").sentiment_classification).toBe("negative");
    expect(
      analyze("my order is late, if it doesnt come by friday i want a refund").sentiment_classification,
    ).toBe("negative");
    // A negator takes a marker back.
    expect(analyze("You won't be disappointed when you look it up.").sentiment_classification).not.toBe(
      "negative",
    );
    expect(analyze("my order was not late at all").sentiment_classification).not.toBe("negative");
    // "a joke" is a complaint when something is one, not when one is asked for.
    expect(analyze("tell me a joke").intent).not.toBe("complaint");
    expect(analyze("your customer service is a joke").intent).toBe("complaint");
  });

  it("caps or re-routes a non-problem reading that carries a complaint signal", () => {
    const judged = {
      intent: "compliment" as const,
      confidence: 0.97,
      sentimentScore: -0.15,
      crisis: false,
      crisisCategories: [],
    };
    expect(guardComplaint({ ...judged, complaintProbability: 0.8 })).toMatchObject({
      intent: "complaint",
      complaintSignal: true,
    });
    expect(guardComplaint({ ...judged, complaintProbability: 0.35 })).toMatchObject({
      intent: "compliment",
      confidence: 0.49,
    });
    expect(guardComplaint({ ...judged, complaintProbability: 0.1, sentimentScore: -0.6 }).confidence).toBe(
      0.49,
    );
    expect(guardComplaint({ ...judged, complaintProbability: 0.1 })).toMatchObject({
      intent: "compliment",
      confidence: 0.97,
      complaintSignal: false,
    });
    expect(guardComplaint({ ...judged, intent: "shipping_orders", complaintProbability: 0.9 }).intent).toBe(
      "shipping_orders",
    );
  });
});

describe("analyzeMessage on praise said through a negation", () => {
  it.each([
    "I can't say enough good things about this serum",
    "honestly it wasn't terrible",
    "not bad at all",
    "couldn’t be happier with my order",
    "never disappoints",
    "nothing short of amazing",
    "my skin has never looked better",
    "no complaints, works great",
    "Can’t believe how good this is",
    "it didn’t break me out which is a first for me!",
    "@VirginAmerica seriously the best airline, never flying anyone else",
    // Loyalty: the customer stays.
    "Third bottle of the serum and I'm never switching",
    "I'm never going back to my old moisturizer",
    "never buying another foundation again, this is it",
    "nothing else works like this for me",
    "nothing compares to this serum",
    "will never stop buying this",
    "My skin has never looked this good, the lip oil is magic ✨",
  ])("reads %s as praise, never as a complaint", (text) => {
    const a = analyze(text);
    expect(a.sentiment_classification).toBe("positive");
    expect(a.intent).not.toBe("complaint");
  });

  it.each([
    "not bad, but the pump broke after a week",
    "isn't it bad for acne?",
    // Leaving the brand, and a failure: no loyalty.
    "never buying another thing from this brand",
    "I'm never going back to this store, worst service",
    "I clicked pay and nothing happened",
  ])("keeps the verdict of %s (a later 'but', a question, leaving the brand)", (text) => {
    expect(analyze(text).sentiment_classification).not.toBe("positive");
  });
});

describe("analyzeMessage on thanks and precautionary questions", () => {
  it("reads thanks 'so much for' the reply as thanks, and 'so much for' a promise as sarcasm", () => {
    const thanks = analyze("thank you so much for the quick reply!! 🥰");
    expect(thanks.intent).toBe("compliment");
    expect(thanks.sentiment_classification).toBe("positive");
    expect(analyze("so much for fast shipping, 3 weeks and nothing").sentiment_classification).toBe(
      "negative",
    );
  });

  it("reads a breakout asked about as a question, and one that never came as praise", () => {
    const asked = analyze("will this break me out? I have acne prone skin");
    expect(asked.intent).toBe("product_inquiry");
    expect(asked.sentiment_classification).not.toBe("negative");
    expect(analyze("my skin never broke out with this, love it").sentiment_classification).toBe("positive");
  });

  it("reads a failing part told with praise as a complaint (guide question 7 before 8), and one asked about as a question", () => {
    for (const text of [
      "I love the serum but the pump broke after a week",
      "love the cream but the lid cracked",
    ]) {
      const told = analyze(text);
      expect(told.intent, text).toBe("complaint");
      expect(told.sentiment_classification, text).toBe("negative");
    }
    expect(analyze("does the pump ever break?").intent).toBe("product_inquiry");
    // The wrong item told as what was ordered, and a smashed bottle: problems, not a purchase.
    for (const text of [
      "you sent me the Rosewood shade of lip oil but i ordered Peach... order 1520",
      "i ordered the lip oil in peach but got rosewood",
      "hey the vitamin c serum bottle is smashed, everything is sticky order #1502",
    ]) {
      const told = analyze(text);
      expect(told.intent, text).not.toBe("purchase_intent");
      expect(told.intent, text).not.toBe("product_inquiry");
      expect(told.sentiment_classification, text).toBe("negative");
    }
    expect(analyze("love the colour, wish it lasted longer").intent).toBe("feedback");
    // A wish that the brand make or bring back something is feedback, not praise (guide question 8).
    for (const text of [
      "A travel size of everything would be amazing",
      "please bring back the old formula!!",
      "you guys should make a pump bottle",
    ]) {
      expect(analyze(text).intent, text).toBe("feedback");
    }
    // Read from the wish rather than the model (it read praise at 0.9+): a person confirms it.
    expect(analyze("A travel size of everything would be amazing").confidence).toBeLessThanOrEqual(0.75);
    expect(analyze("wish I had found this sooner").intent).toBe("compliment");
  });

  it("reads praise turned by a criticism as feedback a person confirms, and praise turned by more praise as praise", () => {
    for (const text of [
      "@VirginAmerica I love you guys but the seats are so uncomfortable",
      "gorgeous colour, though it's a bit sticky",
      "love the serum but the texture is a little greasy",
    ]) {
      expect(analyze(text).intent, text).toBe("feedback");
    }
    // The head read it as praise at 0.94: the rule's reading is confirmed by a person.
    expect(
      analyze("@VirginAmerica I love you guys but the seats are so uncomfortable").confidence,
    ).toBeLessThan(0.5);
    expect(analyze("so pretty, but honestly the best part is the scent").intent).toBe("compliment");
  });

  it("reads a price said too high as a complaint, with praise as feedback, never as praise or chatter", () => {
    for (const text of [
      "so pricey for such a small bottle",
      "why is it so expensive",
      "I wish it wasn't so expensive",
    ]) {
      const read = analyze(text);
      expect(read.intent, text).toBe("complaint");
      expect(read.sentiment_classification, text).toBe("negative");
      expect(read.confidence, text).toBeLessThan(0.8);
    }
    expect(analyze("I love it but it's way too expensive").intent).toBe("feedback");
    expect(analyze("how much is it? hope it's not too pricey").sentiment_classification).not.toBe("negative");
  });

  it("reads being ignored as a complaint, never as a hello", () => {
    for (const text of [
      "hello?? anyone there? I messaged 3 days ago",
      "I emailed you 2 weeks ago about my refund",
    ]) {
      const a = analyze(text);
      expect(a.intent, text).toBe("complaint");
      expect(a.sentiment_classification, text).toBe("negative");
    }
    expect(analyze("anyone else obsessed with this shade?").sentiment_classification).not.toBe("negative");
  });

  it("reads when a placed order ships as an order's business", () => {
    expect(analyze("bought the serum yesterday, when does it ship?").intent).toBe("shipping_orders");
  });

  it("escalates no precautionary question, and still escalates the reaction told", () => {
    expect(analyze("i'm allergic to nuts, is the lip oil safe for me?").crisis_flag).toBe(false);
    expect(analyze("I'm allergic to nuts and the lip oil gave me hives, is that normal?").crisis_flag).toBe(
      true,
    );
  });
});

describe("analyzeMessage on harm told, a wish to buy now, and returns", () => {
  it.each([
    "Reporting the balm to Health Canada. Blistering after one use. Everyone please be careful",
    "My daughter got a rash all over her face from the minis kit, she's 14. How is this safe???",
  ])("reads %s as a negative crisis, whatever its warm words", (text) => {
    const a = analyze(text);
    expect(a.crisis_flag).toBe(true);
    expect(a.sentiment_classification).toBe("negative");
  });

  it("keeps the sentiment of a mention of a hospital that tells of no harm", () => {
    expect(
      analyze("People working in hospitals are seriously under appreciated.").sentiment_classification,
    ).not.toBe("negative");
  });

  it.each([
    "Is the skin tint back in stock in Tan? I want 2",
    "Is the clay mask available in a bigger size? I'd buy it today",
    "Do you have a bundle with the lip sleeping mask and eye cream? Want to order both",
  ])("reads %s as a purchase (LABELLING.md question 9)", (text) => {
    expect(analyze(text).intent).toBe("purchase_intent");
  });

  it("reads a condition as no wish to buy", () => {
    expect(analyze("if i want to buy the serum for my mom, is it ok for mature skin?").intent).not.toBe(
      "purchase_intent",
    );
  });

  it.each([
    "how do returns work? want to return an unopened glow ritual set",
    "I'd like to exchange my skin tint in Medium for a darker shade, how do I do that?",
  ])("reads %s as an order's business (question 5), whatever product it names", (text) => {
    expect(analyze(text).intent).toBe("shipping_orders");
  });
});

describe("analyzeMessage on a complaint told under another intent", () => {
  it("recommends a person, as the automation decides, and never says it can be answered automatically", () => {
    const a = analyze("where is my refund?? its been a month");
    expect(a.labels).toContain("complaint_signal");
    expect(a.recommended_action).toBe("human_review");
    expect(a.routing_reason).not.toContain("can be answered automatically");
  });
});

describe("analyzeMessage on praise that asks something", () => {
  it.each([
    "love the lip oil! is it vegan",
    "obsessed with this, do you ship to canada",
    "my skin turns red with everything, is your stuff gentle enough",
    "i got the glow ritual set and love everything except the cleanser, can i just return that one",
    // Praise that does not read as positive: the product's name holds a praise word.
    "glow serum price",
  ])("never thanks %s automatically: a person answers its question", (text) => {
    const a = analyze(text);
    if (a.intent === "compliment" || a.intent === "greeting") expect(a.confidence).toBeLessThan(0.5);
    expect(a.recommended_action).not.toBe("auto_reply");
  });

  it("still thanks praise that asks nothing", () => {
    const a = analyze("obsessed with the new blush omg, thank you!!");
    expect(a.intent).toBe("compliment");
    expect(a.confidence).toBeGreaterThanOrEqual(0.8);
  });
});

describe("analyzeMessage crisis detection", () => {
  it.each([
    ["my face is swollen and burning after the serum, i had to go to urgent care", "adverse_reaction"],
    ["i had an allergic reaction and my lips are bleeding", "adverse_reaction"],
    ["there was glass in my lip scrub", "safety_hazard"],
    ["my lawyer will be in touch about the burns", "legal_threat"],
    ["you stupid bitch i know where your office is", "abuse"],
    ["my video about this has 200k views, everyone needs to know", "viral"],
    ["this is going viral, your serum gave half my followers a rash", "viral"],
    ["I'm reporting this to the police, you sold me a fake", "legal_threat"],
    ["i'm calling a lawyer, your peel left scars on my chin", "legal_threat"],
  ])("flags %s", (text, category) => {
    const a = analyze(text);
    expect(a.crisis_flag).toBe(true);
    expect(a.crisis_categories).toContain(category);
    expect(a).toMatchObject({
      urgency_level: "crisis",
      recommended_action: "escalate",
      recommended_team: "management",
    });
    expect(a.priority_score).toBeGreaterThanOrEqual(90);
  });

  it.each([
    "this blush is to die for",
    "i'm dead 😂 she ate",
    "the glass bottle is so pretty",
    "killer shade",
    "can't believe this only has 2k views",
    // A mention of the news, a post spreading, a profession or an idiom is no crisis without a
    // grievance.
    "saw you on the news today, congrats!",
    "lol this video is going viral",
    "the police academy workout made me sweat so much, need a good deodorant",
    "I'm a nurse and work 12 hour shifts at the hospital, which moisturizer lasts all day?",
    "your new campaign is toxic positivity tbh",
    "I'm a lawyer and I love your lip tint",
    "perioral dermatitis girlie here, everything sets me off. were ur products actually tested on sensitive skin",
  ])("does not flag slang praise or a mention without a grievance: %s", (text) => {
    expect(analyze(text).crisis_flag).toBe(false);
  });

  it("flags 'I will find you' but not a customer asking where to buy", () => {
    expect(analyze("i will find you and make you pay").crisis_categories).toContain("abuse");
    expect(analyze("can i find you guys in a shop irl").crisis_flag).toBe(false);
  });

  it.each([
    "i'm allergic to perfume, do your products smell?",
    "I have eczema and my dermatologist said oat helps. Is there any oat in your Barrier Cream?",
    "does the serum have nut oils? my son is allergic",
  ])("does not read a condition stated to ask about a product as a reaction: %s", (text) => {
    expect(analyze(text).crisis_flag).toBe(false);
  });

  it.each([
    "i'm allergic to this serum!!! my face is red",
    "my doctor said to stop using it, can i return it?",
    "can i return something i opened? it gave me a rash",
  ])("still flags a reaction told with a question: %s", (text) => {
    expect(analyze(text).crisis_categories).toContain("adverse_reaction");
  });

  it("flags 'I know where you live' but not a customer asking where a parcel is", () => {
    expect(analyze("i know where you live").crisis_categories).toContain("abuse");
    expect(analyze("how will i know where my parcel is").crisis_flag).toBe(false);
    expect(analyze("i know where my order is now, thanks").crisis_flag).toBe(false);
  });
});

describe("analyzeMessage routing", () => {
  it("routes a purchase to sales with a high priority", () => {
    const a = analyze("omg i need this!! link?? want to order today", { message_type: "dm" });
    expect(a.intent).toBe("purchase_intent");
    expect(a.recommended_team).toBe("sales");
    expect(a.priority_score).toBeGreaterThanOrEqual(60);
    expect(a.priority_score).toBeLessThan(90);
  });

  it("recognises a question without a question mark", () => {
    expect(analyze("do you ship to canada").intent).toBe("shipping_orders");
  });

  it("labels growth pitches and follow-for-follow comments as spam, and keeps customers' own words out of it", () => {
    for (const text of [
      "Follow for follow? 😘",
      "Nice pic! Send it to @promo.page.growth for a feature 🚀",
      "Make $5000/week from home",
      "check my bio for cheap followers",
      "get 10k followers fast dm me",
    ])
      expect(analyze(text).labels, text).toContain("possible_spam");
    for (const text of [
      "hey babe im a micro influencer 12k followers would love to collab, do u do gifting? 💕",
      "Where can I follow your new drops?",
      "Can you send it to my new address?",
      "I make my own toner every week, is your serum better?",
    ])
      expect(analyze(text).labels, text).not.toContain("possible_spam");
  });

  it("queues spam at the lowest priority", () => {
    const a = analyze("💰 earn $500 a day working from home, dm me for info 💰");
    expect(a.labels).toContain("possible_spam");
    expect(a.recommended_action).toBe("queue");
    expect(a.urgency_level).toBe("low");
  });

  it("is deterministic", () => {
    expect(analyze("the pump broke after two days")).toEqual(analyze("the pump broke after two days"));
  });
});
