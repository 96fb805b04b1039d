import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials: OAuth codes and state, unsubscribe and session tokens, signatures. */
const SECRET_QUERY_PARAMETER =
  /^(code|state|token|access[_-]?token|id[_-]?token|refresh[_-]?token|otp|sig|signature|secret|key|password)$/i;

/** The URL with the values of credential-bearing query parameters replaced, so logs never hold them. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [rawName = '', ...value] = pair.split('=');
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed name is logged as sent.
      }
      return value.length > 0 && SECRET_QUERY_PARAMETER.test(name) ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, queryStart)}?${parts.join('&')}`;
}

/** Fastify's request log fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
