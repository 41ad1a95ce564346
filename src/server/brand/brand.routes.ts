import type { FastifyInstance } from "fastify";
import type { Auth } from "../auth/auth";
import { requireActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { pageFetchAccess } from "./address-guard";
import type { WebsiteAnalyzer } from "./analyze-website";
import { registerBrandDocumentRoutes } from "./brand-documents.routes";
import { registerBrandSettingsRoutes } from "./brand-settings.routes";
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from "./safe-fetch";

/**
 * Brand settings, wizard, automation configuration, products, documents and links. The wizard's
 * Analyze uses the AI engine (the configured model when there is one, else the embedded analyzer);
 * `analyzeWebsite` replaces it where a caller needs another.
 */
export async function brandRoutes(
  app: FastifyInstance,
  options: {
    deps: AppDeps;
    auth: Auth;
    analyzeWebsite?: WebsiteAnalyzer;
    fetchPolicy?: Partial<FetchPolicy>;
  },
) {
  const actor = requireActor(options.auth, options.deps.db);
  const fetchPolicy: FetchPolicy = {
    ...DEFAULT_FETCH_POLICY,
    ...pageFetchAccess(),
    ...options.fetchPolicy,
  };
  registerBrandSettingsRoutes(app, {
    deps: options.deps,
    actor,
    analyze: options.analyzeWebsite ?? ((text, url) => options.deps.ai.analyzeWebsite(text, url)),
    fetchPolicy,
  });
  await registerBrandDocumentRoutes(app, { deps: options.deps, actor });
}
