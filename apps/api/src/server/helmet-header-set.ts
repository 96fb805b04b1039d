import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, by lower-case name: helmet's own middleware run once
 * against a response that only records them. It is how the options are checked and turned into
 * header values (a CSP directive it would refuse throws here, at start-up); the set is then sent
 * as it is on every answer. Directives given as functions (per-request values such as nonces)
 * cannot be computed once and are refused.
 */
export function helmetHeaderSet(options: HelmetOptions): Record<string, string> {
  const directives = typeof options.contentSecurityPolicy === 'object' ? (options.contentSecurityPolicy.directives ?? {}) : {};
  for (const [name, value] of Object.entries(directives)) {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    if (values.some((entry) => typeof entry === 'function')) {
      throw new Error(`The ${name} CSP directive is computed per request; security headers are built once and cannot hold it`);
    }
  }
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
