import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ProviderAnswer {
  status: number;
  body: unknown;
  /** The provider did the work but its answer never arrives: the connection is dropped instead. */
  drop?: boolean;
}

/**
 * A local HTTP server standing in for a provider (SMS, captcha): it records each request and
 * answers what `answer` returns, so adapters are tested against the provider's documented replies.
 */
export async function startProviderServer(answer: (request: RecordedRequest) => ProviderAnswer | Promise<ProviderAnswer>) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status, body, drop } = await answer(request);
      if (drop) {
        incoming.socket.destroy();
        return;
      }
      outgoing.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
      outgoing.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on (connection refused), for "provider unreachable" cases. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';
