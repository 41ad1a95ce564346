import {
  DEMO_REQUEST_LABELS,
  type DemoRequestError,
  demoRequestSchema,
} from "@shared/demo-requests/demo-request.schema";
import type { AppDeps } from "../deps";
import { insertDemoRequest } from "./demo-requests.repository";

type Result = { ok: true; id: string } | { ok: false; errors: DemoRequestError[] };

/** Stores a demo request, then forwards it to the configured webhook (best effort, logged). */
export async function submitDemoRequest(
  deps: AppDeps & { webhookUrl?: string | undefined },
  body: unknown,
): Promise<Result> {
  const parsed = demoRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue): DemoRequestError => {
      const field = String(issue.path[0] ?? "form");
      const label = DEMO_REQUEST_LABELS[field as keyof typeof DEMO_REQUEST_LABELS];
      const missing = issue.code === "invalid_type";
      const tooShort = issue.code === "too_small";
      return {
        field,
        code: missing
          ? "REQUIRED_FIELD_MISSING"
          : tooShort
            ? "REQUIRED_FIELD_EMPTY"
            : field === "email"
              ? "TYPE_EMAIL"
              : "TYPE_TEXT",
        message: missing && label ? `${label} is required` : issue.message,
      };
    });
    return { ok: false, errors };
  }
  const id = await insertDemoRequest(deps.db, parsed.data);
  if (deps.webhookUrl) {
    fetch(deps.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id, ...parsed.data }),
      signal: AbortSignal.timeout(5000),
    }).catch((error: unknown) => deps.log(`demo request ${id}: webhook forward failed: ${String(error)}`));
  }
  return { ok: true, id };
}
