import { describe, expect, it } from "vitest";
import { normalizeText } from "./text-normalizer";
import { turnedByCriticism } from "./turned-praise";

describe("turnedByCriticism", () => {
  it.each([
    ["I love you guys but the seats are so uncomfortable", true],
    ["gorgeous colour, though it's a bit sticky", true],
    ["great formula, unfortunately it broke me out", true],
    ["love it but not sticky at all", false],
    ["love it but it never feels greasy", false],
    ["but the seats are uncomfortable", false],
    ["so pretty, but honestly the best part is the scent", false],
    ["the seats are uncomfortable", false],
  ])("%s: %s", (text, turned) => {
    expect(turnedByCriticism(normalizeText(text))).toBe(turned);
  });
});
