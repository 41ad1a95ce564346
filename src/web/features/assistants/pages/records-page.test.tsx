import { screen } from "@testing-library/react";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { RecordsPage } from "./records-page";

describe("the records page behind 'See all N messages'", () => {
  it("states the filter in words: a date, the intent's label and whether spam is left out", async () => {
    answerApi({ "GET /api/assistants/records/messages": () => json({ total: 0, messages: [] }) });
    renderWithApp(<RecordsPage />, {
      path: "/dashboard/lunara-ai/records?from=2026-11-28T00%3A00%3A00.000Z&intent=shipping_orders&spam=no",
    });

    expect(await screen.findByTestId("records-total")).toBeTruthy();
    const header = screen.getByText(/intent/);
    expect(header.textContent).toMatch(
      /^since Nov (27|28), 2026, .+ · intent Shipping orders · spam excluded$/,
    );
    expect(header.textContent).not.toContain("T00:00:00.000Z");
  });

  it("names the topic in words and the product by its title", async () => {
    answerApi({
      "GET /api/assistants/records/messages": () =>
        json({ total: 0, messages: [], product_title: "Cocoa Lip Oil" }),
    });
    renderWithApp(<RecordsPage />, {
      path: "/dashboard/lunara-ai/records?intent=complaint&topic=damaged&product=0b9f7a64-2f4e-4f0e-9a53-3a4c1b2d5e6f",
    });
    expect(
      await screen.findByText("intent Complaint · about damaged or leaking · naming the Cocoa Lip Oil"),
    ).toBeTruthy();
  });
});
