import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import type { BrandDocument } from "@shared/brand/brand-document.schema";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { DocumentsSection } from "./documents-section";

const shipping: BrandDocument = {
  id: "3f1c7a52-8d0e-4c55-9a3e-1b2c3d4e5f60",
  document_name: "Shipping policy",
  document_type: "reference_guide",
  is_reference_link: true,
  reference_url: "https://brand.test/shipping",
  link_type: "shipping",
  is_scraped: false,
  file_size: null,
  summary: null,
  key_facts: [],
  processing_status: "pending",
  error_message: null,
  created_at: "2025-01-01T10:00:00.000Z",
  processed_at: null,
  content_changed_at: null,
  read_in_part: false,
};

describe("the documents and links section", () => {
  it("tells the admin when only the first part of a long document was read", async () => {
    const handbook = (read_in_part: boolean, id: string, document_name: string): BrandDocument => ({
      ...shipping,
      id,
      document_name,
      document_type: "brand_guidelines",
      is_reference_link: false,
      reference_url: null,
      link_type: null,
      processing_status: "processed",
      read_in_part,
    });
    answerApi({
      "GET /api/brand/documents": () =>
        json({
          success: true,
          documents: [
            handbook(true, "3f1c7a52-8d0e-4c55-9a3e-1b2c3d4e5f61", "Handbook.pdf"),
            handbook(false, "3f1c7a52-8d0e-4c55-9a3e-1b2c3d4e5f62", "Guidelines.pdf"),
          ],
        }),
    });
    renderWithApp(<DocumentsSection />);
    const long = await screen.findByRole("listitem", { name: "Handbook.pdf" });
    expect(long.textContent).toContain("Only the first part of this document was read");
    const short = screen.getByRole("listitem", { name: "Guidelines.pdf" });
    expect(short.textContent).not.toContain("Only the first part");
  });

  it("drops the last link's success notice when the next link is refused", async () => {
    const calls = answerApi({
      "GET /api/brand/documents": () => json({ success: true, documents: [] }),
      "POST /api/brand/documents": () => json({ success: true, document: shipping }),
    });
    const user = userEvent.setup();
    renderWithApp(<DocumentsSection />);
    const addLink = () => screen.getByRole("button", { name: "Add Link" });

    await user.type(screen.getByLabelText("Link name"), "Shipping policy");
    await user.type(screen.getByLabelText("URL"), "https://brand.test/shipping");
    await user.click(addLink());
    expect(await screen.findByText(BRAND_MESSAGES.addLinkSucceeded)).toBeTruthy();

    await user.type(screen.getByLabelText("Link name"), "Trap");
    await user.type(screen.getByLabelText("URL"), "javascript:alert(1)");
    // Chromium submits this URL (the schema refuses it); happy-dom's own URL check would stop the click.
    fireEvent.submit(screen.getByRole("form", { name: "Add Reference Link" }));

    expect(await screen.findByText(BRAND_MESSAGES.urlInvalid)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(BRAND_MESSAGES.addLinkSucceeded)).toBeNull());
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });
});
