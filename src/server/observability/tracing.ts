import {
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
  type Tracer,
  trace,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";

/** One span in progress: its W3C `traceparent` (carried into the jobs it sends) and its end. */
export type ActiveSpan = {
  traceparent: string;
  end: (outcome: { error?: unknown; attributes?: Record<string, string | number> }) => void;
};

export type Tracing = {
  /** A server span for an HTTP request, continuing the caller's `traceparent` when it sent one. */
  startRequest: (method: string, url: string, traceparent: string | undefined) => ActiveSpan | null;
  /** A consumer span for a job, a child of the span that sent it. */
  startJob: (name: string, jobId: string, traceparent: string | undefined) => ActiveSpan | null;
  shutdown: () => Promise<void>;
};

/** Tracing switched off (no OTEL_EXPORTER_OTLP_ENDPOINT): nothing is recorded or sent. */
export const TRACING_OFF: Tracing = {
  startRequest: () => null,
  startJob: () => null,
  shutdown: async () => {},
};

const propagator = new W3CTraceContextPropagator();
const carrierGetter: TextMapGetter<Record<string, string>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

function parentContext(traceparent: string | undefined): Context {
  if (!traceparent) return ROOT_CONTEXT;
  return propagator.extract(ROOT_CONTEXT, { traceparent }, carrierGetter);
}

function traceparentOf(span: Span): string {
  const carrier: Record<string, string> = {};
  propagator.inject(trace.setSpan(ROOT_CONTEXT, span), carrier, {
    set: (c, key, value) => {
      c[key] = value;
    },
  });
  return carrier.traceparent ?? "";
}

function active(span: Span): ActiveSpan {
  return {
    traceparent: traceparentOf(span),
    end: ({ error, attributes }) => {
      if (attributes) span.setAttributes(attributes);
      if (error !== undefined) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
}

function tracingWith(tracer: Tracer, shutdown: () => Promise<void>): Tracing {
  return {
    startRequest: (method, url, traceparent) =>
      active(
        tracer.startSpan(
          `${method} ${url.split("?")[0]}`,
          { kind: SpanKind.SERVER, attributes: { "http.request.method": method } },
          parentContext(traceparent),
        ),
      ),
    startJob: (name, jobId, traceparent) =>
      active(
        tracer.startSpan(
          `job ${name}`,
          { kind: SpanKind.CONSUMER, attributes: { "lunara.job.name": name, "lunara.job.id": jobId } },
          parentContext(traceparent),
        ),
      ),
    shutdown,
  };
}

/**
 * OpenTelemetry traces, on when an OTLP/HTTP endpoint is configured (docs/deploy.md). Spans are
 * made explicitly at the two places work starts (a request, a job), with parents passed by value,
 * so no global context manager or module patching is needed under ESM.
 */
export function createTracing(options: {
  endpoint: string | undefined;
  serviceName: string;
  role: string;
}): Tracing {
  if (!options.endpoint) return TRACING_OFF;
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, "")}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      "service.name": options.serviceName,
      "lunara.role": options.role,
    }),
    spanProcessors: [new BatchSpanProcessor({ exporter, scheduledDelayMillis: 1000 })],
  });
  return tracingWith(provider.getTracer("lunara"), () => provider.shutdown());
}
