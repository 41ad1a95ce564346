import { randomBytes } from "node:crypto";

/**
 * A multipart/form-data body as a browser's FormData sends it: text fields in order, then the
 * files. Returns the payload and its content-type header.
 */
export function multipartBody(
  fields: Record<string, string>,
  files: Array<{ field: string; filename: string; type: string; bytes: Buffer }> = [],
): { payload: Buffer; contentType: string } {
  const boundary = `----lunara${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
