/**
 * The return URL after sign-in, when it is safe: a same-site relative path (starts with `/`, not
 * `//` or `/\`, which browsers treat as another host). Anything else gives `/` (spec section 2).
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate) return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  // Control characters (tabs, newlines) are dropped by URL parsers and could rebuild `//`.
  if ([...candidate].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return '/';
  return candidate;
}
