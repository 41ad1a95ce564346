import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { INTENTS, SENTIMENT_CLASSIFICATIONS } from "@shared/ai/ai.constants";
import { afterEach, describe, expect, it } from "vitest";
import {
  balancedCap,
  buildAll,
  checkMapped,
  HELDOUT_MAX,
  keyDigest,
  labelKey,
  mapRows,
  normKey,
  splitRows,
  toJsonl,
} from "./ai-external-data";
import {
  BANKING77_MAP,
  BITEXT_MAP,
  GOEMOTIONS_EMOTIONS,
  GOEMOTIONS_GROUP,
  goEmotionsLabels,
  HWU64_INTENTS,
  HWU64_MAP,
  type MappedLabels,
  mapByTable,
  SPAM_MAP,
} from "./ai-external-data-maps";
import {
  CARBON_BOT_MAP,
  HELPDESK_MAP,
  PERSONALITY_MAP,
  PRODUCT_QUESTION_MAP,
  REVIEW_SENTENCES_MAP,
} from "./ai-external-data-maps-chat";
import { parseCsv } from "./ai-external-sets";
import {
  isReserved,
  type MappedRow,
  type RawRow,
  readGoEmotions,
  readLabelledSentences,
  readPersonalityChat,
  readProductQuestions,
  readRasaYaml,
  readSmsSpam,
  readYoutube,
  SOURCES,
  type SourceDef,
} from "./ai-external-sources";

// The 77 Banking77 categories as the dataset's categories.json lists them (written out here).
const BANKING77_CATEGORIES =
  "card_arrival card_linking exchange_rate card_payment_wrong_exchange_rate extra_charge_on_statement pending_cash_withdrawal fiat_currency_support card_delivery_estimate automatic_top_up card_not_working exchange_via_app lost_or_stolen_card age_limit pin_blocked contactless_not_working top_up_by_bank_transfer_charge pending_top_up cancel_transfer top_up_limits wrong_amount_of_cash_received card_payment_fee_charged transfer_not_received_by_recipient supported_cards_and_currencies getting_virtual_card card_acceptance top_up_reverted balance_not_updated_after_cheque_or_cash_deposit card_payment_not_recognised edit_personal_details why_verify_identity unable_to_verify_identity get_physical_card visa_or_mastercard topping_up_by_card disposable_card_limits compromised_card atm_support direct_debit_payment_not_recognised passcode_forgotten declined_cash_withdrawal pending_card_payment lost_or_stolen_phone request_refund declined_transfer Refund_not_showing_up declined_card_payment pending_transfer terminate_account card_swallowed transaction_charged_twice verify_source_of_funds transfer_timing reverted_card_payment? change_pin beneficiary_not_allowed transfer_fee_charged receiving_money failed_transfer transfer_into_account verify_top_up getting_spare_card top_up_by_cash_or_cheque order_physical_card virtual_card_not_working wrong_exchange_rate_for_cash_withdrawal get_disposable_virtual_card top_up_failed balance_not_updated_after_bank_transfer cash_withdrawal_not_recognised exchange_charge top_up_by_card_charge activate_my_card cash_withdrawal_charge card_about_to_expire apple_pay_or_google_pay verify_my_identity country_support".split(
    " ",
  );

const TABLES: Record<string, Readonly<Record<string, MappedLabels | null>>> = {
  bitext: BITEXT_MAP,
  banking77: BANKING77_MAP,
  hwu64: HWU64_MAP,
  spam: SPAM_MAP,
  product: PRODUCT_QUESTION_MAP,
  personality: PERSONALITY_MAP,
  carbon: CARBON_BOT_MAP,
  helpdesk: HELPDESK_MAP,
  reviews: REVIEW_SENTENCES_MAP,
};

const labels = (
  intent: MappedLabels["intent"],
  sentiment: MappedLabels["sentiment"] = null,
  complaint: MappedLabels["complaint"] = null,
): MappedLabels => ({ intent, sentiment, complaint });

