import { describe, expect, it } from "vitest";
import { addReferenceLinkSchema } from "./brand-document.schema";
import { brandSettingsPatchSchema, ruleChangeSchema } from "./brand-settings.schema";
import { wizardSaveSchema } from "./brand-wizard.schema";

const long = (n: number) => "x".repeat(n);
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe("brand settings over their limits say which text and how long it may be", () => {
  it("a rule phrase", () => {
    expect(messages(ruleChangeSchema.safeParse({ list: "never", phrase: long(10_000) }))).toEqual([
      "A rule can be at most 500 characters.",
    ]);
    expect(ruleChangeSchema.safeParse({ list: "never", phrase: long(500) }).success).toBe(true);
  });

  const many = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what} ${i}`);
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["brand name", { brand_name: long(2001) }, "The brand name can be at most 2,000 characters."],
    ["description", { description: long(5001) }, "The description can be at most 5,000 characters."],
    ["brand voice", { brand_voice: long(2001) }, "The brand voice can be at most 2,000 characters."],
    ["audience", { target_audience: long(2001) }, "The target audience can be at most 2,000 characters."],
    ["industry", { industry: long(2001) }, "The industry can be at most 2,000 characters."],
    [
      "website",
      { website_url: `https://a.co/${long(2048)}` },
      "The website URL can be at most 2,048 characters.",
    ],
    ["trait", { brand_personality: [long(501)] }, "A personality trait can be at most 500 characters."],
    ["traits", { brand_personality: many(21, "trait") }, "At most 20 personality traits"],
    ["key message", { key_messages: [long(501)] }, "A key message can be at most 500 characters."],
    ["key messages", { key_messages: many(11, "message") }, "At most 10 key messages"],
    ["tone", { brand_tone: "Grumpy" }, "Please choose one of the listed tones"],
    ["formality", { formality_level: "stiff" }, "Formality is casual or professional"],
  ];
  it.each(cases)("%s", (_name, patch, message) => {
    expect(messages(brandSettingsPatchSchema.safeParse(patch))).toEqual([message]);
  });

  it("the wizard's and the reference link's texts", () => {
    expect(
      messages(
        wizardSaveSchema.safeParse({ brand_name: "Glow", description: "Clean", industry: long(2001) }),
      ),
    ).toEqual(["The industry can be at most 2,000 characters."]);
    expect(
      messages(
        addReferenceLinkSchema.safeParse({
          is_reference_link: true,
          document_name: long(301),
          reference_url: "https://example.com/faq",
        }),
      ),
    ).toEqual(["A name can be at most 300 characters."]);
  });
});
