import { BRAND_MESSAGES, MAX_UPLOAD_BYTES } from "@shared/brand/brand.constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_URL, type TestApp } from "../test/test-app";
import { multipartBody } from "./multipart-body.test-helper";
import { buildInflatingPdf, buildManyPagesPdf, buildPdf } from "./pdf-fixtures.test-helper";
import { DEFAULT_PDF_LIMITS, PDF_MESSAGES } from "./pdf-text";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn(email: string) {
  const person = await t.createPerson({ email });
  return { ...person, cookie: await t.signIn(person.email, person.password) };
}

function uploadMultipart(cookie: string | undefined, name: string, bytes: Buffer, type = "application/pdf") {
  const body = multipartBody({ document_name: name, document_type: "brand_guidelines" }, [
    { field: "file", filename: name, type, bytes },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/brand/documents",
    headers: {
      "x-lunara-csrf": "1",
      origin: TEST_URL,
      "content-type": body.contentType,
      ...(cookie ? { cookie } : {}),
    },
    payload: body.payload,
  });
}

async function documents(cookie: string) {
  const res = await t.call("GET", "/api/brand/documents", undefined, cookie);
  return res.json().documents as Array<{
    document_name: string;
    processing_status: string;
    error_message: string | null;
  }>;
}

describe("uploads cannot stall the server", () => {
  it("rejects a megabyte of whitespace posing as base64 at once (it took minutes before)", async () => {
    const a = await signedIn("spaces@hostile.test");
    const res = await t.call(
      "POST",
      "/api/brand/documents",
      { document_name: "x", file_data: `${" ".repeat(1024 * 1024)}!` },
      a.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(BRAND_MESSAGES.fileUnreadable);
    expect(await documents(a.cookie)).toEqual([]);
  });

  it("still accepts base64 with line breaks and a data URL prefix", async () => {
    const a = await signedIn("base64@hostile.test");
    const pdf = buildPdf(["Glow Botanics ships every order within two business days."]);
    const wrapped = pdf.toString("base64").replace(/.{76}/g, "$&\r\n");
    const res = await t.call(
      "POST",
      "/api/brand/documents",
      { document_name: "Wrapped.pdf", file_data: `data:application/pdf;base64,${wrapped}` },
      a.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().document.file_size).toBe(pdf.length);
  });
});

describe("multipart uploads", () => {
  it("stores a streamed PDF and analyses it", async () => {
    const a = await signedIn("multipart@hostile.test");
    const pdf = buildPdf(["Glow Botanics guidelines.", "Our serums are vegan and made in small batches."]);
    const res = await uploadMultipart(a.cookie, "Streamed.pdf", pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json().document).toMatchObject({ document_name: "Streamed.pdf", file_size: pdf.length });
    await t.jobs.runDue();
    expect((await documents(a.cookie))[0]).toMatchObject({ processing_status: "processed" });
  });

  it("refuses files over 10 MB, non-PDFs and anonymous callers, storing nothing", async () => {
    const a = await signedIn("multipart-bad@hostile.test");
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const large = await uploadMultipart(a.cookie, "big.pdf", big);
    expect(large.statusCode).toBe(400);
    expect(large.json().error).toBe(BRAND_MESSAGES.fileTooLarge);
    const text = await uploadMultipart(a.cookie, "notes.pdf", Buffer.from("hello"), "text/plain");
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe(BRAND_MESSAGES.pdfOnly);
    const anonymous = await uploadMultipart(undefined, "anon.pdf", buildPdf(["Anonymous upload text."]));
    expect(anonymous.statusCode).toBe(401);
    const noFile = multipartBody({ document_name: "empty" });
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/brand/documents",
      headers: {
        "x-lunara-csrf": "1",
        origin: TEST_URL,
        "content-type": noFile.contentType,
        cookie: a.cookie,
      },
      payload: noFile.payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(await documents(a.cookie)).toEqual([]);
  });
});

describe("hostile PDFs end as failed with the reason", () => {
  it("a decompression bomb and a PDF past the page limit fail; the next document is still read", async () => {
    const a = await signedIn("bombs@hostile.test");
    const bomb = buildInflatingPdf(DEFAULT_PDF_LIMITS.maxInflatedBytes + 8 * 1024 * 1024);
    expect((await uploadMultipart(a.cookie, "bomb.pdf", bomb)).statusCode).toBe(201);
    const pages = buildManyPagesPdf(DEFAULT_PDF_LIMITS.maxPages + 1);
    expect((await uploadMultipart(a.cookie, "pages.pdf", pages)).statusCode).toBe(201);
    const fine = buildPdf(["Returns are accepted within 45 days of delivery."]);
    expect((await uploadMultipart(a.cookie, "fine.pdf", fine)).statusCode).toBe(201);
    await t.jobs.runDue();
    const docs = await documents(a.cookie);
    const byName = (name: string) => docs.find((d) => d.document_name === name);
    expect(byName("bomb.pdf")).toMatchObject({
      processing_status: "failed",
      error_message: PDF_MESSAGES.tooLarge,
    });
    expect(byName("pages.pdf")).toMatchObject({
      processing_status: "failed",
      error_message: PDF_MESSAGES.tooManyPages(DEFAULT_PDF_LIMITS.maxPages),
    });
    expect(byName("fine.pdf")).toMatchObject({ processing_status: "processed" });
  });
});