describe("mapping tables", () => {
  it("only map to our intents and sentiments", () => {
    for (const [name, table] of Object.entries(TABLES)) {
      for (const [label, mapped] of Object.entries(table)) {
        if (mapped === null) continue;
        if (mapped.intent !== null) expect(INTENTS, `${name}:${label}`).toContain(mapped.intent);
        if (mapped.sentiment !== null)
          expect(SENTIMENT_CLASSIFICATIONS, `${name}:${label}`).toContain(mapped.sentiment);
        expect(mapped.intent !== null || mapped.sentiment !== null, `${name}:${label} says nothing`).toBe(
          true,
        );
      }
    }
  });

  it("cover every Banking77 category exactly", () => {
    expect(Object.keys(BANKING77_MAP).sort()).toEqual([...BANKING77_CATEGORIES].sort());
    expect(BANKING77_MAP.card_arrival?.intent).toBe("shipping_orders");
    expect(BANKING77_MAP.transaction_charged_twice).toEqual(labels("support_request", null, true));
    expect(BANKING77_MAP.change_pin).toEqual(labels("support_request", null, false));
    expect(BANKING77_MAP.exchange_rate).toBeNull();
  });

  it("map Bitext intents by the guide and leave out the ambiguous ones", () => {
    expect(Object.keys(BITEXT_MAP)).toHaveLength(27);
    expect(BITEXT_MAP.track_order).toEqual(labels("shipping_orders", null, false));
    expect(BITEXT_MAP.place_order?.intent).toBe("purchase_intent");
    expect(BITEXT_MAP.complaint).toEqual(labels("complaint", null, true));
    expect(BITEXT_MAP.payment_issue).toEqual(labels("support_request", null, true));
    expect(BITEXT_MAP.review).toBeNull();
    expect(BITEXT_MAP.check_cancellation_fee).toBeNull();
  });

  it("map the 64 HWU64 intents: assistant commands are catch_all", () => {
    expect(HWU64_INTENTS).toHaveLength(64);
    expect(HWU64_MAP.alarm_set).toEqual(labels("catch_all", null, false));
    expect(HWU64_MAP.general_praise).toEqual(labels("compliment", "positive", false));
    expect(HWU64_MAP.takeaway_order?.intent).toBe("purchase_intent");
    expect(HWU64_MAP.takeaway_query?.intent).toBe("shipping_orders");
  });

  it("map Personality Chat scenarios: greetings, praise, criticism", () => {
    expect(PERSONALITY_MAP["Scenario:Greetings_Hello"]).toEqual(labels("greeting", null, false));
    expect(PERSONALITY_MAP["Scenario:Bot_There"]?.intent).toBe("greeting");
    expect(PERSONALITY_MAP["Scenario:Dialog_ThankYou"]).toEqual(labels("compliment", "positive", false));
    expect(PERSONALITY_MAP["Scenario:Criticism_Bot"]).toEqual(labels("complaint", "negative", true));
    expect(PERSONALITY_MAP["Scenario:Bot_Age"]?.intent).toBe("catch_all");
    expect(PERSONALITY_MAP["Scenario:Compliment_Response"]).toBeNull();
  });

  it("map the Rasa assistants: greetings, thanks, insults, handoff", () => {
    expect(CARBON_BOT_MAP.greet?.intent).toBe("greeting");
    expect(CARBON_BOT_MAP.farewell?.intent).toBe("greeting");
    expect(CARBON_BOT_MAP.insult).toEqual(labels("complaint", "negative", true));
    expect(CARBON_BOT_MAP["express_positive-emo"]).toEqual(labels(null, "positive", false));
    expect(CARBON_BOT_MAP.estimate_emissions).toBeNull();
    expect(HELPDESK_MAP.human_handoff?.intent).toBe("support_request");
    expect(HELPDESK_MAP.problem_email).toEqual(labels("support_request", null, true));
    expect(HELPDESK_MAP.help).toBeNull();
  });

  it("review sentences: verdicts on a seller are complaints or compliments, on films sentiment only", () => {
    expect(REVIEW_SENTENCES_MAP["amazon:0"]).toEqual(labels("complaint", "negative", true));
    expect(REVIEW_SENTENCES_MAP["yelp:1"]).toEqual(labels("compliment", "positive", false));
    expect(REVIEW_SENTENCES_MAP["imdb:0"]).toEqual(labels(null, "negative"));
  });

  it("spam is catch_all, ham is left out; product questions are product_inquiry", () => {
    expect(SPAM_MAP.spam).toEqual(labels("catch_all", null, false));
    expect(SPAM_MAP.ham).toBeNull();
    expect(PRODUCT_QUESTION_MAP.product_question).toEqual(labels("product_inquiry"));
  });

  it("throw on a label the table does not know (a new source version)", () => {
    expect(() => mapByTable(BANKING77_MAP, "new_category", "banking77")).toThrow(/not in the mapping table/);
    expect(() => mapByTable(BANKING77_MAP, "toString", "banking77")).toThrow(/not in the mapping table/);
  });

  it("GoEmotions: one group gives the sentiment; mixed or ambiguous is left out", () => {
    expect(GOEMOTIONS_EMOTIONS).toHaveLength(28);
    expect(Object.keys(GOEMOTIONS_GROUP).sort()).toEqual([...GOEMOTIONS_EMOTIONS].sort());
    const id = (emotion: string) => String(GOEMOTIONS_EMOTIONS.indexOf(emotion as never));
    expect(goEmotionsLabels(id("neutral"))).toEqual(labels(null, "neutral"));
    expect(goEmotionsLabels(`${id("joy")},${id("gratitude")}`)).toEqual(labels(null, "positive"));
    expect(goEmotionsLabels(`${id("anger")},${id("annoyance")}`)).toEqual(labels(null, "negative"));
    expect(goEmotionsLabels(`${id("joy")},${id("anger")}`)).toBeNull();
    expect(goEmotionsLabels(id("surprise"))).toBeNull();
    expect(goEmotionsLabels(id("approval"))).toBeNull();
    expect(goEmotionsLabels(`${id("disapproval")},${id("anger")}`)).toBeNull();
    expect(goEmotionsLabels(`${id("curiosity")},${id("joy")}`)).toBeNull();
    expect(() => goEmotionsLabels("28")).toThrow();
    expect(() => goEmotionsLabels("x")).toThrow();
  });
});

