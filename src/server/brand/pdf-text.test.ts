import { describe, expect, it } from "vitest";
import { buildCorruptPdf, buildInflatingPdf, buildManyPagesPdf, buildPdf } from "./pdf-fixtures.test-helper";
import { DEFAULT_PDF_LIMITS, extractPdfText, PDF_MESSAGES, type PdfLimits, PdfReadError } from "./pdf-text";

const limits = (overrides: Partial<PdfLimits>): PdfLimits => ({ ...DEFAULT_PDF_LIMITS, ...overrides });

async function failureOf(data: Buffer, pdfLimits: PdfLimits = DEFAULT_PDF_LIMITS) {
  const error = await extractPdfText(data, pdfLimits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PdfReadError);
  return error as PdfReadError;
}

describe("extractPdfText (in a worker thread, within limits)", () => {
  it("reads the text of every page in order", async () => {
    const text = await extractPdfText(buildManyPagesPdf(3));
    expect(text).toBe(
      "Page 1 of the brand guidelines.\nPage 2 of the brand guidelines.\nPage 3 of the brand guidelines.",
    );
    expect(await extractPdfText(buildPdf(["Our serums are vegan and made in Toronto."]))).toContain("vegan");
  });

  it("refuses a PDF with more pages than the limit, naming the limit", async () => {
    const error = await failureOf(buildManyPagesPdf(30), limits({ maxPages: 20 }));
    expect(error.reason).toBe("too_many_pages");
    expect(error.message).toBe(PDF_MESSAGES.tooManyPages(20));
  });

  it("refuses a decompression bomb before parsing it", async () => {
    const bomb = buildInflatingPdf(8 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const error = await failureOf(bomb, limits({ maxInflatedBytes: 1024 * 1024 }));
    expect(error).toMatchObject({ reason: "too_large", message: PDF_MESSAGES.tooLarge });
    // Under the limit the same shape is read normally.
    expect(await extractPdfText(buildInflatingPdf(2048))).toContain("Glow Botanics brand guidelines");
  });

  it("gives up on a PDF that takes longer than the time limit", async () => {
    const error = await failureOf(buildManyPagesPdf(5), limits({ timeoutMs: 1 }));
    expect(error).toMatchObject({ reason: "timeout", message: PDF_MESSAGES.timeout });
  });

  it("names damaged, locked and non-PDF files", async () => {
    expect((await failureOf(buildCorruptPdf())).reason).toBe("corrupt");
    expect((await failureOf(buildPdf(["Secret"], { encrypted: true }))).reason).toBe("encrypted");
    expect((await failureOf(Buffer.from("hello"))).reason).toBe("not_pdf");
  });
});
