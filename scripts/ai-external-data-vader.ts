// The VADER ground-truth sets (Hutto & Gilbert, ICWSM 2014) as sources of scripts/ai-external-data.ts:
// 4,200 tweets and 3,708 sentences of Amazon product reviews, each rated by 20 people from -4
// (extremely negative) to 4 (extremely positive). They ship in one archive of the MIT-licensed
// cjhutto/vaderSentiment repository; src/server/ai/corpus/external/README.md has the provenance.
import { gunzipSync } from "node:zlib";
import type { MappedLabels } from "./ai-external-data-maps";

export const VADER_ARCHIVE = "hutto_ICWSM_2014.tar.gz";

/** One member of a gzipped tar archive (ustar headers of 512 bytes), or an error naming it. */
export function tarGzMember(archive: Buffer, name: string): Buffer {
  const tar = gunzipSync(archive);
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    const memberName = header.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
    if (memberName === "") break;
    const size = Number.parseInt(header.subarray(124, 136).toString("utf8").replace(/\0.*$/s, "").trim(), 8);
    if (memberName === name) return tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${name} is not in the archive`);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * A ground-truth file: `id <TAB> mean rating <TAB> text` per line (CRLF line ends, HTML entities in
 * the tweets). The label is the mean rating as written.
 */
export function readVaderGroundTruth(text: string): { text: string; label: string }[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [id, rating, ...rest] = line.split("\t");
      if (id === undefined || rating === undefined || rest.length === 0 || Number.isNaN(Number(rating)))
        throw new Error(`VADER ground truth: bad line ${line.slice(0, 60)}`);
      return {
        text: rest.join("\t").replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? ""),
        label: rating,
      };
    });
}

/**
 * The mean of the 20 ratings rounded to the raters' own scale: 0 is their "Neutral (or Neither,
 * N/A)", so a mean from -0.5 to 0.5 (exclusive) is neutral, at or above 0.5 positive, at or below
 * -0.5 negative. Sentiment only: the tweets are not addressed to a brand and the review sentences
 * describe products, so no intent or complaint label follows from a rating.
 */
export function vaderRatingLabels(label: string): MappedLabels {
  const rating = Number(label);
  if (Number.isNaN(rating)) throw new Error(`VADER ground truth: rating "${label}" is not a number`);
  return {
    intent: null,
    complaint: null,
    sentiment: rating >= 0.5 ? "positive" : rating <= -0.5 ? "negative" : "neutral",
  };
}
