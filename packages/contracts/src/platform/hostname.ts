/**
 * Whether a lower-cased string is a hostname a tenant may claim: dot-separated labels of letters,
 * digits and inner hyphens, 1–63 characters each, at most 253 in all, at least two labels (so
 * `localhost` alone and IP-like bare words are refused). Written without a regex over the whole
 * string, so a long input costs one pass.
 */
export function isValidTenantHostname(hostname: string): boolean {
  if (hostname.length === 0 || hostname.length > 253) return false;
  const labels = hostname.split('.');
  if (labels.length < 2) return false;
  return labels.every(
    (label) => label.length >= 1 && label.length <= 63 && /^[a-z0-9-]+$/.test(label) && !label.startsWith('-') && !label.endsWith('-'),
  );
}

/** The message under the hostnames field when one is refused. */
export const INVALID_HOSTNAME_MESSAGE =
  'Enter host names such as sports.initech.com (letters, digits, hyphens and dots; no port, no https://).';
