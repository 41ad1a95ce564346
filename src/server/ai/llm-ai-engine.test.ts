import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import type { BrandPack } from "@shared/ai/brand-pack.schema";
import { MessageAnalysisSchema } from "@shared/ai/message-analysis.schema";
import { SuggestionSetSchema } from "@shared/ai/suggestion-set.schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEmbeddedAiEngine } from "./ai-engine";
import { createAiEngine } from "./ai-engine-config";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./fake-openai-server.test-helper";
import { createLlmAiEngine, type LlmFallbackEvent } from "./llm-ai-engine";

const brand: BrandPack = {
  brand_name: "Lunara",
  use_emojis: false,
  response_rules: { always: [], never: ["cheap"], auto_escalate_keywords: [] },
};
let server: FakeOpenAiServer;
let fallbacks: LlmFallbackEvent[];

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  fallbacks = [];
});

const engine = (timeoutMs = 2_000) =>
  createLlmAiEngine(
    { baseURL: server.baseURL, apiKey: "test-key", model: "fake-model", timeoutMs },
    createEmbeddedAiEngine(),
    (event) => fallbacks.push(event),
  );

describe("LLM provider against a local OpenAI-compatible server", () => {
  it("analyses through the chat-completions API with a JSON schema and derives routing itself", async () => {
    server.reply({
      content: JSON.stringify({
        intent: "purchase_intent",
        confidence: 0.93,
        sentiment_score: 0.6,
        crisis_flag: false,
        crisis_categories: [],
      }),
    });
    const analysis = await engine().analyze({ text: "where can i buy the blush", message_type: "dm" });
    expect(MessageAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis).toMatchObject({
      engine: "llm",
      model_version: "llm:fake-model",
      intent: "purchase_intent",
      confidence: 0.93,
      sentiment_classification: "positive",
      recommended_team: "sales",
    });
    expect(fallbacks).toEqual([]);
    const [request] = server.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer test-key");
    expect(request?.body.model).toBe("fake-model");
    expect(JSON.stringify(request?.body.response_format)).toContain("json_schema");
  });

  it("keeps the crisis flag the rules raise even when the model misses it", async () => {
    server.reply({
      content: JSON.stringify({
        intent: "complaint",
        confidence: 0.8,
        sentiment_score: -0.5,
        crisis_flag: false,
        crisis_categories: [],
      }),
    });
    const analysis = await engine().analyze({ text: "i'm calling my lawyer, your serum burned my face" });
    expect(analysis.crisis_flag).toBe(true);
    expect(analysis.recommended_action).toBe("escalate");
  });

  it("falls back to the embedded engine when the answer does not match the schema", async () => {
    server.reply({ content: JSON.stringify({ intent: "purchase_intent", confidence: 7 }) });
    const analysis = await engine().analyze({ text: "where is my order??" });
    expect(analysis.engine).toBe("embedded");
    expect(analysis.intent).toBe("shipping_orders");
    expect(fallbacks.map((f) => f.operation)).toEqual(["analyze"]);
  });

  it("falls back on an HTTP error", async () => {
    server.reply({ content: "overloaded", status: 503 });
    const analysis = await engine().analyze({ text: "hi!" });
    expect(analysis.engine).toBe("embedded");
    expect(fallbacks).toHaveLength(1);
  });

  it("falls back when the model is slower than the timeout", async () => {
    server.reply({ content: "{}", delayMs: 1_500 });
    const started = Date.now();
    const analysis = await engine(200).analyze({ text: "is the serum ok for sensitive skin" });
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(analysis.engine).toBe("embedded");
    expect(fallbacks.map((f) => f.operation)).toEqual(["analyze"]);
  });

  it("writes suggestions with the model, then enforces the brand's rules on them", async () => {
    server.reply({
      content: JSON.stringify({
        quick: "So cheap and cute! 😍",
        detailed: "It's our best seller. Not cheap, but worth it.",
        action: "Grab it here",
        product_ids: ["blush", "made-up"],
      }),
    });
    const analysis = await createEmbeddedAiEngine().analyze({ text: "need the blush, link?" });
    const set = await engine().suggest({
      message: { text: "need the blush, link?" },
      analysis,
      brand,
      products: [{ id: "blush", title: "Cloud Blush" }],
    });
    expect(SuggestionSetSchema.parse(set)).toEqual(set);
    const text = set.suggestions
      .map((s) => s.content)
      .join(" ")
      .toLowerCase();
    expect(text).not.toContain("cheap");
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(set.product_ids).toEqual(["blush"]);
    expect(set.suggestions[2]?.content).toContain(TRACKING_LINK_SLOT);
    expect(set.engine).toBe("llm");
  });

  it("tells the model the customer's language, and keeps a fallback line in it", async () => {
    const draft = { quick: "cheap", detailed: "Merci!", action: "Voici le lien", product_ids: [] };
    const prompts: Array<{ system: string; user: Record<string, unknown> }> = [];
    for (const text of ["combien pour le blush?", "cuanto cuesta el blush?", "how much is the blush?"]) {
      server.reply({ content: JSON.stringify(draft) });
      const set = await engine().suggest({
        message: { text },
        analysis: await createEmbeddedAiEngine().analyze({ text }),
        brand,
        products: [{ id: "blush", title: "Cloud Blush" }],
      });
      const messages = server.requests.at(-1)?.body.messages as { role: string; content: string }[];
      prompts.push({
        system: messages.find((m) => m.role === "system")?.content ?? "",
        user: JSON.parse(messages.find((m) => m.role === "user")?.content ?? "{}"),
      });
      // "cheap" is banned: the emptied quick reply falls back to a line in the customer's language.
      if (text.startsWith("combien")) expect(set.suggestions[0]?.content).toBe("Merci de nous avoir écrit!");
    }
    expect(prompts.map((p) => p.user.reply_language)).toEqual(["fr", "es", undefined]);
    expect(prompts[0]?.system).toContain("Write the replies in the customer's language");
    expect(prompts[0]?.system).toContain("knowledge_answer sentences stay exactly as the");
  });

  it("drafts a brand profile from website text, and falls back on failure", async () => {
    const draft = {
      brand_name: "Lunara",
      description: "Clean skincare made in Canada.",
      tone: "Friendly",
      personality: ["Approachable"],
      voice: "Warm",
      target_audience: "Skincare lovers",
      key_messaging: ["Vegan"],
    };
    server.reply({ content: JSON.stringify(draft) });
    expect(await engine().analyzeWebsite("Lunara. Clean skincare.", "https://lunara.example")).toEqual(draft);
    server.reply({ content: "not json at all" });
    const fallback = await engine().analyzeWebsite(
      "Lunara Beauty\nVegan, cruelty-free skincare for all skin types.",
      "https://lunara.example",
    );
    expect(fallback.brand_name).toBe("Lunara Beauty");
    expect(fallbacks.map((f) => f.operation)).toEqual(["analyzeWebsite"]);
  });

  it("is chosen by configuration: AI_BASE_URL selects it, its absence the embedded engine", () => {
    expect(createAiEngine({}).name).toBe("embedded");
    expect(createAiEngine({ AI_BASE_URL: "" }).name).toBe("embedded");
    expect(createAiEngine({ AI_BASE_URL: server.baseURL, AI_MODEL: "m" }).name).toBe("llm");
  });
});
