import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { products } from "../../src/server/db/commerce.schema";
import { DEMO_ADMIN } from "../../src/server/seed/seed-demo";
import { DEMO_PASSWORD, type TestServer } from "./test-server";

/** Retries `check` until it stops throwing, for state that the server reaches asynchronously. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Signs in through the sign-in screen and waits for the dashboard. */
export async function signIn(page: Page, email = DEMO_ADMIN.email, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/dashboard");
}

/**
 * Signs in through the API (the context keeps the session cookie), for tests about something else:
 * the next `goto` opens the page under test directly, without loading the sign-in screen and the
 * dashboard first (two app starts per test in a CPU-bound browser pass). Signing in through the
 * screen is tested with `signIn` (foundation, identity).
 */
export async function signInAs(
  page: Page,
  email = DEMO_ADMIN.email,
  password = DEMO_PASSWORD,
): Promise<void> {
  // The context's baseURL resolves the path; the answer's URL gives the origin the server checks.
  const origin = new URL((await page.request.get("/api/health")).url()).origin;
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin, "x-lunara-csrf": "1" },
    data: { email, password },
  });
  if (!response.ok()) throw new Error(`sign-in as ${email}: ${response.status()} ${await response.text()}`);
}

/** Calls the simulator's control API (traffic, records, faults, orders). */
export function simulatorClient(server: TestServer) {
  return async <T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> => {
    if (!server.simulator) throw new Error("this test server runs without the simulator");
    const response = await fetch(`${server.simulator.url}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  };
}

/**
 * Connects the signed-in page's team to the simulated Instagram and to the Shopify `shop`, and waits
 * until the store's products are synced. Answers the team id.
 */
export async function connectInstagramAndStore(
  page: Page,
  server: TestServer,
  shop: string,
): Promise<string> {
  const teamId = (await (await page.request.get("/api/me")).json()).team.id as string;
  await page.goto("/api/integrations/instagram/connect");
  await page.waitForURL(/instagram=connected/);
  await page.goto(`/api/integrations/shopify/connect?shop=${shop}`);
  await page.waitForURL(/shopify=connected/);
  await eventually(async () => {
    const synced = await server.database.db.select().from(products).where(eq(products.teamId, teamId));
    if (synced.length === 0) throw new Error("no products synced yet");
  });
  return teamId;
}