describe("normKey", () => {
  it("ignores case, punctuation and spacing", () => {
    expect(normKey("  Where is my ORDER?!  ")).toBe("where is my order");
    expect(normKey("where-is my\norder")).toBe("where is my order");
    expect(normKey("ｈｅｌｌｏ")).toBe("hello");
  });
  it("keeps emoji-only texts distinct", () => {
    expect(normKey(" 😍  😍 ")).toBe("😍 😍");
    expect(normKey("😡")).not.toBe(normKey("😍"));
  });
});

const spam = (label: string) => mapByTable(SPAM_MAP, label, "test");

describe("mapRows", () => {
  it("drops empty texts and unmapped labels, keeps the first of equal keys", () => {
    const raw: RawRow[] = [
      { text: "WIN a prize!!", label: "spam" },
      { text: "win a prize", label: "spam" },
      { text: "   ", label: "spam" },
      { text: "see you at 6", label: "ham" },
    ];
    expect(mapRows("s", raw, spam)).toEqual([
      { text: "WIN a prize!!", intent: "catch_all", sentiment: null, complaint: false, source: "s" },
    ]);
  });
  it("drops every copy of a key whose copies map differently", () => {
    const map = (label: string) => (label === "a" ? labels("greeting") : labels("catch_all"));
    const rows = mapRows(
      "s",
      [
        { text: "hi", label: "a" },
        { text: "Hi!", label: "b" },
        { text: "hello", label: "a" },
      ],
      map,
    );
    expect(rows.map((r) => r.text)).toEqual(["hello"]);
  });
});

