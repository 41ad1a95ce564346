import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSimulator, type Simulator } from "@sim/simulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listDocuments } from "../brand/brand-documents.repository";
import { BRAND_PACK_DEBOUNCE_MS } from "../brand/compile-brand-pack.job";
import { deleteDocument } from "../brand/delete-document";
import { processDocumentJob, processDocumentWith } from "../brand/process-document.job";
import { listIndexedSources } from "../knowledge/knowledge.repository";
import { searchKnowledge } from "../knowledge/search-knowledge";
import { type PlatformsConfig, parsePlatformsConfig } from "../platforms/platforms.config";
import { REAL_PLATFORMS_ENV } from "../platforms/real-platforms.test-helper";
import { listPeople, savePerson } from "../routing/routing-setup.repository";
import { createTestApp, type TestApp } from "../test/test-app";
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_TEAM_NAME, seedDemo } from "./seed-demo";
import { seedDemoBrandProfile } from "./seed-demo-brand";
import { DEMO_SITE_PAGES, seedDemoKnowledge } from "./seed-demo-knowledge";

let sim: Simulator;
let t: TestApp;
let platforms: PlatformsConfig;
let offset = 0;
const folders: string[] = [];
const dataFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "lunara-demo-data-"));
  folders.push(folder);
  return folder;
};

