import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { UploadArea } from "./upload-area";

const pdfNamed = (name: string) => new File(["not really a pdf"], name, { type: "application/pdf" });

describe("the PDF upload area", () => {
  it("says why the server refused a file, and the generic failure for anything else", async () => {
    let refusal: { status: number; body: { error: string; code: string } } = {
      status: 400,
      body: { error: BRAND_MESSAGES.pdfOnly, code: "NOT_PDF" },
    };
    answerApi({ "POST /api/brand/documents": () => json(refusal.body, refusal.status) });
    const notify = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<UploadArea notify={notify} />);

    await user.upload(screen.getByLabelText("Upload PDF document"), pdfNamed("fake.pdf"));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith("error", BRAND_MESSAGES.pdfOnly));

    refusal = { status: 500, body: { error: "Internal Server Error", code: "INTERNAL" } };
    await user.upload(screen.getByLabelText("Upload PDF document"), pdfNamed("other.pdf"));
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith("error", BRAND_MESSAGES.uploadFailed));
  });
});
