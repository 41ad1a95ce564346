import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A small, valid one-page PDF whose text is `lines` (Helvetica, one line each). With `encrypted`
 * it carries a standard security handler whose user password is unknown, as a password-protected
 * PDF does, so readers must refuse it.
 */
export function buildPdf(lines: string[], options: { encrypted?: boolean } = {}): Buffer {
  const content = `BT /F1 11 Tf 72 740 Td 14 TL ${lines.map((l) => `(${escapePdf(l)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  if (options.encrypted) {
    const hex = () => randomBytes(32).toString("hex");
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${hex()}> /U <${hex()}> /P -44 >>`);
  }
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  const id = randomBytes(16).toString("hex");
  const encrypt = options.encrypted ? ` /Encrypt ${objects.length} 0 R` : "";
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** Starts like a PDF, then is garbage: what a truncated or damaged upload looks like. */
export function buildCorruptPdf(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R"), randomBytes(600)]);
}

/** Serialises numbered objects (object 1 the catalog) into a PDF with a valid cross-reference table. */
function assemble(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    parts.push(part);
    length += part.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, "0")} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(tail)]);
}

/** `count` pages, each with one line of text: a document past a page limit. */
export function buildManyPagesPdf(count: number): Buffer {
  const font = 3 + count * 2;
  const kids = Array.from({ length: count }, (_, i) => `${3 + i * 2} 0 R`).join(" ");
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`];
  for (let i = 0; i < count; i++) {
    const content = `BT /F1 11 Tf 72 740 Td (Page ${i + 1} of the brand guidelines.) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  return assemble(objects.map((o) => Buffer.from(o, "latin1")));
}

/**
 * A small file whose one content stream inflates to `inflatedBytes` of drawing operators: the
 * shape of a decompression bomb (a few kilobytes on disk, megabytes for the reader).
 */
export function buildInflatingPdf(inflatedBytes: number): Buffer {
  const text = "BT /F1 11 Tf 72 740 Td (Glow Botanics brand guidelines, page one.) Tj ET\n";
  const content = Buffer.from(text + "0 0 m\n".repeat(Math.ceil(inflatedBytes / 6)), "latin1");
  const packed = deflateSync(content, { level: 9 });
  return assemble([
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
      packed,
      Buffer.from("\nendstream"),
    ]),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
  ]);
}
