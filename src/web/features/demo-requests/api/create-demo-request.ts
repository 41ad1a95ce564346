import {
  type DemoRequestError,
  type DemoRequestInput,
  demoRequestErrorSchema,
  demoRequestSchemaResponse,
} from "@shared/demo-requests/demo-request.schema";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "@shared/http/api-error.schema";
import { useMutation } from "@tanstack/react-query";
import { NETWORK_ERROR_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from "@web/lib/api-client";
import { z } from "zod";

export const DEMO_REQUESTS_PATH = "/api/demo-requests";

/** Shown when a failed answer carries no message of its own (a 5xx, a proxy error page). */
export const DEMO_REQUEST_FALLBACK_ERROR = "We couldn't send your request. Please try again.";

/**
 * Not built on apiRequest: its ApiError keeps only `{ error, fieldErrors }`, and this endpoint answers a 400
 * with the form service's `{ success: false, errors: [{ field, code, message }] }`, which the form needs.
 * A 400 and a 429 are answers the form shows, not exceptions, so they come back as data;
 * only transport failures and unexpected answers throw.
 */
export type DemoRequestResult =
  | { status: "created" }
  | { status: "invalid"; errors: DemoRequestError[] }
  | { status: "rate-limited"; message: string };

const invalidBodySchema = z.object({ success: z.literal(false), errors: z.array(demoRequestErrorSchema) });
const messageBodySchema = z.object({ error: z.string().min(1) });

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export async function createDemoRequest(input: DemoRequestInput): Promise<DemoRequestResult> {
  let response: Response;
  try {
    response = await fetch(DEMO_REQUESTS_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify(input),
    });
  } catch {
    throw new Error(NETWORK_ERROR_MESSAGE);
  }

  const body = await readJson(response);
  if (response.ok) {
    // The spec names 'Unexpected response format' for answers the form cannot read.
    const answer = demoRequestSchemaResponse.safeParse(body);
    if (!answer.success) throw new Error(UNEXPECTED_RESPONSE_MESSAGE);
    return answer.data.success ? { status: "created" } : { status: "invalid", errors: answer.data.errors };
  }
  if (response.status === 400) {
    const invalid = invalidBodySchema.safeParse(body);
    if (invalid.success) return { status: "invalid", errors: invalid.data.errors };
  }
  const message = messageBodySchema.safeParse(body);
  if (response.status === 429) {
    return {
      status: "rate-limited",
      message: message.success ? message.data.error : DEMO_REQUEST_FALLBACK_ERROR,
    };
  }
  throw new Error(message.success ? message.data.error : DEMO_REQUEST_FALLBACK_ERROR);
}

export function useCreateDemoRequest() {
  return useMutation({ mutationFn: createDemoRequest });
}