const row = (text: string, intent: MappedLabels["intent"], source = "s"): MappedRow => ({
  text,
  intent,
  sentiment: null,
  complaint: null,
  source,
});

describe("splitRows", () => {
  const rows = [
    ...Array.from({ length: 500 }, (_, i) => row(`question number ${i}`, "product_inquiry")),
    ...Array.from({ length: 100 }, (_, i) => row(`hello there ${i}`, "greeting")),
  ];

  it("is deterministic, disjoint and stratified at 20%", () => {
    const a = splitRows(rows);
    const b = splitRows([...rows].reverse());
    expect(a).toEqual(b);
    expect(a.train.length + a.heldout.length).toBe(rows.length);
    const heldout = new Set(a.heldout.map((r) => r.text));
    expect(a.train.some((r) => heldout.has(r.text))).toBe(false);
    expect(a.heldout.filter((r) => r.intent === "product_inquiry")).toHaveLength(100);
    expect(a.heldout.filter((r) => r.intent === "greeting")).toHaveLength(20);
  });

  it("changes with the seed", () => {
    expect(splitRows(rows, "other").heldout).not.toEqual(splitRows(rows).heldout);
  });

  it("keeps the held-out split at most HELDOUT_MAX rows", () => {
    const many = Array.from({ length: 30_000 }, (_, i) =>
      row(`text ${i}`, i % 3 === 0 ? "greeting" : "catch_all"),
    );
    const { train, heldout } = splitRows(many);
    expect(heldout.length).toBeLessThanOrEqual(HELDOUT_MAX);
    expect(heldout.length).toBeGreaterThan(HELDOUT_MAX - 5);
    expect(train.length + heldout.length).toBe(30_000);
  });
});

describe("balancedCap", () => {
  const group = (n: number, intent: MappedLabels["intent"]) =>
    Array.from({ length: n }, (_, i) => row(`${intent} ${i}`, intent));

  it("keeps small groups whole and shares the rest (water-filling)", () => {
    const rows = [...group(10, "greeting"), ...group(100, "compliment"), ...group(1000, "catch_all")];
    const kept = balancedCap(rows, 300);
    const count = (intent: string) => kept.filter((r) => r.intent === intent).length;
    expect(kept).toHaveLength(300);
    expect(count("greeting")).toBe(10);
    expect(count("compliment")).toBe(100);
    expect(count("catch_all")).toBe(190);
    expect(balancedCap([...rows].reverse(), 300)).toEqual(kept);
  });

  it("keeps everything under the cap", () => {
    const rows = group(50, "greeting");
    expect(balancedCap(rows, 100)).toHaveLength(50);
  });
});

