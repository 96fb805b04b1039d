import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Proxies and load balancers drop idle connections; a comment line every so often keeps a stream open. */
const HEARTBEAT_MS = 15_000;

export interface EventStreamOptions {
  /** How long a browser waits before reconnecting after the stream drops. */
  retryMs: number;
  /** `no-cache` for a signed-in person's stream, `no-store` for a public one. */
  cacheControl: 'no-cache' | 'no-store';
}

/** One open server-sent-events answer. */
export interface EventStream {
  /** One message: `event: <name>` and its data, already serialized (one line). */
  send(event: string, data: string): void;
  /** Runs once, when the browser goes away or the server closes the stream. */
  onClose(cleanup: () => void): void;
}

/**
 * The one writer of server-sent events (issue 35: the staff dashboard and the live microsite each
 * wrote their own): headers a proxy will not buffer, the retry delay, a heartbeat, and every open
 * stream ended when the server closes (open streams would otherwise keep app.close() waiting).
 */
export class EventStreams {
  private readonly open = new Set<ServerResponse>();

  /**
   * Takes the answer over from Fastify and starts the stream, or returns null when the browser is
   * already gone (its 'close' has fired, so the caller frees what it took).
   */
  start(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions): EventStream | null {
    reply.hijack();
    const response = reply.raw;
    if (request.raw.socket.destroyed) return null;
    response.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': `${options.cacheControl}, no-transform`,
      connection: 'keep-alive',
      // nginx would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    this.open.add(response);
    response.write(`retry: ${options.retryMs}\n\n`);
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const cleanups: Array<() => void> = [];
    let isClosed = false;
    const close = () => {
      if (isClosed) return;
      isClosed = true;
      clearInterval(heartbeat);
      this.open.delete(response);
      for (const cleanup of cleanups) cleanup();
    };
    request.raw.once('close', close);
    response.once('close', close);
    return {
      send: (event, data) => {
        if (!isClosed) response.write(`event: ${event}\ndata: ${data}\n\n`);
      },
      onClose: (cleanup) => {
        if (isClosed) cleanup();
        else cleanups.push(cleanup);
      },
    };
  }

  /** Ends every open stream (the server is closing). */
  endAll(): void {
    for (const response of this.open) response.end();
  }
}
