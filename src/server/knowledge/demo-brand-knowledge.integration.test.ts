import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knowledgeChunks } from "../db/knowledge.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedSecondBrand } from "./demo-brand.test-helper";
import { searchKnowledge } from "./search-knowledge";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/**
 * The demo brand (the simulator's Aurelle Beauty, what `npm start` shows a new user) asked the
 * plain questions a customer asks first. Each case was answered wrongly, most of them certain
 * enough to be sent without a person, before the reading rule it names.
 */
let t: TestApp;
let teamId: string;
beforeAll(async () => {
  t = await createTestApp();
  teamId = (await t.createPerson({ email: "demo@knowledge.test" })).teamId;
  await seedSecondBrand(t.db, teamId);
  await syncKnowledgeIndex(t.deps, teamId);
});
afterAll(async () => t.close());

const search = (question: string) => searchKnowledge(t.db, teamId, question);

describe("the demo brand's knowledge", () => {
  it("answers a product of a kind with what is said of the whole kind, and no scent sentence as vegan", async () => {
    // Before: no answer ("Our serums ..." named other products, "fragrance-free" stated no ingredient).
    const serum = await search("does the vitamin c serum have any fragrance in it");
    expect(serum.answer?.quote).toContain("Our serums, the Barrier Repair Ceramide Cream");
    // Before: "... a light natural scent from its plant oils" answered first, certain ("plant" as vegan).
    const balm = await search("is the cleansing balm vegan");
    expect(balm.answer?.quote).toContain("All of our products are vegan");
    expect([balm.answer, ...balm.supporting].map((c) => c?.quote).join(" ")).not.toContain("scent");
  });

  it("answers for sure a question its page's heading names, and still not one asking more", async () => {
    // Before: not certain ("Drop the parcel off within 14 days of starting the return", in another
    // section, answered nearly as well), so "Not sure this source answers the whole question" showed.
    const window = await search("What is your return window?");
    expect(window.answer?.quote).toContain("You can return products within 30 days of delivery");
    expect(window.certain).toBe(true);
    const more = await search("What is your return window for products bought at a stockist?");
    expect(more.certain).toBe(false);
  });

  it("sends no answer alone when another rule speaks of what the customer tells", async () => {
    // Before: certain, "a full refund of the product price", though the refund rule for discount
    // codes ("the refund is the amount you actually paid") speaks of the code the customer used.
    const code = await search("used a 10% code, do i get the full price back if i return?");
    expect(code.leads.map((l) => l.quote).join(" ")).toContain("the amount you actually paid");
    expect(code.certain).toBe(false);
    // Asked with no code, the return rule still goes out alone.
    expect((await search("What is your return window?")).certain).toBe(true);
  });

  it("reads a store as a place to buy, not as store credit", async () => {
    const found = await search("do you have a store?");
    expect(found.answer?.quote).toContain("in person at the Aurelle Beauty Studio in Brooklyn");
  });

  it("states what the named product holds, never the exception of a rule about every product", async () => {
    const found = await search("what's in the cleansing balm?");
    expect(found.answer?.quote ?? "").not.toContain("beeswax");
  });

  it("answers whether two named products go together with the FAQ's yes or no naming both", async () => {
    for (const question of [
      "Can I use the vitamin C serum and retinal together?",
      "can I mix the vitamin c serum and the retinal serum?",
    ])
      expect((await search(question)).answer?.quote, question).toContain("Yes, at different times of day");
    // A pair no source speaks of goes to a person. Before: the niacinamide serum's price and size.
    expect((await search("can i use the vitamin c serum with the niacinamide serum")).answer).toBeNull();
  });

  it("reads 'the difference between' as no 'different times of day'", async () => {
    const found = await search("what's the difference between the vitamin c serum and the retinal serum?");
    expect(found.answer?.quote ?? "").not.toContain("at different times of day");
  });

  it("answers no refund question with an everyday word ('offer') of another sentence", async () => {
    const found = await search("do you offer refunds?");
    expect(found.answer?.quote ?? "").not.toContain("We offer free standard shipping");
  });

  it("answers how fast with a time, not with what express costs", async () => {
    const found = await search("can i get next day delivery?");
    expect(found.answer?.quote).toContain("express shipping takes 1 to 2 business days");
  });

  it("answers how to use a product with how to apply it, never with its price", async () => {
    const found = await search("how do i use the cleansing balm?");
    expect(found.answer?.quote ?? "").not.toContain("costs US$");
  });

  it("reads sunscreen as SPF, and leaves the whole catalogue to a person", async () => {
    expect((await search("do you sell sunscreen?")).answer?.quote).toContain("Sheer Shield Daily SPF 50");
    // No sentence lists what the brand sells ("we do not sell in any market ..." only holds the word).
    expect((await search("what products do you sell?")).answer).toBeNull();
  });

  it("reads 'off' as a discount only with an amount", async () => {
    const found = await search("can i return a sale item?");
    expect(found.answer?.quote).toContain("Products marked Final Sale");
  });

  it("reads a parcel that never arrived as lost, not as what is 'never free'", async () => {
    const found = await search("my parcel never arrived");
    expect(found.answer?.quote).toContain("marked as delivered that you cannot find");
    // "not arrived" is a phrase: "... arrives broken ... or is not what you ordered" holds none.
    expect((await search("my order never arrived")).answer?.quote ?? "").not.toContain("arrives broken");
    // A refund that never came is no lost parcel.
    expect((await search("i never got my refund")).answer?.quote ?? "").not.toContain("marked as delivered");
  });

  it("answers 'how do I ...?' from the steps under its heading, and the policy from the policy", async () => {
    const found = await search("how do i start a return?");
    expect(found.certain && found.answer?.quote.startsWith("Drop the parcel off")).toBe(false);
    expect((await search("whats ur return policy")).answer?.quote).toContain("within 30 days of delivery");
    expect((await search("how do i return something?")).answer?.quote).toContain(
      "/returns and enter your order number",
    );
  });
  it("reads 'keep using' and 'still ok' of a pregnant customer as whether it is fine, not how long it keeps", async () => {
    const retinal = await search("I'm 5 months pregnant 🤰 can I keep using the retinal serum?");
    expect(retinal.answer?.quote ?? "").not.toContain("keeps for at least 24 months");
    const quoted = [retinal.answer?.quote, ...retinal.supporting.map((s) => s.quote)].join(" ");
    expect(quoted).toContain("while pregnant or breastfeeding");
    const hydra = await search("just found out I'm pregnant!! is the hydra glow serum still ok to use?");
    expect(hydra.answer?.quote).toContain("fine to use during pregnancy");
    // Without a condition, "still ok" still asks whether it has gone off.
    const old = await search("opened the cleansing balm a year ago, is it still ok?");
    expect(old.answer?.quote ?? "").not.toContain("pregnancy");
    // "safe if ..." frames whether it suits the case: the warning answers (it was left to a person).
    const trying = await search("is the retinal night renewal serum safe if im trying to get pregnant");
    expect(trying.answer?.quote).toContain(
      "We do not recommend the Retinal Night Renewal Serum while pregnant",
    );
  });

  it("reads a first-time buyer as a first order, and 'at the same time' as no duration", async () => {
    expect((await search("any discount codes for first time buyers?")).answer?.quote).toContain("WELCOME10");
    // No source speaks of a niacinamide serum with the vitamin C one: never sent without a person.
    const found = await search("can I use the niacinamide serum and vitamin c serum at the same time?");
    expect(found.certain).toBe(false);
    expect(found.answer?.quote ?? "").not.toContain("within 6 months");
  });
  it("reads an FAQ answer as about the product its question names ('Six shades: ...' is the Skin Tint's)", async () => {
    // Before the catalogue is indexed (a store just connected), the FAQ is all there is.
    const other = (await t.createPerson({ email: "demo-faq@knowledge.test" })).teamId;
    await seedSecondBrand(t.db, other);
    await syncKnowledgeIndex(t.deps, other);
    await t.db
      .delete(knowledgeChunks)
      .where(and(eq(knowledgeChunks.teamId, other), eq(knowledgeChunks.sourceKind, "product")));
    const lipOil = await searchKnowledge(t.db, other, "what colors does the lip oil come in 😍");
    expect(lipOil.answer?.quote ?? "").not.toContain("Fair, Light");
    const tint = await searchKnowledge(t.db, other, "what shades does the skin tint come in?");
    expect(tint.answer?.quote).toContain("Fair, Light, Medium, Tan, Deep and Rich");
  });
  it("reads a phone's apostrophe as the straight one ('hasn’t arrived' is a lost parcel)", async () => {
    const lost = await search("@aurellebeauty my order still hasn’t arrived and it’s been 2 weeks");
    expect(lost.answer?.quote).toContain("open a trace with the carrier");
  });
  it("never sends alone an answer about another product, or an instruction under a condition for a yes or no", async () => {
    // "... and start the Retinal Night Renewal Serum two nights a week" of the vitamin C serum.
    const vitaminC = await search("is the Bright Start Vitamin C Serum ok for sensitive skin?");
    expect(vitaminC.certain).toBe(false);
    // "If a product irritates your skin, stop using it and contact us within 60 days" says no yes.
    expect((await search("hi! is the glow serum ok for sensitive skin?")).certain).toBe(false);
    // A list naming the asked product with others, and a rule about every product, still go alone.
    const lipOil = await search("what colors does the lip oil come in");
    expect(lipOil.certain).toBe(true);
    expect(lipOil.answer?.quote).toContain("Cherry Gloss Lip Oil comes in 8 shades");
    expect((await search("is the glow serum vegan?")).certain).toBe(true);
  });
  it("answers no question of everyday words only ('link pls' asks for the product, not the tracking link)", async () => {
    expect((await search("link pls")).answer).toBeNull();
    expect((await search("do you guys send a tracking link")).answer?.quote).toContain("tracking link");
  });
  it("leaves a product's link and a double charge to a person: only a sentence saying them answers", async () => {
    // Both were answered with the tracking-link sentence or the shipping costs, the first certain.
    expect((await search("can you send me the link to the lip oil")).answer).toBeNull();
    expect((await search("Hi, I was charged twice for my order")).answer).toBeNull();
    // An item missing from an order that came is no question about tracking ("Lost or missing parcels").
    expect((await search("I received my order but the cleanser is missing")).answer).toBeNull();
    // A tracking link is still the shipping sentences' business.
    const tracking = await search("can you email me the link to track my order");
    expect(tracking.answer?.quote).toMatch(/email with its tracking number and a link|tracking link/);
  });
  it("answers no question with a product's price or stock line that matches only the product's name", async () => {
    // "breakouts" matched the "Clear Pore" of the niacinamide serum's title: "... is in stock".
    const breakouts = await search("will this help my breakouts?");
    expect(breakouts.answer?.quote ?? "").not.toMatch(/is in stock|costs US\$|comes in/);
    // "dark spots" are no acne ("spots"): nothing the demo brand wrote speaks of them.
    expect((await search("does this work on dark spots?")).answer).toBeNull();
    // The price asked of a product the question names in its own words still is its price line.
    expect((await search("price on the niacinamide? saw it on my fyp")).answer?.quote).toContain(
      "costs US$28.00",
    );
  });
  it("answers the cost of shipping to a place the brand does not serve with where it does not ship", async () => {
    expect((await search("how much is shipping to germany")).answer?.quote).toBe(
      "We do not ship to other countries yet.",
    );
  });
  it("quotes the named product's own sentence of a passage, and a 'most of' sentence with its exception", async () => {
    // "Most of our products are fine to use during pregnancy." alone was the answer for the retinal serum.
    const retinal = await search("can i use the retinal while pregnant");
    expect(retinal.answer?.quote).toContain(
      "We do not recommend the Retinal Night Renewal Serum while pregnant",
    );
  });
  it("reads a comment under a post as about the product the caption names, the title written whole first", async () => {
    const retinal = "Night shift: Retinal Night Renewal Serum. Start slow, glow steady.";
    // "glow" and "start" are two words of other serums' titles too.
    expect((await searchKnowledge(t.db, teamId, "price", { post: retinal })).answer?.quote).toContain(
      "The Retinal Night Renewal Serum costs US$58.00.",
    );
    // What no sentence of the product says is not answered by its price line.
    const often = await searchKnowledge(t.db, teamId, "how often should I use it", { post: retinal });
    expect(often.answer?.quote ?? "").not.toContain("costs US$");
    // A caption naming two products says nothing of which: the price is left to a person.
    const two = "Meet your new morning ritual: Hydra Glow + Sheer Shield SPF 50";
    expect((await searchKnowledge(t.db, teamId, "price?", { post: two })).answer).toBeNull();
    expect((await search("are ur prices in CAD or USD")).answer?.quote).toContain("in USD");
  });
  it("reads an order that is not what was ordered as the wrong-item policy", async () => {
    expect((await search("this is not what I ordered")).answer?.quote).toContain(
      "or is not what you ordered, email",
    );
    // The shades told are the problem's story: before, the shade list held more of the question.
    expect((await search("you sent me Rosewood but i ordered Peach")).answer?.quote).toContain(
      "or is not what you ordered, email",
    );
    // Before: the shade list ("... comes in 6 shades: Fair, Light, Medium, Tan, ...").
    expect(
      (await search("Ordered the tinted spf in Tan and got a completely different shade. Order #1085")).answer
        ?.quote,
    ).toContain("or is not what you ordered, email");
  });
  it("reads a city as its country: the shipping table's row for Ireland answers Dublin", async () => {
    // Before: no answer (Dublin, named by no source, was a place nobody serves).
    const found = await search("How long does shipping to Dublin usually take?");
    expect(found.answer?.quote).toBe("United Kingdom and Ireland: 7 to 12 business days, $14.95.");
  });
  it("answers where the brand ships with the shipping table's row for the place, not its duties", async () => {
    expect((await search("do you ship to australia")).answer?.quote).toBe(
      "Australia and New Zealand: 8 to 14 business days, $16.95.",
    );
  });
  it("reads 'price match' as a policy no source states, not as the price of the Shade Match Lip Liner", async () => {
    for (const question of [
      "do you price match?",
      "Sephora has the SPF cheaper right now, do you price match?",
    ])
      expect((await search(question)).answer).toBeNull();
  });
  it("answers a damaged parcel only with a sentence about damage, never with the box the ingredients are printed on", async () => {
    expect((await search("my serum leaked everywhere in the box 😭")).answer?.quote ?? "").not.toContain(
      "printed on every box",
    );
    expect((await search("my serum arrived leaking")).answer?.quote).toContain("broken, damaged or leaking");
    // The one rule for the problem, and no list of what cannot be returned beside it.
    const broken = await search("my order #1043 arrived with the cap broken and serum everywhere. not happy");
    expect(broken.answer?.quote).toContain("If your order arrives broken, damaged or leaking");
    expect(broken.supporting).toEqual([]);
  });
  it("leaves a product asked for a need no source speaks of to a person, not to the shelf life's 'best used'", async () => {
    // Before: "Our serums and creams are best used within 12 months of opening, ..."
    expect((await search("which serum is best for dark spots")).answer).toBeNull();
  });
  it("answers how to reach the brand with its address, never with 'contact us within 60 days' of a reaction", async () => {
    const reach = await search("how do I contact customer service");
    expect(reach.answer?.quote).toContain("hello@aurellebeauty.com");
    expect(reach.answer?.quote ?? "").not.toContain("irritates");
  });
  it("answers how often only with a sentence saying how often, never a price line sent alone", async () => {
    // Before: "The Pink Clay Detox Mask costs US$30.00." and its size, sent automatically.
    expect((await search("how often should i use the clay mask")).answer).toBeNull();
  });
  it("reads 'internationally' as abroad: where the brand ships, never the carrier, and not sent alone", async () => {
    // Before: "International orders travel with DHL eCommerce ..." sent automatically.
    const abroad = await search("do you ship internationally");
    expect(abroad.answer?.quote).toBe("We do not ship to other countries yet.");
    expect(abroad.certain).toBe(false);
  });
  it("reads a physical store as a store, not as a physical (mineral) sunscreen's price", async () => {
    expect((await search("do you have a physical store in NYC?")).answer?.quote).toContain(
      "in person at the Aurelle Beauty Studio in Brooklyn",
    );
  });
  it("leaves a size asked of nothing named to a person, and answers it of the post's product", async () => {
    const unnamed = await search("does it come in travel size");
    expect(unnamed.answer).toBeNull();
    expect(unnamed.certain).toBe(false);
    const caption = "Rich glow, zero white cast: Skin Tint Mineral SPF 30 in six shades.";
    const shades = await searchKnowledge(t.db, teamId, "does it come in other shades?", { post: caption });
    expect(shades.answer?.quote).toContain("Skin Tint Mineral SPF 30 comes in 6 shades");
  });
  it("reads 'dermatologist tested' as no animal testing, and a bunny as cruelty-free", async () => {
    expect((await search("is the vitamin c serum vegan?")).answer?.quote).toContain("vegan");
    expect((await search("is anything in your line tested on bunnies")).answer?.quote).toContain(
      "we never test on animals",
    );
  });
  it("answers when a refund comes back with when refunds are issued, and the return window with the window", async () => {
    for (const question of ["how long do refunds take?", "when will my refund show up?"])
      expect((await search(question)).answer?.quote, question).toContain("Refunds are issued");
    expect((await search("how long do i have to return it?")).answer?.quote).toContain("within 30 days");
  });
  it("answers a return asked of a named product with the return policy, and never an exchange with a shade list", async () => {
    expect((await search("can I return the lip oil?")).answer?.quote).toContain(
      "You can return products within 30 days",
    );
    const swap = await search(
      "hey so i bought the skin tint in light but it's way too pale on me 😭 can i swap it for medium? i already opened it and tried it once",
    );
    expect(swap.answer?.quote ?? "").not.toContain("comes in 6 shades");
  });
  it("sends no instruction under a condition alone to a yes-or-no comment under a post", async () => {
    const found = await searchKnowledge(t.db, teamId, "is this good for eczema?", {
      post: "Your barrier called. It wants ceramides.",
    });
    // What to do after a reaction answers no question that tells of none: the patch-test advice does.
    expect(found.answer?.quote).not.toContain("If a product irritates your skin");
    expect(found.answer?.quote).toContain("patch test a new product");
    expect(found.certain).toBe(false);
    // It names another product than the one asked about: a person checks it.
    const eyeCream = await search("is the eye cream ok for sensitive skin?");
    expect(eyeCream.answer?.quote).toContain("patch test a new product");
    expect(eyeCream.certain).toBe(false);
  });
  it("never sends alone the price of a product a yes-or-no question names by its title's words", async () => {
    const property = await search("is the spf mineral or chemical?");
    expect(property.certain).toBe(false);
    const exists = await search("is there an eye cream");
    expect(exists.answer?.quote).toBe("The Peptide Eye Cream costs US$40.00.");
    expect(exists.certain).toBe(true);
  });

  it("answers a question asked in Spanish from the brand's English sources", async () => {
    const cost = await search("Hola! cuánto cuesta el envío a Canadá? vivo en Montreal");
    expect(cost.answer?.quote).toContain("5 to 8 business days for $9.95");
    const where = await search("¿Hacen envíos a México? me encantaron sus lip oils");
    expect(where.answer?.quote).toBe("We do not ship to other countries yet.");
    const gift = await search("tienen tarjetas de regalo? quiero regalarle algo a mi mamá");
    expect(gift.answer?.quote).toContain("digital gift cards from $25 to $200");
  });

  it("answers no question about one product with a sentence about a kind of products it is not", async () => {
    // "our lip products are flavoured" is not about every product, so not about the vitamin C serum.
    const found = await search("does the vitamin c serum have fragrance, i have super sensitive skin");
    expect(found.answer?.quote ?? "").not.toContain("Melt Away Cleansing Balm");
    expect(found.certain).toBe(false);
  });

  it("reads an order number as the customer's own order: the damage policy answers, for a person to send", async () => {
    const found = await search(
      "hey the vitamin c serum bottle is smashed, everything is sticky 😭 order #1502",
    );
    expect(found.answer?.quote).toContain("If your order arrives broken, damaged or leaking");
    expect(found.certain).toBe(false);
    expect((await search("where is my order #1042?")).certain).toBe(false);
  });

  it("answers a reaction told with what the brand does about reactions, never a usage tip", async () => {
    const rash = await search("I got a rash from the serum");
    expect(rash.answer?.quote).toContain("If a product irritates your skin, stop using it");
    const breakouts = await search("the cream gave me breakouts everywhere");
    expect(breakouts.answer?.quote ?? "").not.toContain("patch test");
  });
});

