import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandDocuments } from "../db/brand.schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { html, startSiteServer } from "./brand.test-helper";
import { BRAND_PACK_DEBOUNCE_MS } from "./compile-brand-pack.job";
import { buildCorruptPdf, buildPdf } from "./pdf-fixtures.test-helper";
import { PDF_MESSAGES } from "./pdf-text";
import { processDocumentJob, processDocumentWith } from "./process-document.job";

let t: TestApp;
/** The document job's worker under a test's fetch policy (the test site listens on loopback). */
const processDocumentUnder = (fetchPolicy: Parameters<typeof processDocumentWith>[0]["fetchPolicy"]) =>
  t.jobs.work(processDocumentJob, (payload, job) =>
    processDocumentWith({ fetchPolicy })(t.deps, payload, job),
  );
let site: Awaited<ReturnType<typeof startSiteServer>>;
let offset = 0;
let flaky = true;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offset) });
  await processDocumentUnder({ allowPrivate: true, timeoutMs: 800, maxBytes: 100_000 });
  site = await startSiteServer({
    "/shipping": html(
      "<nav>Home Shop</nav><main><h1>Shipping</h1><p>Orders ship from Montreal within 2 business days.</p><p>Standard shipping is free on orders over 60 dollars.</p></main>",
    ),
    "/slow": () => {},
    "/huge": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<p>${"big ".repeat(60_000)}</p>`);
    },
    // Longer than the 200,000 characters a source is read to.
    "/handbook": html(
      Array.from(
        { length: 3_000 },
        (_, i) => `<p>Clause ${i + 1}. Our serums are vegan and made in small batches in Toronto.</p>`,
      ).join(""),
    ),
    "/loop": (_req, res) => {
      res.writeHead(302, { location: "/loop" }).end();
    },
    "/json": (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    },
    "/flaky": (req, res) => {
      if (flaky) return res.writeHead(503).end();
      return html("<p>Warranty: every device is covered for two full years from purchase.</p>")(req, res);
    },
  });
});
afterAll(async () => {
  await site.close();
  await t.close();
});

async function signedIn(email: string) {
  const person = await t.createPerson({ email });
  return { ...person, cookie: await t.signIn(person.email, person.password) };
}

const pdfBody = (name: string, bytes: Buffer) => ({
  document_name: name,
  document_type: "brand_guidelines",
  file_data: bytes.toString("base64"),
});
const linkBody = (name: string, url: string) => ({
  document_name: name,
  document_type: "reference_guide",
  is_reference_link: true,
  reference_url: url,
  link_type: "shipping",
});

async function documents(cookie: string) {
  const res = await t.call("GET", "/api/brand/documents", undefined, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().documents as Array<Record<string, unknown> & { id: string; document_name: string }>;
}
const byName = async (cookie: string, name: string) =>
  (await documents(cookie)).find((d) => d.document_name === name)!;

describe("PDF documents", () => {
  it("extracts text, a summary and key facts from a valid PDF", async () => {
    const a = await signedIn("pdf@brand.test");
    const pdf = buildPdf([
      "Glow Botanics brand guidelines.",
      "Our serums are vegan and made in small batches in Toronto.",
      "Returns are accepted within 45 days of delivery.",
    ]);
    const res = await t.call("POST", "/api/brand/documents", pdfBody("Guidelines.pdf", pdf), a.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().document).toMatchObject({ processing_status: "pending", file_size: pdf.length });
    await t.jobs.runDue();
    const doc = await byName(a.cookie, "Guidelines.pdf");
    expect(doc.processing_status).toBe("processed");
    expect(doc.read_in_part).toBe(false);
    expect(doc.key_facts).toContain("Returns are accepted within 45 days of delivery.");
    expect(String(doc.summary)).toContain("vegan");
  });

  it("keeps the PDF as a file in the team's folder, not in the database, and deletes it with the document", async () => {
    const a = await signedIn("files-a@brand.test");
    const b = await signedIn("files-b@brand.test");
    const pdf = buildPdf(["Shared wording.", "Orders ship within two business days from our Lisbon studio."]);
    const upload = (cookie: string, name: string) =>
      t.call("POST", "/api/brand/documents", pdfBody(name, pdf), cookie);
    const first = (await upload(a.cookie, "One.pdf")).json().document.id as string;
    const other = (await upload(b.cookie, "B.pdf")).json().document.id as string;
    const rows = await t.db
      .select({ id: brandDocuments.id, fileHash: brandDocuments.fileHash, bytes: brandDocuments.fileData })
      .from(brandDocuments)
      .where(inArray(brandDocuments.id, [first, other]));
    expect(rows.every((r) => r.bytes === null && r.fileHash === rows[0]!.fileHash)).toBe(true);
    const hash = rows[0]!.fileHash!;
    expect(await t.deps.documentFiles.read(a.teamId, hash)).toEqual(pdf);
    expect(await t.deps.documentFiles.read(b.teamId, hash)).toEqual(pdf);
    await t.jobs.runDue();
    expect((await byName(a.cookie, "One.pdf")).processing_status).toBe("processed");

    // Team A's file goes with its document; team B keeps its own.
    await t.call("DELETE", `/api/brand/documents/${first}`, undefined, a.cookie);
    expect(await t.deps.documentFiles.read(a.teamId, hash)).toBeNull();
    expect(await t.deps.documentFiles.read(b.teamId, hash)).toEqual(pdf);
  });

  it("refuses non-PDF and oversized files before storing anything", async () => {
    const a = await signedIn("pdf-bad@brand.test");
    const text = await t.call(
      "POST",
      "/api/brand/documents",
      pdfBody("notes.txt", Buffer.from("hello")),
      a.cookie,
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe(BRAND_MESSAGES.pdfOnly);
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await t.call("POST", "/api/brand/documents", pdfBody("big.pdf", big), a.cookie);
    expect(large.statusCode).toBe(400);
    expect(large.json().error).toBe(BRAND_MESSAGES.fileTooLarge);
    expect(await documents(a.cookie)).toEqual([]);
  });

  it("ends corrupt and password-protected PDFs as failed with the reason", async () => {
    const a = await signedIn("pdf-broken@brand.test");
    await t.call("POST", "/api/brand/documents", pdfBody("broken.pdf", buildCorruptPdf()), a.cookie);
    await t.call(
      "POST",
      "/api/brand/documents",
      pdfBody("locked.pdf", buildPdf(["Secret"], { encrypted: true })),
      a.cookie,
    );
    await t.jobs.runDue();
    expect(await byName(a.cookie, "broken.pdf")).toMatchObject({
      processing_status: "failed",
      error_message: PDF_MESSAGES.corrupt,
    });
    expect(await byName(a.cookie, "locked.pdf")).toMatchObject({
      processing_status: "failed",
      error_message: PDF_MESSAGES.encrypted,
    });
  });
});

describe("reference links", () => {
  it("scrapes an HTML page into readable text without the page's navigation", async () => {
    const a = await signedIn("link@brand.test");
    const res = await t.call(
      "POST",
      "/api/brand/documents",
      linkBody("Shipping policy", site.url("/shipping")),
      a.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().document).toMatchObject({
      is_reference_link: true,
      link_type: "shipping",
      is_scraped: false,
    });
    await t.jobs.runDue();
    const doc = await byName(a.cookie, "Shipping policy");
    expect(doc).toMatchObject({ processing_status: "processed", is_scraped: true, read_in_part: false });
    expect(doc.key_facts).toContain("Standard shipping is free on orders over 60 dollars.");
    expect(String(doc.summary)).not.toContain("Home Shop");
  });

  it.each([
    ["/slow", "The page did not answer within 0.8 seconds"],
    ["/huge", "The page is larger than 0.1 MB"],
    ["/loop", "The link redirects too many times"],
    ["/json", "The link is not a web page (content type application/json)"],
    ["/missing", "The page answered with HTTP 404"],
  ])("a link to %s fails with a clear message", async (path, message) => {
    const a = await signedIn(`link${path.slice(1)}@brand.test`);
    await t.call("POST", "/api/brand/documents", linkBody(`Link ${path}`, site.url(path)), a.cookie);
    await t.jobs.runDue();
    expect(await byName(a.cookie, `Link ${path}`)).toMatchObject({
      processing_status: "failed",
      error_message: message,
    });
  });

  it("marks a source longer than the index takes as read only in part (it said Processed and nothing else)", async () => {
    await processDocumentUnder({ allowPrivate: true, timeoutMs: 800, maxBytes: 1_000_000 });
    const a = await signedIn("long-link@brand.test");
    await t.call("POST", "/api/brand/documents", linkBody("Handbook", site.url("/handbook")), a.cookie);
    await t.jobs.runDue();
    await processDocumentUnder({ allowPrivate: true, timeoutMs: 800, maxBytes: 100_000 });
    expect(await byName(a.cookie, "Handbook")).toMatchObject({
      processing_status: "processed",
      read_in_part: true,
    });
  });

  it("refuses a blank name or a non-http URL", async () => {
    const a = await signedIn("link-bad@brand.test");
    const blank = await t.call(
      "POST",
      "/api/brand/documents",
      linkBody("  ", site.url("/shipping")),
      a.cookie,
    );
    expect(blank.statusCode).toBe(400);
    const ftp = await t.call(
      "POST",
      "/api/brand/documents",
      linkBody("FTP", "ftp://example.com/x"),
      a.cookie,
    );
    expect(ftp.statusCode).toBe(400);
  });

  it("stores a link or a PDF once, even sent many times at once, and says it is there already", async () => {
    const a = await signedIn("link-twice@brand.test");
    const sends = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        t.call("POST", "/api/brand/documents", linkBody(`Returns ${i}`, site.url("/shipping")), a.cookie),
      ),
    );
    expect(sends.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const refused of sends.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(BRAND_MESSAGES.linkAlreadyAdded);
    }
    // The same address with a trailing slash or in capitals is the same link.
    const again = await t.call(
      "POST",
      "/api/brand/documents",
      linkBody("Again", `${site.url("/shipping").toUpperCase().replace("HTTP://", "http://")}/`),
      a.cookie,
    );
    expect(again.statusCode).toBe(409);
    // A fragment or a tracking parameter is the same page.
    const variant = `${site.url("/shipping")}?utm_source=ig&utm_medium=bio#top`;
    expect(
      (await t.call("POST", "/api/brand/documents", linkBody("Variant", variant), a.cookie)).statusCode,
    ).toBe(409);
    const bytes = buildPdf(["Returns are accepted within 30 days."]);
    expect(
      (await t.call("POST", "/api/brand/documents", pdfBody("Policy.pdf", bytes), a.cookie)).statusCode,
    ).toBe(201);
    const copy = await t.call("POST", "/api/brand/documents", pdfBody("Policy copy.pdf", bytes), a.cookie);
    expect([copy.statusCode, copy.json().error]).toEqual([409, BRAND_MESSAGES.pdfAlreadyUploaded]);
    expect(await documents(a.cookie)).toHaveLength(2);
    // Another team adds the same link freely (the same PDF too: the file test above).
    const b = await signedIn("link-twice-other@brand.test");
    expect(
      (await t.call("POST", "/api/brand/documents", linkBody("Ours", site.url("/shipping")), b.cookie))
        .statusCode,
    ).toBe(201);
  });

  it("retries a failed link", async () => {
    const a = await signedIn("link-retry@brand.test");
    await t.call("POST", "/api/brand/documents", linkBody("Warranty", site.url("/flaky")), a.cookie);
    await t.jobs.runDue();
    const failed = await byName(a.cookie, "Warranty");
    expect(failed.processing_status).toBe("failed");
    flaky = false;
    const retry = await t.call("POST", `/api/brand/documents/${failed.id}/analyze`, {}, a.cookie);
    expect(retry.json()).toEqual({ success: true });
    expect((await byName(a.cookie, "Warranty")).processing_status).toBe("pending");
    await t.jobs.runDue();
    expect((await byName(a.cookie, "Warranty")).processing_status).toBe("processed");
  });
});

