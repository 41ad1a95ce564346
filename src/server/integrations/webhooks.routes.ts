import { errorResponses, textResponse } from "@shared/http/response-shapes";
import { shopifyWebhookAckSchema } from "@shared/integrations/integrations.schema";
import type { FastifyInstance } from "fastify";
import { ZodError } from "zod";
import type { AppDeps } from "../deps";
import {
  answerInstagramSubscription,
  verifyInstagramSignature,
} from "../platforms/instagram/instagram-webhook";
import { parsePlatformJson } from "../platforms/platform-json";
import { verifyShopifyWebhook } from "../platforms/shopify/shopify-webhook";
import { handleInstagramWebhook } from "./handle-instagram-webhook";
import { handleShopifyWebhook } from "./handle-shopify-webhook";

const NO_CSRF = { config: { csrf: false } };
const instagramAnswer = (description: string) => ({
  ...NO_CSRF,
  schema: { response: { 200: textResponse("text/plain", description), ...errorResponses(400, 401, 403) } },
});

function parseJson(raw: Buffer): unknown {
  try {
    return parsePlatformJson(raw.toString("utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Platform webhooks. Signatures are computed over the exact bytes received, so this plugin (and only
 * it) keeps bodies as raw buffers. Nothing is stored before the signature checks out, and the 200 is
 * sent after the data is committed, so a failure makes the platform retry.
 */
export async function webhooksRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  const { instagram, shopify } = deps.integrations.config;

  app.get(
    "/api/webhooks/instagram",
    instagramAnswer("The subscription check: hub.challenge echoed when hub.verify_token matches"),
    async (request, reply) => {
      const answer = answerInstagramSubscription(
        request.query as Record<string, unknown>,
        instagram.webhookVerifyToken,
      );
      if (!answer.ok) return reply.status(403).send({ error: "Verification failed", code: "FORBIDDEN" });
      return reply.type("text/plain").send(answer.challenge);
    },
  );

  app.post(
    "/api/webhooks/instagram",
    instagramAnswer("EVENT_RECEIVED, once the signed events are stored (X-Hub-Signature-256)"),
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["x-hub-signature-256"];
      if (
        !verifyInstagramSignature({
          rawBody: raw,
          signatureHeader: signature,
          appSecret: instagram.appSecret,
        })
      ) {
        return reply.status(401).send({ error: "Invalid signature", code: "INVALID_SIGNATURE" });
      }
      const body = parseJson(raw);
      if (body === undefined) return reply.status(400).send({ error: "Body is not JSON", code: "BAD_BODY" });
      await handleInstagramWebhook(deps, body);
      return reply.type("text/plain").send("EVENT_RECEIVED");
    },
  );

  app.post(
    "/api/webhooks/shopify",
    { ...NO_CSRF, schema: { response: { 200: shopifyWebhookAckSchema, ...errorResponses(400, 401) } } },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const check = verifyShopifyWebhook({
        rawBody: raw,
        headers: request.headers,
        apiSecret: shopify.apiSecret,
      });
      if (!check.ok) {
        const status = check.reason === "signature" ? 401 : 400;
        return reply.status(status).send({ error: "Invalid webhook", code: check.reason.toUpperCase() });
      }
      const body = parseJson(raw);
      if (body === undefined) return reply.status(400).send({ error: "Body is not JSON", code: "BAD_BODY" });
      try {
        const result = await handleShopifyWebhook(deps, check, body);
        return { success: true, duplicate: result.duplicate };
      } catch (error) {
        if (error instanceof ZodError)
          return reply.status(400).send({ error: "Unexpected payload for topic", code: "BAD_PAYLOAD" });
        throw error;
      }
    },
  );
}