beforeAll(async () => {
  sim = await buildSimulator({ port: 0 });
  platforms = parsePlatformsConfig({ SIM_URL: sim.url });
  t = await createTestApp({ platforms, now: () => new Date(Date.now() + offset) });
  // The production guard: private addresses refused, the simulator's origin admitted.
  const fetchPolicy = { allowPrivate: false, privateOrigins: [new URL(sim.url).origin] };
  await t.jobs.work(processDocumentJob, (payload, job) =>
    processDocumentWith({ fetchPolicy })(t.deps, payload, job),
  );
});
afterAll(async () => {
  await t.close();
  await sim.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The queued jobs run, then the debounced brand pack and knowledge index ones. */
async function runJobs() {
  await t.jobs.runDue();
  offset += BRAND_PACK_DEBOUNCE_MS;
  await t.jobs.runDue();
}

describe("the demo brand's knowledge", () => {
  it("adds the simulated brand's pages as links, fetched, indexed and answering, once", async () => {
    const demo = await seedDemo(t.db, "Glow-demo-password-9a");
    // Its two people answer in the routing queue: every routing team has someone.
    const routing = async () =>
      (await listPeople(t.db, demo.teamId, new Date()))
        .sort((a, b) => a.email.localeCompare(b.email))
        .map((p) => [p.email, p.capacity, [...p.teams].sort()]);
    expect(await routing()).toEqual([
      [DEMO_ADMIN.email, 10, ["cx", "management", "sales"]],
      [DEMO_MEMBER.email, 15, ["cx", "engagement", "technical"]],
    ]);
    const dataDir = dataFolder();
    const seed = () => seedDemoKnowledge(t.deps, { ...demo, platforms, dataDir });
    expect(await seed()).toBe("added");

    const added = await listDocuments(t.db, demo.teamId);
    expect(added.map((d) => [d.document_name, d.reference_url, d.processing_status]).sort()).toEqual(
      DEMO_SITE_PAGES.map((p) => [p.name, `${sim.url}${p.path}`, "pending"]).sort(),
    );
    await runJobs();
    const processed = await listDocuments(t.db, demo.teamId);
    expect(processed.map((d) => d.processing_status)).toEqual(["processed", "processed", "processed"]);
    const indexed = await listIndexedSources(t.db, demo.teamId);
    expect(
      indexed
        .filter((s) => s.kind === "link")
        .map((s) => s.id)
        .sort(),
    ).toEqual(processed.map((d) => d.id).sort());

    const found = await searchKnowledge(t.db, demo.teamId, "how long does shipping take?");
    expect(found.answer?.source_name).toBe("Shipping Policy");
    expect(found.answer?.quote).toContain(
      "Standard shipping within the United States takes 3 to 5 business days",
    );

    // A restart seeds again: nothing is added, and a link the admin deleted stays deleted.
    const actor = {
      userId: demo.adminId,
      email: DEMO_ADMIN.email,
      teamId: demo.teamId,
      role: "admin" as const,
    };
    await deleteDocument(t.deps, actor, processed[0]!.id);
    // ... and the routing an admin changed stays as changed.
    await savePerson(t.db, demo.teamId, demo.memberId, { capacity: 5, teams: ["sales"] });
    await seedDemo(t.db, "Glow-demo-password-9a");
    expect((await routing())[1]).toEqual([DEMO_MEMBER.email, 5, ["sales"]]);
    expect(await seed()).toBe("already-seeded");
    expect(await listDocuments(t.db, demo.teamId)).toHaveLength(2);

    // A new data folder beside the same database: the team has documents, so none are added.
    expect(await seedDemoKnowledge(t.deps, { ...demo, platforms, dataDir: dataFolder() })).toBe(
      "has-documents",
    );
    expect(await listDocuments(t.db, demo.teamId)).toHaveLength(2);
  });

  it("never fetches while seeding, and adds nothing when no platform uses the simulator", async () => {
    const team = await t.createPerson({ email: "admin@sim-down.test" });
    const input = { teamId: team.teamId, adminId: team.id, dataDir: dataFolder() };
    // Nothing listens at this SIM_URL: seeding still succeeds and leaves the links to their job.
    const down = parsePlatformsConfig({ SIM_URL: "http://127.0.0.1:9" });
    expect(await seedDemoKnowledge(t.deps, { ...input, platforms: down })).toBe("added");
    expect((await listDocuments(t.db, team.teamId)).map((d) => d.processing_status)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);

    const other = await t.createPerson({ email: "admin@real-platforms.test" });
    const real = parsePlatformsConfig(REAL_PLATFORMS_ENV);
    const outcome = await seedDemoKnowledge(t.deps, {
      teamId: other.teamId,
      adminId: other.id,
      dataDir: dataFolder(),
      platforms: real,
    });
    expect(outcome).toBe("no-simulator");
    expect(await listDocuments(t.db, other.teamId)).toHaveLength(0);
  });
});

describe("the demo brand's profile", () => {
  it("opens Brand Settings on the simulated brand, once, never over an admin's own profile", async () => {
    const team = await t.createPerson({ email: "admin@demo-profile.test" });
    const cookie = await t.signIn(team.email, team.password);
    const input = { teamId: team.teamId, adminId: team.id, platforms };
    expect(await seedDemoBrandProfile(t.deps, input)).toBe(true);
    const settings = (await t.call("GET", "/api/brand/settings", undefined, cookie)).json();
    expect(settings).toMatchObject({
      brand_name: DEMO_TEAM_NAME,
      wizard_completed: true,
      brand_tone: "Friendly",
      website_url: `${sim.url}/site`,
    });
    // Automation stays off until someone switches it on.
    expect(settings.response_config.global.auto_reply_enabled).toBe(false);

    // The admin renames the brand; a restart seeds nothing over it.
    const renamed = await t.call("PATCH", "/api/brand/settings", { brand_name: "Aurelle" }, cookie);
    expect(renamed.statusCode).toBe(200);
    expect(await seedDemoBrandProfile(t.deps, input)).toBe(false);
    expect((await t.call("GET", "/api/brand/settings", undefined, cookie)).json().brand_name).toBe("Aurelle");

    // Real platforms: no simulated brand to describe.
    const other = await t.createPerson({ email: "admin@demo-profile-real.test" });
    const real = parsePlatformsConfig(REAL_PLATFORMS_ENV);
    expect(
      await seedDemoBrandProfile(t.deps, { teamId: other.teamId, adminId: other.id, platforms: real }),
    ).toBe(false);
  });
});
