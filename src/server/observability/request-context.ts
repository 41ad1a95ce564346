import { AsyncLocalStorage } from "node:async_hooks";

/** What a log line or an enqueued job carries from the request (or job) that caused it. */
export type RequestContext = {
  requestId: string;
  /** The W3C traceparent of the current span when tracing is on: jobs sent here continue it. */
  traceparent?: string | undefined;
};

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with this context; jobs it sends carry the same request id. */
export function runWithContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function currentTraceparent(): string | undefined {
  return storage.getStore()?.traceparent;
}
