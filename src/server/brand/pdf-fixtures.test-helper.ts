import { randomBytes } from "node:crypto";

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
