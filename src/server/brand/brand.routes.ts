import type { FastifyInstance } from "fastify";
import { analyzeWebsiteText } from "../ai/website-analyzer";
import type { Auth } from "../auth/auth";
import { requireActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { privateFetchAllowed } from "./address-guard";
import type { WebsiteAnalyzer } from "./analyze-website";
import { registerBrandDocumentRoutes } from "./brand-documents.routes";
import { registerBrandSettingsRoutes } from "./brand-settings.routes";
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from "./safe-fetch";

/**
 * Brand settings, wizard, automation configuration, products, documents and links. `analyzeWebsite`
 * is the AI engine's (the configured model when there is one); without it the embedded analyzer runs.
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
    allowPrivate: privateFetchAllowed(),
    ...options.fetchPolicy,
  };
  registerBrandSettingsRoutes(app, {
    deps: options.deps,
    actor,
    analyze: options.analyzeWebsite ?? (async (text, url) => analyzeWebsiteText(text, url)),
    fetchPolicy,
  });
  registerBrandDocumentRoutes(app, { deps: options.deps, actor });
}
