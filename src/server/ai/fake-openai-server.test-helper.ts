// Test double: a tiny OpenAI-compatible chat-completions server on 127.0.0.1, started by a test.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply = {
  content: string;
  status?: number;
  delayMs?: number;
  /** The model calls these tools instead of answering (finish_reason "tool_calls"). */
  toolCalls?: Array<{ name: string; arguments: Record<string, unknown> }>;
};

/** A streamed reply (the request asked `stream: true`): server-sent chunks, as OpenAI sends them. */
function streamChunks(reply: FakeReply, model: string, n: number): string {
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id: `chatcmpl-${n}`, object: "chat.completion.chunk", created: 1_750_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const parts = [chunk({ role: "assistant", content: "" }, null)];
  if (reply.toolCalls?.length) {
    reply.toolCalls.forEach((call, index) => {
      parts.push(
        chunk(
          {
            tool_calls: [
              {
                index,
                id: `call_${n}_${index}`,
                type: "function",
                function: { name: call.name, arguments: JSON.stringify(call.arguments) },
              },
            ],
          },
          null,
        ),
      );
    });
    parts.push(chunk({}, "tool_calls"));
  } else {
    for (const piece of reply.content.match(/.{1,12}/gs) ?? []) parts.push(chunk({ content: piece }, null));
    parts.push(chunk({}, "stop"));
  }
  return `${parts.join("")}data: [DONE]\n\n`;
}
export type FakeRequest = { path: string; authorization: string | undefined; body: Record<string, unknown> };

export type FakeOpenAiServer = {
  baseURL: string;
  requests: FakeRequest[];
  /** Replies in order; the last one repeats. */
  reply(...replies: Array<FakeReply | ((request: FakeRequest) => FakeReply)>): void;
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: FakeRequest[] = [];
  let replies: Array<FakeReply | ((request: FakeRequest) => FakeReply)> = [{ content: "{}" }];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer(async (request, response) => {
    const entry: FakeRequest = {
      path: request.url ?? "",
      authorization: request.headers.authorization,
      body: await readBody(request),
    };
    requests.push(entry);
    const next = replies.length > 1 ? replies.shift() : replies[0];
    const reply = typeof next === "function" ? next(entry) : (next ?? { content: "{}" });
    const send = () => {
      if (response.destroyed) return;
      if (entry.body.stream === true && (reply.status ?? 200) < 400) {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.end(streamChunks(reply, String(entry.body.model), requests.length));
        return;
      }
      response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          (reply.status ?? 200) >= 400
            ? { error: { message: reply.content, type: "server_error" } }
            : {
                id: `chatcmpl-${requests.length}`,
                object: "chat.completion",
                created: 1_750_000_000,
                model: String(entry.body.model),
                choices: [
                  reply.toolCalls?.length
                    ? {
                        index: 0,
                        message: {
                          role: "assistant",
                          content: null,
                          tool_calls: reply.toolCalls.map((call, i) => ({
                            id: `call_${requests.length}_${i}`,
                            type: "function",
                            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
                          })),
                        },
                        finish_reason: "tool_calls",
                      }
                    : {
                        index: 0,
                        message: { role: "assistant", content: reply.content },
                        finish_reason: "stop",
                      },
                ],
                usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
              },
        ),
      );
    };
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...next) => {
      replies = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
