import { z } from "zod";
import { apiErrorSchema } from "./api-error.schema";

/**
 * Answers that are not one JSON body, described for the API document (OpenAPI's per-content-type
 * form, which fastify-type-provider-zod reads). Fastify sends string and stream payloads as they are,
 * so these schemas describe the body without re-encoding it.
 */

/** A browser redirect: the `Location` header says where; the body is empty. */
export function redirectResponse(description: string) {
  return z.null().describe(description);
}

/** A body of text in `contentType` (a CSV file, a plain-text refusal). */
export function textResponse(contentType: string, description: string) {
  return { description, content: { [contentType]: { schema: z.string() } } };
}

/**
 * A body streamed as it is produced (a CSV file, server-sent events, NDJSON): documented as text,
 * while the handler hands Fastify a stream rather than a string.
 */
export function streamResponse(contentType: string, description: string) {
  return {
    description,
    content: { [contentType]: { schema: z.unknown().meta({ type: "string", description }) } },
  };
}

/** The error answers a route sends itself, each in the one error shape. */
export function errorResponses<const Code extends number>(...codes: Code[]) {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<
    Code,
    typeof apiErrorSchema
  >;
}

/** Newline-delimited JSON: every line is one `event` (the handler writes them as they happen). */
export function ndjsonResponse<Event extends z.ZodType>(event: Event, description: string) {
  return { description, content: { "application/x-ndjson": { schema: event } } };
}
