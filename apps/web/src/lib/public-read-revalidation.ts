/**
 * Public reads may be kept by the browser for their `max-age` (15 s). When the live stream says an
 * event changed, the next reads must ask the server (a conditional request: a cheap 304 when
 * nothing changed for that read), or the page would show the browser's copy until it expires.
 */
let revalidateUntil = 0;

export function revalidatePublicReadsFor(milliseconds: number): void {
  revalidateUntil = Math.max(revalidateUntil, Date.now() + milliseconds);
}

/** The fetch cache mode for a GET of `url`: 'no-cache' (revalidate) just after a live change. */
export function publicReadCacheMode(url: string): RequestCache | undefined {
  return Date.now() < revalidateUntil && url.includes('/public/') ? 'no-cache' : undefined;
}
