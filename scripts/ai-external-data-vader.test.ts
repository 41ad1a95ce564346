import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readVaderGroundTruth, tarGzMember, vaderRatingLabels } from "./ai-external-data-vader";

/** A ustar archive of the given files (name and size fields are all the reader looks at). */
function tarGz(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, text] of Object.entries(files)) {
    const body = Buffer.from(text, "utf8");
    const header = Buffer.alloc(512);
    header.write(name, 0, "utf8");
    header.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124, "utf8");
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

describe("VADER ground-truth source", () => {
  it("reads one member of the archive and refuses a missing one", () => {
    const archive = tarGz({ "a/readme.txt": "x".repeat(700), "a/tweets.txt": "1\t2.5\thello" });
    expect(tarGzMember(archive, "a/tweets.txt").toString("utf8")).toBe("1\t2.5\thello");
    expect(() => tarGzMember(archive, "a/other.txt")).toThrow(/not in the archive/);
  });

  it("reads id, mean rating and text, with CRLF ends and HTML entities decoded", () => {
    const rows = readVaderGroundTruth("7\t-1.2\tlate again &amp; no reply &lt;3\r\n8\t0\tok\r\n");
    expect(rows).toEqual([
      { text: "late again & no reply <3", label: "-1.2" },
      { text: "ok", label: "0" },
    ]);
    expect(() => readVaderGroundTruth("7\tabc\ttext")).toThrow(/bad line/);
  });

  it("maps the mean rating rounded to the raters' scale: 0 is neutral", () => {
    expect(vaderRatingLabels("0.5").sentiment).toBe("positive");
    expect(vaderRatingLabels("0.49").sentiment).toBe("neutral");
    expect(vaderRatingLabels("-0.49").sentiment).toBe("neutral");
    expect(vaderRatingLabels("-0.5").sentiment).toBe("negative");
    expect(vaderRatingLabels("2.7")).toEqual({ intent: null, complaint: null, sentiment: "positive" });
  });
});
