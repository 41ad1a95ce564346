import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReadOnlyContext } from "@web/components/ui/read-only";
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

  it("reads and looks disabled for a member, with the reason, and uploads nothing dropped on it", async () => {
    const calls = answerApi({ "POST /api/brand/documents": () => json({}, 201) });
    const notify = vi.fn();
    renderWithApp(
      <ReadOnlyContext.Provider value={true}>
        <UploadArea notify={notify} />
      </ReadOnlyContext.Provider>,
    );
    const input = screen.getByLabelText("Upload PDF document");
    expect(input.hasAttribute("disabled")).toBe(true);
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Only admins can upload documents.",
    );
    const area = screen.getByText("Drop a PDF here or click to upload").parentElement!;
    expect(area.getAttribute("aria-disabled")).toBe("true");
    expect(area.className).toContain("cursor-not-allowed");
    expect(area.className).not.toContain("cursor-pointer");
    fireEvent.drop(area, { dataTransfer: { files: [pdfNamed("dropped.pdf")] } });
    expect(notify).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
