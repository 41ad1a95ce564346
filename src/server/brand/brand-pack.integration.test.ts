import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suggestReplies } from "../ai/reply-suggester";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedProducts } from "./brand.test-helper";
import { findPack } from "./brand-pack.repository";
import { BRAND_PACK_DEBOUNCE_MS } from "./compile-brand-pack.job";
import { loadBrandPack } from "./load-brand-pack";
import { buildPdf } from "./pdf-fixtures.test-helper";

let t: TestApp;
let offset = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offset) });
});
afterAll(async () => t.close());

const settle = async () => {
  await t.jobs.runDue();
  offset += BRAND_PACK_DEBOUNCE_MS + 1;
  await t.jobs.runDue();
};

describe("brand pack", () => {
  it("compiles voice, rules, visible products and document knowledge after brand changes", async () => {
    const person = await t.createPerson({ email: "pack@brand.test" });
    const cookie = await t.signIn(person.email, person.password);
    const [serum, balm] = await seedProducts(t.db, person.teamId, ["Glow Serum", "Secret Balm"]);
    await t.call(
      "POST",
      "/api/brand/wizard",
      {
        brand_name: "Glow Botanics",
        description: "Clean skincare",
        brand_tone: "Friendly",
        key_messages: ["Vegan always"],
      },
      cookie,
    );
    await t.call("POST", "/api/brand/rules", { list: "never", phrase: "cheap" }, cookie);
    await t.call("POST", `/api/brand/products/${balm!.id}/toggle`, { kind: "hidden", enabled: true }, cookie);
    await t.call(
      "POST",
      `/api/brand/products/${serum!.id}/toggle`,
      { kind: "featured", enabled: true },
      cookie,
    );
    const pdf = buildPdf([
      "Glow Botanics customer care guide.",
      "Returns are accepted within 45 days of delivery for any unopened product.",
      "Our serums are vegan and made in small batches in Toronto.",
    ]);
    await t.call(
      "POST",
      "/api/brand/documents",
      {
        document_name: "Care guide.pdf",
        document_type: "brand_guidelines",
        file_data: pdf.toString("base64"),
      },
      cookie,
    );
    // Many changes, one queued compile per team.
    const compiles = (await t.jobs.pending()).filter((j) => j.name === "brand.compile-brand-pack");
    expect(compiles).toHaveLength(1);
    await settle();

    expect(await findPack(t.db, person.teamId)).not.toBeNull();
    const pack = await loadBrandPack(t.db, person.teamId);
    expect(pack).toMatchObject({
      brand_name: "Glow Botanics",
      brand_tone: "Friendly",
      use_emojis: true,
      formality_level: "professional",
      key_messages: ["Vegan always"],
      response_rules: { never: ["cheap"] },
    });
    expect(pack.products.map((p) => p.title)).toEqual(["Glow Serum"]);
    expect(pack.products[0]).toMatchObject({ featured: true, hidden: false, price_min: 19, currency: "USD" });
    const knowledge = pack.knowledge.map((k) => k.text).join("\n");
    expect(knowledge).toContain("Returns are accepted within 45 days of delivery");
    expect(pack.knowledge[0]?.source_name).toBe("Care guide.pdf");

    const suggestion = suggestReplies({
      message: { text: "How many days do I have for returns after delivery?" },
      analysis: {
        normalized_intent: "shipping_orders",
        crisis_flag: false,
        sentiment_classification: "neutral",
      },
      brand: pack,
      products: pack.products,
    });
    expect(suggestion.knowledge_sources).toEqual(["Care guide.pdf"]);
    expect(suggestion.suggestions.map((s) => s.content).join(" ")).toContain("45 days");

    await t.call(
      "POST",
      `/api/brand/products/${balm!.id}/toggle`,
      { kind: "hidden", enabled: false },
      cookie,
    );
    await settle();
    expect((await loadBrandPack(t.db, person.teamId)).products.map((p) => p.title)).toEqual([
      "Glow Serum",
      "Secret Balm",
    ]);
  });

  it("builds a pack on demand for a team that was never compiled", async () => {
    const person = await t.createPerson({ email: "nopack@brand.test" });
    const pack = await loadBrandPack(t.db, person.teamId);
    expect(pack).toMatchObject({
      brand_name: "",
      knowledge: [],
      products: [],
      response_rules: { never: [] },
    });
  });
});
