import { describe, expect, it } from "vitest";
import { brand, quoted, readAs, suggest } from "./reply-suggester.test-helper";

/** A formal greeting ends with a comma: what follows reads on in lower case, a name as written. */
describe("suggestReplies after a formal greeting", () => {
  it("reads on after a formal greeting in lower case, a quoted sentence too (its citation unchanged)", () => {
    const formal = { ...brand, formality_level: "professional" as const, key_messages: [] };
    const asked = suggest("do you offer a student discount?", {
      brand: formal,
      analysis: readAs("general_inquiry"),
      grounding: { answer: null },
    });
    expect(asked.suggestions[1]?.content).toMatch(/^Hello, we want to give you an accurate answer/);
    const policy = quoted("We ship to every province and territory in Canada.", "Shipping", "link");
    const shipped = suggest("do you ship to canada?", {
      brand: formal,
      analysis: readAs("shipping_orders"),
      grounding: { answer: policy },
    });
    expect(shipped.suggestions[1]?.content).toContain(
      "Hello, we ship to every province and territory in Canada.",
    );
    expect(shipped.suggestions[1]?.citations).toEqual([policy]);
    // A hello alone is no cut-off "Hello @zoe,": the quick reply welcomes.
    const hi = suggest("hiii", {
      brand: formal,
      message: { text: "hiii", sender_username: "zoe" },
      analysis: readAs("greeting"),
    });
    expect(hi.suggestions[0]?.content).toMatch(/^Hello @zoe, welcome!/);
  });

  it("leaves out a source's label the sentence repeats, reads a common first word on in lower case, never a name", () => {
    const formal = { ...brand, formality_level: "professional" as const, key_messages: [] };
    const ask = (text: string, answer: ReturnType<typeof quoted>, knowledge: string[] = []) =>
      suggest(text, {
        message: { text, sender_username: "ravi_m_beauty" },
        brand: { ...formal, knowledge: knowledge.map((k) => ({ source_name: "Care guide", text: k })) },
        analysis: readAs("general_inquiry"),
        grounding: { answer },
      }).suggestions.slice(0, 2);
    const wrapping = quoted(
      "Gift wrapping: Yes, we offer gift wrapping on every order for $4.95.",
      "care-guide.pdf",
      "document",
    );
    for (const s of ask("do you do gift wrapping?", wrapping)) {
      expect(s.content).toContain(
        "Hello @ravi_m_beauty, yes, we offer gift wrapping on every order for $4.95.",
      );
      expect(s.content).not.toContain("Gift wrapping:");
      // The chip keeps the exact quote.
      expect(s.citations).toEqual([wrapping]);
    }
    const window = quoted(
      "You can return products within 30 days of delivery.",
      "Returns & Exchanges",
      "link",
    );
    expect(ask("What is your return window?", window)[0]?.content).toContain(
      "Hello @ravi_m_beauty, you can return",
    );
    // A heading run into its first sentence writes "We" with a capital mid-line: still no name.
    const nowhere = quoted("We do not ship to other countries yet.", "Shipping", "link");
    expect(
      ask("do you ship to mexico?", nowhere, ["Where we ship We ship to the United States and Canada."])[0]
        ?.content,
    ).toContain("Hello @ravi_m_beauty, we do not ship to other countries yet.");
    // A common word a heading runs into ("Refunds Refunds are issued") is no name: the knowledge
    // writes it in lower case elsewhere.
    const refunds = quoted("Refunds are issued to the original payment method.", "Returns", "link");
    expect(
      ask("how long do refunds take", refunds, [
        "Refunds Refunds are issued today.",
        "We refund them in full.",
      ])[0]?.content,
    ).toContain("Hello @ravi_m_beauty, refunds are issued");
    // What a policy tells the customer to do reads on too: "Hello @x, Join our newsletter" was said.
    const code = quoted(
      "Join our newsletter and you get WELCOME10, 10% off your first order.",
      "FAQ",
      "link",
    );
    expect(
      ask("do u have any discount codes rn", code, ["Discounts Join our newsletter today."])[0]?.content,
    ).toContain("Hello @ravi_m_beauty, join our newsletter and you get WELCOME10");
    // A label of a page's section ("calendar") is no fact either.
    const sale = quoted(
      "Sale calendar: our next sitewide sale runs December 12 to 15, with 20% off everything.",
      "brand-guide.pdf",
      "document",
    );
    const [saleQuick] = ask("When is the next sale?", sale);
    expect(saleQuick?.content).toContain(
      "Hello @ravi_m_beauty, our next sitewide sale runs December 12 to 15",
    );
    expect(saleQuick?.citations).toEqual([sale]);
    // A label the sentence does not repeat says something: kept. A name stays a name.
    const canada = quoted("Canada: we ship to every province in 5 to 8 business days.", "Shipping", "link");
    expect(ask("do you ship to canada?", canada)[0]?.content).toContain(
      "Hello @ravi_m_beauty, Canada: we ship",
    );
    const studio = quoted("Aurelle Beauty Studio opens at 10 am.", "FAQ", "link");
    const opens = ask("when do you open?", studio, ["Visit the Aurelle Beauty Studio in Brooklyn."]);
    expect(opens[0]?.content).toContain("Hello @ravi_m_beauty, Aurelle Beauty Studio opens");
    expect(opens[0]?.citations).toEqual([studio]);
  });
});
