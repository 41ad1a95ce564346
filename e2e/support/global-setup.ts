import type { TestProject } from "vitest/node";
import { buildWebIfNeeded } from "../../scripts/web-build";
import databaseTemplate from "../../src/server/test/global-setup";

/**
 * Browser tests drive the built web app served by the real server, each spec file on its own
 * database cloned from one migrated template (as the integration tests do): a fresh embedded
 * database in a data folder took 3-6 s to create and migrate per spec, a clone about 1 s.
 */
export default async function setup(project: TestProject) {
  buildWebIfNeeded();
  return databaseTemplate(project);
}
