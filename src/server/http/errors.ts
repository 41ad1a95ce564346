/** A failure the caller caused: mapped to a 4xx with this message, never a 500. */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 502,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Facts the caller acts on beyond the message (a reply conflict names who replied and when). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "DomainError";
  }

  /** Fastify's name for it: error handlers of single routes (the pixel's) read this one. */
  get statusCode(): number {
    return this.status;
  }
}