describe("buildAll", () => {
  const source = (id: string, trainMax = 25_000): SourceDef => ({
    id,
    title: id,
    repo: "o/r",
    commit: "c",
    files: [],
    licence: "CC-BY-4.0",
    licenceUrl: "",
    read: () => [],
    map: (label) => (label === "q" ? labels("product_inquiry") : labels("greeting")),
    trainMax,
  });
  const raws = (prefix: string, n: number, label = "q"): RawRow[] =>
    Array.from({ length: n }, (_, i) => ({ text: `${prefix} ${i}`, label }));

  it("keeps every held-out text out of every train split and of the corpus train split", () => {
    const shared = raws("shared text", 200);
    const result = buildAll(
      [
        { source: source("a"), raw: [...raws("alpha", 300), ...shared] },
        { source: source("b"), raw: [...raws("beta", 300), ...shared] },
      ],
      new Set(Array.from({ length: 100 }, (_, i) => normKey(`alpha ${i}`))),
      new Set(Array.from({ length: 100 }, (_, i) => normKey(`beta ${i}`))),
    );
    const number = (text: string) => Number(text.split(" ").pop());
    const heldout = new Set(result.flatMap((r) => r.heldout.map((x) => normKey(x.text))));
    for (const r of result) {
      for (const x of r.train) expect(heldout.has(normKey(x.text))).toBe(false);
      // Lines of the corpus train split never reach a held-out split...
      expect(r.heldout.some((x) => x.text.startsWith("alpha") && number(x.text) < 100)).toBe(false);
      // ...and lines of the corpus evaluation files never reach a train split.
      expect(r.train.some((x) => x.text.startsWith("beta") && number(x.text) < 100)).toBe(false);
    }
    const a = result.find((r) => r.source.id === "a");
    expect(a?.heldout.length).toBeGreaterThan(60);
    expect(a?.dropped.heldoutInCorpusTrain).toBeGreaterThan(0);
    const trainShared = result.flatMap((r) => r.train).filter((x) => x.text.startsWith("shared"));
    for (const x of trainShared) expect(heldout.has(normKey(x.text))).toBe(false);
  });

  it("caps each train split at the source's maximum", () => {
    const [r] = buildAll([{ source: source("a", 100), raw: raws("x", 1000) }], new Set(), new Set());
    expect(r?.train).toHaveLength(100);
    expect(r?.dropped.capped).toBe(700);
  });
});

describe("readers", () => {
  it("SMS Spam Collection, with or without the header line", () => {
    expect(readSmsSpam("Label\tSMS\nham\tok see you\nspam\tWIN £100 now\n")).toEqual([
      { label: "ham", text: "ok see you" },
      { label: "spam", text: "WIN £100 now" },
    ]);
  });

  it("GoEmotions TSV, with or without the header line", () => {
    expect(readGoEmotions("text\tlabel\tid\nSo good\t17\tabc\nmeh\t9,10\tdef\n")).toEqual([
      { text: "So good", label: "17" },
      { text: "meh", label: "9,10" },
    ]);
  });

  it("YouTube export: HTML back to text, CLASS or label column", () => {
    const csv =
      'COMMENT_ID,AUTHOR,DATE,CONTENT,CLASS\n1,a,d,"check my channel<br />&#39;pls&#39;\ufeff",1\n2,b,d,nice song,0\n';
    expect(readYoutube(csv)).toEqual([
      { text: "check my channel\n'pls'", label: "spam" },
      { text: "nice song", label: "ham" },
    ]);
  });

  it("product-question TSV: quotes inside a field are text", () => {
    const tsv = 'ASIN\tquestion\tcandidate\nB1\tdoes the "trunk" come flat?\t"a ""quoted""\tcell"\n';
    expect(readProductQuestions(tsv)).toEqual([
      { text: 'does the "trunk" come flat?', label: "product_question" },
    ]);
  });

  it("Rasa NLU YAML: intents only, entity marks turned back into text", () => {
    const yaml = [
      'version: "3.0"',
      "nlu:",
      "- intent: greet",
      "  examples: |",
      "    - hey there",
      "    - good morning",
      "- synonym: LHR",
      "  examples: |",
      "    - heathrow",
      "- intent: transfer_money",
      "  examples: |",
      '    - send $100 to [Bob](PERSON) from [Berlin]{"entity": "city", "role": "from"}',
    ].join("\n");
    expect(readRasaYaml(yaml)).toEqual([
      { text: "hey there", label: "greet" },
      { text: "good morning", label: "greet" },
      { text: "send $100 to Bob from Berlin", label: "transfer_money" },
    ]);
  });

  it("labelled sentences: the label after the last tab, prefixed by the site", () => {
    expect(readLabelledSentences("Great phone!\t1\nIt broke.  \t0\n", "amazon")).toEqual([
      { text: "Great phone!", label: "amazon:1" },
      { text: "It broke.  ", label: "amazon:0" },
    ]);
  });

  it("Personality Chat TSV", () => {
    expect(
      readPersonalityChat("Question\tAnswer\tMetadata\nHiya\tHi.\tScenario:Greetings_Generic\n"),
    ).toEqual([{ text: "Hiya", label: "Scenario:Greetings_Generic" }]);
  });

  it("parseCsv keeps the comma behaviour by default", () => {
    expect(parseCsv('a,b\n"x, y",z"q"\n')).toEqual([{ a: "x, y", b: "zq" }]);
  });
});

