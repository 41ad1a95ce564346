import { Worker } from "node:worker_threads";

export type PdfReadReason =
  | "not_pdf"
  | "encrypted"
  | "corrupt"
  | "no_text"
  | "too_large"
  | "too_many_pages"
  | "timeout";

/** A PDF that cannot be learned from; the message is stored with the document. */
export class PdfReadError extends Error {
  constructor(
    message: string,
    readonly reason: PdfReadReason,
  ) {
    super(message);
    this.name = "PdfReadError";
  }
}

/** What one PDF may cost to read: beyond any of these it ends as failed with the reason. */
export type PdfLimits = {
  maxPages: number;
  /** Bytes the text-bearing streams (content, fonts, object streams) may inflate to. */
  maxInflatedBytes: number;
  timeoutMs: number;
  /** The worker's heap: a PDF built to exhaust memory ends the worker, not the server. */
  maxHeapMb: number;
  /** Pages stop being read once this much text is in hand. */
  maxCharacters: number;
};

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxPages: 500,
  maxInflatedBytes: 32 * 1024 * 1024,
  timeoutMs: 30_000,
  maxHeapMb: 256,
  maxCharacters: 400_000,
};

export const PDF_MESSAGES = {
  notPdf: "This file is not a PDF",
  encrypted: "This PDF is password-protected. Upload a copy without a password.",
  corrupt: "This PDF could not be read. It may be damaged.",
  noText: "No readable text was found in this PDF (it may contain only images).",
  tooLarge: "This PDF expands to too much data to analyze. Upload a smaller document.",
  tooManyPages: (max: number) => `This PDF has more than ${max} pages. Upload a shorter document.`,
  timeout: "This PDF took too long to analyze. Upload a smaller or simpler document.",
} as const;

export function looksLikePdf(data: Uint8Array): boolean {
  // The header may follow a few junk bytes; readers accept it within the first 1024.
  const head = Buffer.from(data.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

type WorkerResult = { ok: true; text: string } | { ok: false; reason: PdfReadReason };

const WORKER_URL = new URL("./pdf-extract.worker.mjs", import.meta.url);

// One PDF at a time per process: hostile uploads queue behind each other instead of taking
// every core from the server.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
}

function runWorker(data: Uint8Array, limits: PdfLimits): Promise<WorkerResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      // pdf.js takes ownership of the buffer it is given: the worker gets its own copy.
      workerData: { ...limits, data: new Uint8Array(data) },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (result: WorkerResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: "timeout" }), limits.timeoutMs);
    worker.once("message", (result: WorkerResult) => finish(result));
    worker.once("error", (error: Error & { code?: string }) =>
      finish({ ok: false, reason: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "too_large" : "corrupt" }),
    );
    worker.once("exit", () => finish({ ok: false, reason: "corrupt" }));
  });
}

function failure(reason: PdfReadReason, limits: PdfLimits): PdfReadError {
  const message = {
    not_pdf: PDF_MESSAGES.notPdf,
    encrypted: PDF_MESSAGES.encrypted,
    corrupt: PDF_MESSAGES.corrupt,
    no_text: PDF_MESSAGES.noText,
    too_large: PDF_MESSAGES.tooLarge,
    too_many_pages: PDF_MESSAGES.tooManyPages(limits.maxPages),
    timeout: PDF_MESSAGES.timeout,
  }[reason];
  return new PdfReadError(message, reason);
}

/** The text of every page, in order, read in a worker thread within `limits`. */
export async function extractPdfText(
  data: Uint8Array,
  limits: PdfLimits = DEFAULT_PDF_LIMITS,
): Promise<string> {
  if (!looksLikePdf(data)) throw failure("not_pdf", limits);
  const result = await oneAtATime(() => runWorker(data, limits));
  if (!result.ok) throw failure(result.reason, limits);
  const normalized = result.text.replace(/[ \t]+/g, " ").trim();
  if (normalized.replace(/\s+/g, "").length < 20) throw failure("no_text", limits);
  return normalized;
}
