/** 'Page · Site · Podium', without repeating Podium when the site's own title already says it. */
export function pageTitle(...parts: Array<string | undefined>): string {
  const named = parts.filter((part): part is string => Boolean(part));
  if (!named.some((part) => part.includes('Podium'))) named.push('Podium');
  return named.join(' · ');
}
