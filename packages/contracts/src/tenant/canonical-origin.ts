import { z } from 'zod';

/**
 * `scheme://host[:port]` as the browser writes an origin, or undefined when the value is not one:
 * http or https only, no credentials, path, query or fragment (a trailing `/` is allowed and dropped).
 */
export function parseOrigin(value: string): string | undefined {
  const match = /^(https?):\/\/([a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i.exec(value.trim());
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const port = match[4] === undefined ? undefined : Number(match[4]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  const isDefaultPort = port === undefined || (scheme === 'https' && port === 443) || (scheme === 'http' && port === 80);
  return `${scheme}://${host}${isDefaultPort ? '' : `:${port}`}`;
}

/**
 * A tenant's canonical origin as an admin types it (see parseOrigin); the API stores the normalised
 * form. Whether plain http is allowed depends on the deployment: the API refuses it in production
 * except on localhost.
 */
export const canonicalOriginSchema = z
  .string()
  .trim()
  .max(300)
  .refine((value) => parseOrigin(value) !== undefined, 'Use an origin like https://sports.example.com (scheme and host, no path).');
