import { z } from "zod";

export const simPlatformSchema = z.enum(["instagram", "tiktok", "shopify"]);
export type SimPlatform = z.infer<typeof simPlatformSchema>;

export const faultRequestSchema = z.object({
  platform: simPlatformSchema,
  /**
   * `latency`: the call is held `delayMs`, then answered normally (a slow, not a failing, platform).
   * `webhook_lost`: the platform's next webhooks (whose topic contains `path`, if given) are never
   * sent, while its API answers as usual.
   */
  kind: z.enum(["5xx", "timeout", "429", "expired_token", "revoked", "latency", "webhook_lost"]),
  /** How many API calls fail before the platform behaves again. */
  count: z.number().int().min(1).max(1000).default(1),
  retryAfterSeconds: z.number().int().min(0).max(3600).default(2),
  delayMs: z.number().int().min(0).max(120_000).default(1000),
  /** Only calls whose path contains this text fail (e.g. "/messages", "comment/reply"). */
  path: z.string().optional(),
});
export type FaultRequest = z.infer<typeof faultRequestSchema>;
export type Fault = FaultRequest & { id: number; remaining: number };

/** Faults apply to API calls (Graph, Business API, Admin GraphQL), never to the OAuth pages a browser shows. */
export class FaultBook {
  private faults: Fault[] = [];
  private nextId = 1;
  /** Calls a `latency` fault is holding now: tests read it to act while a platform is slow. */
  held = 0;

  add(request: FaultRequest): Fault {
    const fault = { ...request, id: this.nextId++, remaining: request.count };
    this.faults.push(fault);
    return fault;
  }

  /** The next fault for an API call (`api`) or for a webhook about to be sent (`webhook`, path = topic). */
  take(platform: SimPlatform, path: string, scope: "api" | "webhook" = "api"): Fault | null {
    const fault = this.faults.find(
      (f) =>
        f.platform === platform &&
        f.remaining > 0 &&
        (f.kind === "webhook_lost") === (scope === "webhook") &&
        (!f.path || path.includes(f.path)),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    this.faults = this.faults.filter((f) => f.remaining > 0);
    return fault;
  }

  list(): Fault[] {
    return [...this.faults];
  }

  clear(): void {
    this.faults = [];
  }
}
