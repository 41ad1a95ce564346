import { describe, expect, it } from "vitest";
import { decodeEntities, pageToReadableText, readHtml } from "./html-to-text";
import { digestText } from "./summarize-text";

describe("readHtml", () => {
  const page = readHtml(`<!doctype html><html><head>
    <title>Glow &amp; Co | Skincare</title>
    <meta content="Clean skincare &mdash; made in Canada." name="description">
    <meta property="og:site_name" content="Glow &amp; Co">
    <style>.x{color:red}</style><script>var secret = "do not read";</script></head>
    <body><nav>Shop About</nav><main><h1>Our promise</h1><p>Free returns<br>within 30&nbsp;days.</p>
    <!-- hidden comment --><script>track()</script><ul><li>Vegan</li><li>Refillable</li></ul></main>
    <footer>© 2025</footer></body></html>`);

  it("reads the title, description, site name and headings", () => {
    expect(page.title).toBe("Glow & Co | Skincare");
    expect(page.description).toBe("Clean skincare — made in Canada.");
    expect(page.siteName).toBe("Glow & Co");
    expect(page.headings).toEqual(["Our promise"]);
  });

  it("keeps the main content as lines, without scripts, styles, comments or navigation", () => {
    expect(page.text).toBe("Our promise\nFree returns\nwithin 30 days.\nVegan\nRefillable");
  });

  it("puts the page's name first for the analyzer", () => {
    expect(pageToReadableText(page).split("\n")[0]).toBe("Glow & Co");
  });

  it("decodes numeric entities and leaves unknown ones", () => {
    expect(decodeEntities("&#233;&#xE9;&bogus;")).toBe("éé&bogus;");
  });
});

describe("digestText", () => {
  it("summarises and keeps sentences with facts", () => {
    const digest = digestText(
      "Glow Botanics makes gentle skincare. Returns are accepted within 45 days of delivery. We love our community of skincare fans. Shipping is free on orders over $60.",
    );
    expect(digest?.keyFacts).toEqual([
      "Returns are accepted within 45 days of delivery.",
      "Shipping is free on orders over $60.",
    ]);
    expect(digest?.summary.length).toBeGreaterThan(0);
  });

  it("gives nothing for text too short to learn from", () => {
    expect(digestText("  \n  hi  ")).toBeNull();
  });
});
