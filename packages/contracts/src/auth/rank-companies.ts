import { distance } from 'fastest-levenshtein';

/** Fuzzy matches count only above this similarity (spec section 9). */
export const COMPANY_SIMILARITY_THRESHOLD = 0.6;

/** How a company matched the typed text; lower is better (spec section 5 order). */
export const MATCH_KINDS = ['exact', 'prefix', 'contains', 'abbreviation', 'wordStart', 'fuzzy'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export interface RankedCompany<T> {
  company: T;
  kind: MatchKind;
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const wordsOf = (text: string) =>
  normalise(text)
    .split(/[\s\-_.,&/()]+/)
    .filter(Boolean);

/** 1 − edit distance / longer length: 1 for equal strings, 0 for nothing in common. */
export function similarity(left: string, right: string): number {
  const longer = Math.max(left.length, right.length);
  if (longer === 0) return 1;
  return 1 - distance(left, right) / longer;
}

/** How `name` matches `query` (both already normalised), or undefined when it does not. */
export function matchKind(name: string, query: string): MatchKind | undefined {
  const target = normalise(name);
  if (target === query) return 'exact';
  if (target.startsWith(query)) return 'prefix';
  if (target.includes(query)) return 'contains';
  const nameWords = wordsOf(name);
  const compactQuery = query.replace(/[\s.]/g, '');
  // "tcs" → Tata Consultancy Services: the initials start with the typed letters.
  if (
    compactQuery.length >= 2 &&
    nameWords
      .map((word) => word[0])
      .join('')
      .startsWith(compactQuery)
  )
    return 'abbreviation';
  // "acm co" → Acme Corp: every typed word starts some word of the name.
  const queryWords = wordsOf(query);
  if (queryWords.length > 0 && queryWords.every((typed) => nameWords.some((word) => word.startsWith(typed)))) return 'wordStart';
  // Typos: the whole name, any word, or the name's start as long as the query.
  const candidates = [target, ...nameWords, target.slice(0, query.length)];
  if (candidates.some((candidate) => similarity(candidate, query) > COMPANY_SIMILARITY_THRESHOLD)) return 'fuzzy';
  return undefined;
}

/**
 * The companies matching `query`, best first: exact, prefix, contains, abbreviation, word-start,
 * then fuzzy (similarity above 0.6); ties by name. An empty query lists every company by name.
 */
export function rankCompanies<T extends { name: string }>(companies: readonly T[], query: string): RankedCompany<T>[] {
  const typed = normalise(query);
  const byName = (left: RankedCompany<T>, right: RankedCompany<T>) => left.company.name.localeCompare(right.company.name);
  if (!typed) return companies.map((company) => ({ company, kind: 'prefix' as const })).sort(byName);
  const ranked: RankedCompany<T>[] = [];
  for (const company of companies) {
    const kind = matchKind(company.name, typed);
    if (kind) ranked.push({ company, kind });
  }
  return ranked.sort((left, right) => MATCH_KINDS.indexOf(left.kind) - MATCH_KINDS.indexOf(right.kind) || byName(left, right));
}
