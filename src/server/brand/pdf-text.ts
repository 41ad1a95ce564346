import { extractText, getDocumentProxy } from "unpdf";

/** A PDF that cannot be learned from; the message is stored with the document. */
export class PdfReadError extends Error {
  constructor(
    message: string,
    readonly reason: "not_pdf" | "encrypted" | "corrupt" | "no_text",
  ) {
    super(message);
    this.name = "PdfReadError";
  }
}

export const PDF_MESSAGES = {
  notPdf: "This file is not a PDF",
  encrypted: "This PDF is password-protected. Upload a copy without a password.",
  corrupt: "This PDF could not be read. It may be damaged.",
  noText: "No readable text was found in this PDF (it may contain only images).",
} as const;

export function looksLikePdf(data: Uint8Array): boolean {
  // The header may follow a few junk bytes; readers accept it within the first 1024.
  const head = Buffer.from(data.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

/** The text of every page, in order. */
export async function extractPdfText(data: Uint8Array): Promise<string> {
  if (!looksLikePdf(data)) throw new PdfReadError(PDF_MESSAGES.notPdf, "not_pdf");
  let text: string;
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(data), { stopAtErrors: false, verbosity: 0 });
    try {
      const result = await extractText(pdf, { mergePages: true });
      text = result.text;
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "PasswordException") throw new PdfReadError(PDF_MESSAGES.encrypted, "encrypted");
    throw new PdfReadError(PDF_MESSAGES.corrupt, "corrupt");
  }
  const normalized = text.replace(/[ \t]+/g, " ").trim();
  if (normalized.replace(/\s+/g, "").length < 20) throw new PdfReadError(PDF_MESSAGES.noText, "no_text");
  return normalized;
}
