// Runs in a worker thread (plain JavaScript so that Node loads it as it is under tsx and vitest
// alike): pdf.js parsing is synchronous CPU work that must never hold the server's event loop.
import { parentPort, workerData } from "node:worker_threads";
import { constants, inflateSync } from "node:zlib";
import { getDocumentProxy } from "unpdf";

/** @param {Uint8Array} data @param {number} budget the most bytes all text-bearing streams may inflate to */
function inflatedTooMuch(data, budget) {
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const text = raw.toString("latin1");
  const starts = /stream\r?\n/g;
  let total = 0;
  for (let match = starts.exec(text); match; match = starts.exec(text)) {
    const begin = match.index + match[0].length;
    const end = text.indexOf("endstream", begin);
    if (end < 0) break;
    starts.lastIndex = end + 9;
    const dictionary = text.slice(Math.max(0, match.index - 2048), match.index);
    const own = dictionary.slice(dictionary.lastIndexOf("obj") + 1);
    // Images are never decoded to read text; fonts, content and object streams are.
    if (!/FlateDecode/.test(own) || /\/Subtype\s*\/Image/.test(own)) continue;
    try {
      total += inflateSync(raw.subarray(begin, end), {
        maxOutputLength: budget - total + 1,
        finishFlush: constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      if (error instanceof RangeError || error?.code === "ERR_BUFFER_TOO_LARGE") return true;
      // A damaged stream: pdf.js decides what it can still read.
    }
    if (total > budget) return true;
  }
  return false;
}

/** @param {{ data: Uint8Array, maxPages: number, maxInflatedBytes: number, maxCharacters: number }} input */
async function extract(input) {
  if (inflatedTooMuch(input.data, input.maxInflatedBytes)) return { ok: false, reason: "too_large" };
  let pdf;
  try {
    pdf = await getDocumentProxy(input.data, { stopAtErrors: false, verbosity: 0 });
  } catch (error) {
    return { ok: false, reason: error?.name === "PasswordException" ? "encrypted" : "corrupt" };
  }
  try {
    if (pdf.numPages > input.maxPages) return { ok: false, reason: "too_many_pages" };
    const pages = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages && length < input.maxCharacters; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .filter((item) => item.str != null)
        .map((item) => item.str + (item.hasEOL ? "\n" : ""))
        .join("");
      pages.push(text);
      length += text.length + 1;
      page.cleanup();
    }
    const merged = pages
      .join("\n")
      .replace(/[^\S\n]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .replace(/\n{3,}/g, "\n\n");
    return { ok: true, text: merged };
  } catch {
    return { ok: false, reason: "corrupt" };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

parentPort?.postMessage(await extract(workerData));
