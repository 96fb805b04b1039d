import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials: OAuth codes and state, unsubscribe and session tokens, signatures. */
const SECRET_QUERY_PARAMETER =
  /^(code|state|token|access[_-]?token|id[_-]?token|refresh[_-]?token|otp|sig|signature|secret|key|password)$/i;

/**
 * Paths whose next segment is a credential: a calendar feed's token is in its path, because calendar
 * apps cannot send a header (issue 33).
 */
const SECRET_PATH_PREFIXES = ['/api/customer/calendar/'];

/** The path with a secret segment after a known prefix replaced (plain string checks, no pattern on the URL). */
function redactPath(path: string): string {
  const prefix = SECRET_PATH_PREFIXES.find((candidate) => path.startsWith(candidate));
  return prefix && path.length > prefix.length ? `${prefix}[redacted]` : path;
}

/** The URL with credentials in its path and in credential-bearing query parameters replaced, so logs never hold them. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactPath(url);
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
  return `${redactPath(url.slice(0, queryStart))}?${parts.join('&')}`;
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