describe("the demo brand's knowledge, with what the brand added", () => {
  it("answers how much of an ingredient a product holds with its percentage, never with its price", async () => {
    const other = (await t.createPerson({ email: "demo-strength@knowledge.test" })).teamId;
    const added = {
      name: "Hydra Glow notes",
      isLink: false,
      text: "The Hydra Glow Hyaluronic Serum contains 2% multi-weight hyaluronic acid to hydrate every layer of the skin.",
    };
    await seedSecondBrand(t.db, other, new Date(), { documents: [added] });
    await syncKnowledgeIndex(t.deps, other);
    const question = "how much hyaluronic acid is in the hydra glow serum";
    const found = await searchKnowledge(t.db, other, question);
    expect(found.answer?.quote).toContain("contains 2% multi-weight hyaluronic acid");
    // Where no source states it, no price line answers it either: a person confirms.
    const demo = await search(question);
    expect(demo.answer?.quote ?? "").not.toContain("costs US$");
    expect(demo.certain).toBe(false);
  });

  it("answers a fact of a hidden product only with a sentence naming it, never with another fact", async () => {
    const other = (await t.createPerson({ email: "demo-hidden@knowledge.test" })).teamId;
    await seedSecondBrand(t.db, other, new Date(), { hidden: ["Glow Ritual Set"] });
    await syncKnowledgeIndex(t.deps, other);
    // Before: "Standard shipping in the United States costs $5.95 ..." (the FAQ's "How much is shipping?").
    const price = await searchKnowledge(t.db, other, "how much is the glow ritual set");
    expect(price.answer).toBeNull();
    expect(price.certain).toBe(false);
    // A policy asked of it is still answered, by its own sentence.
    const policy = await searchKnowledge(t.db, other, "can i return the glow ritual set");
    expect(policy.answer?.quote).toContain("Glow Ritual Set");
  });

  it("answers where the brand is from only with where it is or makes its products", async () => {
    // Before: "Canada: we ship to every province ..." (sent publicly in a walk), and a set's price.
    const canadian = await search("Are you guys a Canadian brand?");
    expect(canadian.answer?.quote ?? "").not.toContain("we ship to every province");
    expect(canadian.certain).toBe(false);
    const american = await search("is this brand american");
    expect(american.answer?.quote ?? "").not.toContain("costs US$");
    expect(american.answer?.quote ?? "").toContain("Brooklyn, New York");
    expect(american.certain).toBe(false);
  });
});
