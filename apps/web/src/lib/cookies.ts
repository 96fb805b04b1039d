/** Reads one cookie by name, or undefined. */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('=')) || undefined;
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: { maxAgeSeconds?: number; secure?: boolean } = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  // Secure cookies are dropped by browsers on plain http (except localhost in Chromium); ask only on https.
  if (options.secure ?? location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/**
 * Expires a cookie for the current host and its parent domains (spec: "expire the token and
 * auth_token cookies for several domain variants"), so a cookie set by a sibling subdomain goes too.
 */
export function expireCookieEverywhere(name: string): void {
  const labels = location.hostname.split('.');
  const domains = new Set<string>(['']);
  for (let index = 0; index < labels.length - 1; index++) {
    const domain = labels.slice(index).join('.');
    domains.add(domain);
    domains.add(`.${domain}`);
  }
  for (const domain of domains) {
    const domainPart = domain ? `; domain=${domain}` : '';
    document.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT${domainPart}`;
  }
}
