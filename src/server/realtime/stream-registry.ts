/** How soon a browser reconnects after a shutdown closed its stream (to another process). */
export const RECONNECT_AFTER_SHUTDOWN_MS = 1000;

type OpenStream = { end: (chunk: string) => void };

/** The event streams open on this process: counted for /metrics, ended on shutdown. */
export function createStreamRegistry() {
  const open = new Set<OpenStream>();
  return {
    add(stream: OpenStream): () => void {
      open.add(stream);
      return () => open.delete(stream);
    },
    size: () => open.size,
    /**
     * Ends every stream with a retry hint: EventSource reconnects after it, through the balancer,
     * to a process still running, and the page refetches on the new stream's `ready`.
     */
    closeAll(): number {
      const streams = [...open];
      open.clear();
      for (const stream of streams) stream.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
      return streams.length;
    },
  };
}
export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
