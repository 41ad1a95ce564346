import type { AssistantKey } from "@shared/assistants/assistants.constants";
import { type AskEvent, askEventSchema } from "@shared/assistants/assistants.schema";
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "@shared/http/api-error.schema";
import { ApiError, NETWORK_ERROR_MESSAGE } from "@web/lib/api-client";

/**
 * POST /api/assistants/:assistant/ask: the answer streams as one JSON event per line. Aborting the
 * signal (the Stop button) closes the request, and the server stores the answer as far as it got.
 */
export async function askAssistant(
  assistant: AssistantKey,
  body: { question: string; conversationId?: string },
  onEvent: (event: AskEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/assistants/${assistant}/ask`, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) return;
    throw error instanceof Error && error.name === "AbortError"
      ? error
      : new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError({
      status: response.status,
      message: payload?.error ?? "Something went wrong. Please try again.",
    });
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const parsed = askEventSchema.safeParse(JSON.parse(buffer.slice(0, newline)));
        buffer = buffer.slice(newline + 1);
        if (parsed.success) onEvent(parsed.data);
        newline = buffer.indexOf("\n");
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}
