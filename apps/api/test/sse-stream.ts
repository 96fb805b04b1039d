import http from 'node:http';

/** One server-sent event: its name (`event:` line, 'message' when none) and its `data:` text. */
export interface SseFrame {
  event: string;
  data: string;
}

/**
 * Reads server-sent events from a real socket (inject would wait for a stream that never ends):
 * every frame in arrival order, the status and content type, and `waitFor` a frame that matches.
 */
export function openSseStream(url: string, headers: Record<string, string>) {
  const frames: SseFrame[] = [];
  let status = 0;
  let contentType = '';
  const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
    status = response.statusCode ?? 0;
    contentType = String(response.headers['content-type']);
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
        if (lines.some((line) => line.startsWith('event: ') || line.startsWith('data: '))) frames.push({ event, data });
      }
    });
  });
  request.on('error', () => undefined);
  return {
    frames,
    status: () => status,
    contentType: () => contentType,
    /** Resolves with the first frame satisfying `test`, or rejects after `timeoutMs`. */
    async waitFor(test: (frame: SseFrame, index: number) => boolean, timeoutMs = 5_000): Promise<SseFrame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find(test);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(frames.map((frame) => frame.event))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => request.destroy(),
  };
}

/** The status, headers and (for a refusal) JSON body of a stream request; an accepted stream is closed at once. */
export function streamAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Record<string, unknown> | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status === 200) {
        request.destroy();
        resolve({ status, headers: response.headers, body: undefined });
        return;
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status, headers: response.headers, body: JSON.parse(text) as Record<string, unknown> }));
    });
    request.on('error', reject);
  });
}
