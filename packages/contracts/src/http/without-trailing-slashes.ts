/**
 * `text` without the slashes it ends with. A loop, not `replace(/\/+$/, '')`: that pattern retries
 * from every slash of a long run and takes quadratic time on `'/'.repeat(n) + 'x'` (issue 12).
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}
