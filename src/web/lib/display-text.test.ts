import { describe, expect, it } from "vitest";
import { displayText } from "./display-text";

describe("a customer's text on screen", () => {
  it("cuts a letter's pile of combining marks to four and leaves every real script alone", () => {
    const zalgo = `h${"\u0338\u0321\u032a\u032f\u0368\u034a\u033d\u0305".repeat(4)}i`;
    expect(displayText(zalgo)).toBe("h\u0338\u0321\u032a\u032fi");
    for (const text of [
      "Tiếng Việt: mình muốn đổi màu",
      "สวัสดีค่ะ สินค้าหมดหรือยัง",
      "क्या यह संवेदनशील त्वचा के लिए है?",
      "Crème brûlée 😍 ❤️‍🔥",
      "e\u0301 decomposed",
    ])
      expect(displayText(text)).toBe(text);
  });
});
