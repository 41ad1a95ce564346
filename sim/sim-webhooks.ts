import type { RecordBook } from "./sim-records";

export type WebhookRequest = {
  platform: "instagram" | "shopify";
  topic: string;
  url: string;
  headers: Record<string, string>;
  body: string;
};

/**
 * POSTs a signed webhook and retries a failed attempt after a short, doubling delay (the real platforms
 * retry for hours; a simulator that waited that long would hide bugs rather than show them).
 */
export async function deliverWebhook(
  records: RecordBook,
  request: WebhookRequest,
  options: { attempts: number; retryDelayMs: number; now: () => Date },
) {
  let status: number | null = null;
  let error: string | null = null;
  let attempts = 0;
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    attempts += 1;
    try {
      const response = await fetch(request.url, {
        method: "POST",
        headers: { "content-type": "application/json", ...request.headers },
        body: request.body,
        // Shopify gives up on a delivery after 5 s; so does the simulator.
        signal: AbortSignal.timeout(5000),
      });
      status = response.status;
      await response.arrayBuffer();
      error = response.ok ? null : `HTTP ${response.status}`;
    } catch (e) {
      status = null;
      error = e instanceof Error ? e.message : String(e);
    }
    if (!error) break;
    if (attempt + 1 < options.attempts) await sleep(options.retryDelayMs * 2 ** attempt);
  }
  return records.addDelivery({
    ...request,
    status,
    attempts,
    ok: error === null,
    error,
    at: options.now().toISOString(),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
