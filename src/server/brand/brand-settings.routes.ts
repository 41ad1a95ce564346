import { BrandProfileDraftSchema } from "@shared/ai/brand-pack.schema";
import {
  responseConfigResponseSchema,
  responseConfigUpdateSchema,
} from "@shared/brand/brand-response-config.schema";
import {
  brandProductsResponseSchema,
  brandSettingsPatchSchema,
  brandSettingsSchema,
  productConfigResponseSchema,
  productIdParamsSchema,
  productToggleSchema,
  ruleChangeSchema,
  ruleListsResponseSchema,
} from "@shared/brand/brand-settings.schema";
import { analyzeWebsiteSchema, wizardSaveSchema } from "@shared/brand/brand-wizard.schema";
import type { FastifyInstance, preHandlerHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { withActor } from "../auth/session";
import type { AppDeps } from "../deps";
import { analyzeWebsite, type WebsiteAnalyzer } from "./analyze-website";
import { changeRulePhrase } from "./change-rule-phrase";
import { getBrandSettings } from "./get-brand-settings";
import { getResponseConfig } from "./get-response-config";
import { listBrandProducts } from "./list-brand-products";
import type { FetchPolicy } from "./safe-fetch";
import { saveWizard } from "./save-wizard";
import { toggleProduct } from "./toggle-product";
import { updateBrandSettings } from "./update-brand-settings";
import { updateResponseConfig } from "./update-response-config";

export type BrandSettingsRouteOptions = {
  deps: AppDeps;
  actor: preHandlerHookHandler;
  analyze: WebsiteAnalyzer;
  fetchPolicy: FetchPolicy;
};

export function registerBrandSettingsRoutes(app: FastifyInstance, options: BrandSettingsRouteOptions) {
  const { deps, actor } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/brand/settings",
    { preHandler: actor, schema: { response: { 200: brandSettingsSchema } } },
    async (request) => getBrandSettings(deps, withActor(request)),
  );

  r.patch(
    "/api/brand/settings",
    { preHandler: actor, schema: { response: { 200: brandSettingsSchema }, body: brandSettingsPatchSchema } },
    async (request) => updateBrandSettings(deps, withActor(request), request.body),
  );

  r.post(
    "/api/brand/wizard",
    { preHandler: actor, schema: { response: { 200: brandSettingsSchema }, body: wizardSaveSchema } },
    async (request) => saveWizard(deps, withActor(request), request.body),
  );

  r.post(
    "/api/brand/analyze-website",
    {
      preHandler: actor,
      schema: { response: { 200: BrandProfileDraftSchema }, body: analyzeWebsiteSchema },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) =>
      analyzeWebsite({
        websiteUrl: request.body.websiteUrl,
        analyze: options.analyze,
        policy: options.fetchPolicy,
      }),
  );

  const ruleChange = {
    preHandler: actor,
    schema: { body: ruleChangeSchema, response: { 200: ruleListsResponseSchema } },
  };
  r.post("/api/brand/rules", ruleChange, async (request) =>
    changeRulePhrase(deps, withActor(request), request.body, "add"),
  );
  r.delete("/api/brand/rules", ruleChange, async (request) =>
    changeRulePhrase(deps, withActor(request), request.body, "remove"),
  );

  r.get(
    "/api/brand/products",
    { preHandler: actor, schema: { response: { 200: brandProductsResponseSchema } } },
    async (request) => listBrandProducts(deps, withActor(request)),
  );

  r.post(
    "/api/brand/products/:id/toggle",
    {
      preHandler: actor,
      schema: {
        response: { 200: productConfigResponseSchema },
        params: productIdParamsSchema,
        body: productToggleSchema,
      },
    },
    async (request) => toggleProduct(deps, withActor(request), request.params.id, request.body),
  );

  r.get(
    "/api/brand/response-config",
    { preHandler: actor, schema: { response: { 200: responseConfigResponseSchema } } },
    async (request) => getResponseConfig(deps, withActor(request)),
  );

  r.patch(
    "/api/brand/response-config",
    {
      preHandler: actor,
      schema: { response: { 200: responseConfigResponseSchema }, body: responseConfigUpdateSchema },
    },
    async (request) => updateResponseConfig(deps, withActor(request), request.body),
  );
}
