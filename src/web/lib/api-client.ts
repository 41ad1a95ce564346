import { apiErrorSchema, CSRF_HEADER, CSRF_HEADER_VALUE } from "@shared/http/api-error.schema";
import type { z } from "zod";

export const NETWORK_ERROR_MESSAGE = "Could not reach Lunara. Check your connection and try again.";
export const UNEXPECTED_RESPONSE_MESSAGE = "Unexpected response format";
export const TIMEOUT_MESSAGE = "Lunara took too long to answer. Please try again.";
/**
 * How long a call may take before it is given up as a network failure. Reads are cheap to repeat,
 * and a read that never settles would otherwise hold up every later refetch of its screen (live
 * updates wait for the refetch in flight). Uploads have no deadline: a large file on a slow line
 * legitimately takes long.
 */
export const READ_TIMEOUT_MS = 20_000;
export const WRITE_TIMEOUT_MS = 60_000;
const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

/**
 * A failed API call: the HTTP status, the server's message, for forms its field errors, and the
 * facts some codes carry (`details`, read with the code's own schema).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  readonly details: Record<string, unknown> | undefined;

  constructor(options: {
    status: number;
    message: string;
    code?: string;
    fieldErrors?: Record<string, string[]>;
    details?: Record<string, unknown>;
  }) {
    super(options.message);
    this.name = "ApiError";
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.details = options.details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  /** Parses the success body; without it the body is returned unchecked as unknown. */
  schema?: z.ZodType<T>;
  /** Cancels the call (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
  /** Overrides the default deadline (READ_TIMEOUT_MS, WRITE_TIMEOUT_MS; none for uploads). */
  timeoutMs?: number;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Our error bodies follow apiErrorSchema; better-auth's own routes answer `{ message, code }`,
 * so both shapes become the same ApiError.
 */
function toApiError(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError({ status, ...parsed.data, message: parsed.data.error });
  if (
    body &&
    typeof body === "object" &&
    "message" in body &&
    typeof body.message === "string" &&
    body.message
  ) {
    const code = "code" in body && typeof body.code === "string" ? body.code : undefined;
    return new ApiError({ status, message: body.message, code });
  }
  return new ApiError({ status, message: GENERIC_ERROR_MESSAGE });
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { accept: "application/json" };
  if (method !== "GET") headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  const hasBody = options.body !== undefined;
  // A FormData body (a file upload) is sent as multipart; the browser writes its content type.
  const isForm = options.body instanceof FormData;
  if (hasBody && !isForm) headers["content-type"] = "application/json";

  const timeoutMs =
    options.timeoutMs ?? (isForm ? undefined : method === "GET" ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener("abort", cancel, { once: true });

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "include",
      body: isForm ? (options.body as FormData) : hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
    body = await readJson(response);
  } catch (error) {
    // Cancelled by the caller: let it see its own abort (TanStack Query ignores it).
    if (options.signal?.aborted && !timedOut) throw error;
    throw new ApiError({ status: 0, message: timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", cancel);
  }

  if (!response.ok) throw toApiError(response.status, body);
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError({ status: response.status, message: UNEXPECTED_RESPONSE_MESSAGE });
  return parsed.data;
}

/** The message to show for any thrown value, with a screen-specific fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