describe("reserved evaluation sets", () => {
  it("recognises the reserved files", () => {
    expect(isReserved("data/goemotions/test.tsv")).toBe(true);
    expect(isReserved("datasets/sentiment/test_text.txt")).toBe(true);
    expect(isReserved("ePQA/dev.csv")).toBe(true);
    expect(isReserved("data/clinc150/data_full.json")).toBe(true);
    expect(isReserved("Tweets_airline_sentiment.csv")).toBe(true);
  });

  it("no source reads a reserved file", () => {
    for (const s of SOURCES)
      for (const path of s.files) expect(isReserved(path), `${s.id}: ${path}`).toBe(false);
  });

  it("decontamination compares digests of normalised keys", () => {
    expect(keyDigest("Is it Vegan?")).toBe(keyDigest("is it vegan"));
    expect(keyDigest("is it vegan")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("labelKey tells label signatures apart", () => {
    expect(labelKey(labels("greeting"))).not.toBe(labelKey(labels("greeting", null, false)));
  });
});

describe("checkMapped", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  function write(splits: Record<string, { train: MappedRow[]; heldout: MappedRow[] }>, rowsOff = 0) {
    dir = mkdtempSync(join(tmpdir(), "ext-data-"));
    const sources = Object.entries(splits).map(([id, { train, heldout }]) => {
      mkdirSync(join(dir, id));
      writeFileSync(join(dir, id, "train.jsonl"), toJsonl(train));
      writeFileSync(join(dir, id, "heldout.jsonl"), toJsonl(heldout));
      return {
        id,
        train: { rows: train.length, sha256: sha(toJsonl(train)) },
        heldout: { rows: heldout.length + rowsOff, sha256: sha(toJsonl(heldout)) },
      };
    });
    writeFileSync(join(dir, "MANIFEST.json"), JSON.stringify({ sources }));
  }

  it("passes disjoint splits that match the manifest", () => {
    write({
      a: { train: [row("zq alpha one", "greeting", "a")], heldout: [row("zq alpha two", "greeting", "a")] },
      b: { train: [row("zq beta one", "catch_all", "b")], heldout: [row("zq beta two", "catch_all", "b")] },
    });
    expect(checkMapped(dir)).toEqual([]);
  });

  it("reports a held-out text in another source's train split, a corpus train line and a wrong count", () => {
    const corpusLine = (
      JSON.parse(
        readFileSync(new URL("../src/server/ai/corpus/intent-train.jsonl", import.meta.url), "utf8").split(
          "\n",
        )[0] as string,
      ) as {
        text: string;
      }
    ).text;
    write(
      {
        a: {
          train: [row("zq alpha one", "greeting", "a")],
          heldout: [row("Zq shared TEXT!", "greeting", "a"), row(corpusLine, "product_inquiry", "a")],
        },
        b: {
          train: [row("zq shared text", "catch_all", "b")],
          heldout: [row("zq beta two", "catch_all", "b")],
        },
      },
      1,
    );
    const problems = checkMapped(dir);
    expect(problems.some((p) => p.includes("held-out of a shares") && p.includes("train split of b"))).toBe(
      true,
    );
    expect(problems.some((p) => p.includes("intent-train.jsonl"))).toBe(true);
    expect(problems.some((p) => p.includes("MANIFEST says"))).toBe(true);
  });
});
