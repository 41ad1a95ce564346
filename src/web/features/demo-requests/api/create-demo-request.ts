import {
  type DemoRequestError,
  type DemoRequestInput,
  demoRequestErrorSchema,
} from "@shared/demo-requests/demo-request.schema";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "@shared/http/api-error.schema";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";

export const DEMO_REQUESTS_PATH = "/api/demo-requests";

/** Shown when the server gives no usable message (network failure, 5xx, unreadable body). */
export const DEMO_REQUEST_FALLBACK_ERROR = "We couldn't send your request. Please try again.";

/**
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
  const response = await fetch(DEMO_REQUESTS_PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify(input),
  });
  if (response.ok) return { status: "created" };

  const body = await readJson(response);
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