describe("team isolation", () => {
  it("a member of team A can never read, retry or delete team B's documents", async () => {
    const b = await signedIn("owner-b@brand.test");
    const a = await signedIn("owner-a@brand.test");
    const created = await t.call(
      "POST",
      "/api/brand/documents",
      linkBody("B only", site.url("/shipping")),
      b.cookie,
    );
    const id = created.json().document.id;
    await t.call("PATCH", "/api/brand/settings", { brand_name: "Brand B" }, b.cookie);
    await t.call("POST", "/api/brand/rules", { list: "never", phrase: "B secret" }, b.cookie);

    expect(await documents(a.cookie)).toEqual([]);
    expect((await t.call("GET", "/api/brand/settings", undefined, a.cookie)).json().brand_name).toBe("");
    expect((await t.call("POST", `/api/brand/documents/${id}/analyze`, {}, a.cookie)).statusCode).toBe(404);
    const del = await t.call("DELETE", `/api/brand/documents/${id}`, undefined, a.cookie);
    expect(del.statusCode).toBe(404);
    await t.call("PATCH", "/api/brand/settings", { brand_name: "Brand A" }, a.cookie);
    const bSettings = (await t.call("GET", "/api/brand/settings", undefined, b.cookie)).json();
    expect(bSettings).toMatchObject({ brand_name: "Brand B", response_rules: { never: ["B secret"] } });
    expect((await documents(b.cookie)).map((d) => d.id)).toEqual([id]);

    const own = await t.call("DELETE", `/api/brand/documents/${id}`, undefined, b.cookie);
    expect(own.json()).toEqual({ success: true });
    expect(await documents(b.cookie)).toEqual([]);
    offset += BRAND_PACK_DEBOUNCE_MS;
    await t.jobs.runDue();
  });
});

describe("private addresses", () => {
  it("outside development, a link to a loopback address fails without being fetched", async () => {
    await processDocumentUnder({ allowPrivate: false });
    const a = await signedIn("ssrf@brand.test");
    await t.call("POST", "/api/brand/documents", linkBody("Loopback", site.url("/shipping")), a.cookie);
    await t.call(
      "POST",
      "/api/brand/documents",
      linkBody("Metadata", "http://169.254.169.254/latest/meta-data/"),
      a.cookie,
    );
    // A name is checked on every address it resolves to.
    const byHostName = site.url("/shipping").replace("127.0.0.1", "localhost");
    await t.call("POST", "/api/brand/documents", linkBody("By name", byHostName), a.cookie);
    await t.jobs.runDue();
    const message = "This address points to a private or local network and cannot be fetched";
    expect(await byName(a.cookie, "Loopback")).toMatchObject({
      processing_status: "failed",
      error_message: message,
    });
    expect(await byName(a.cookie, "Metadata")).toMatchObject({
      processing_status: "failed",
      error_message: message,
    });
    expect(await byName(a.cookie, "By name")).toMatchObject({
      processing_status: "failed",
      error_message: message,
    });
  });
});
