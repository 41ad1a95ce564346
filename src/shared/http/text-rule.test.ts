import { describe, expect, it } from "vitest";
import { findInputProblem, INPUT_TOO_DEEP_MESSAGE, isCleanText, TEXT_RULE_MESSAGE } from "./text-rule";

describe("the shared text rule", () => {
  it("accepts what people type, in any script, with emoji, tabs and line breaks", () => {
    for (const text of ["Glow Theory", "Привет 👋🏽", "line\r\nbreak\tand tab", "", "日本語のテキスト"]) {
      expect(isCleanText(text)).toBe(true);
    }
  });

  it("refuses NUL, other control characters and unpaired surrogates", () => {
    for (const text of [
      "a\u0000b",
      "\u0007",
      "\u001b[31m",
      "x\uD800",
      "\uDC00y",
      "\uDBFF\uDBFF\uDC00x\uDFFF",
    ]) {
      expect(isCleanText(text)).toBe(false);
    }
  });

  it("finds the field: nested values, keys, and depth past the limit", () => {
    expect(findInputProblem({ a: [{ b: "ok" }, { c: "bad\u0000" }] })).toEqual({
      path: "a.1.c",
      message: TEXT_RULE_MESSAGE,
    });
    expect(findInputProblem({ "k\u0000": 1 })?.path).toBe("k\u0000");
    let bomb: unknown = [];
    for (let i = 0; i < 5000; i++) bomb = [bomb];
    expect(findInputProblem({ token: bomb })?.message).toBe(INPUT_TOO_DEEP_MESSAGE);
    expect(findInputProblem({ file: Buffer.from([0, 1, 2]), n: 3, ok: true, none: null })).toBeNull();
  });
});
