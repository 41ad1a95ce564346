import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CitationChips } from "./citation-chips";

const cite = (quote: string, source_name: string, chunk_id = "c1") => ({
  chunk_id,
  source_kind: "document" as const,
  source_name,
  quote,
});

describe("CitationChips", () => {
  it("tells two quotes of one source apart by the start of each sentence", () => {
    render(
      <CitationChips
        citations={[
          cite(
            "Returns are accepted within 45 days of delivery for unopened products.",
            "Returns & Exchanges",
          ),
          cite("Gift cards and final-sale items cannot be returned.", "Returns & Exchanges"),
          cite("Standard shipping takes 3 to 5 business days.", "Shipping Policy", "c2"),
        ]}
      />,
    );
    const chips = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(chips).toEqual([
      "Returns & Exchanges: “Returns are accepted within 45…”",
      "Returns & Exchanges: “Gift cards and final-sale items…”",
      "Shipping Policy",
    ]);
  });
});
