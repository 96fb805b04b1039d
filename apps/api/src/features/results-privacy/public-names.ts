import { ANONYMOUS_ENTRANT, type PublicNamePolicy } from '@podium/contracts/privacy/public-names';

/** A person who entered an individual sport: the one-person team a draw made for them. */
export type SoloEntrant = {
  teamId: number;
  eventSportCategoryId: number;
  /** The team's stored name (the person's name at the draw, numbered if two were alike). */
  teamName: string;
  personName: string | null;
  companyName: string | null;
  hidesName: boolean;
};

/** A member of a team as a public roster lists them. */
export type RosterMember = { name: string | null; company: string | null; hidesName: boolean };

/** "Priya Sharma" → "Priya S."; one word stays as it is. */
export function firstNameAndInitial(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${[...words.at(-1)!][0]!.toUpperCase()}.`;
}

/** What stands for a person whose name may not be shown: their company, else a neutral word. */
const standIn = (entrant: { companyName: string | null }) => entrant.companyName?.trim() || ANONYMOUS_ENTRANT;

function unnumbered(entrant: SoloEntrant, policy: PublicNamePolicy): string {
  if (entrant.hidesName || policy === 'teams_only') return standIn(entrant);
  // Nobody known behind the entry: its stored name is a person's, so only `full` may show it.
  if (entrant.personName === null && policy !== 'full') return standIn(entrant);
  if (policy === 'first_initial') return firstNameAndInitial(entrant.personName ?? '') || standIn(entrant);
  return entrant.teamName;
}

/**
 * The public name of each individual entry whose shown name differs from its stored one. Names that
 * come out alike in one category ("Initech", "Initech") are numbered in entry order ("Initech (1)",
 * "Initech (2)"), so a bracket still tells its two sides apart; the stored, already unique, full
 * names are never renumbered.
 */
export function publicSoloNames(entrants: SoloEntrant[], policy: PublicNamePolicy): Map<number, string> {
  const renamed = entrants
    .map((entrant) => ({ entrant, name: unnumbered(entrant, policy) }))
    .filter(({ entrant, name }) => name !== entrant.teamName)
    .sort((a, b) => a.entrant.teamId - b.entrant.teamId);
  const keyOf = (categoryId: number, name: string) => `${categoryId}\u0000${name.toLowerCase()}`;
  const kept = new Set(entrants.filter((e) => unnumbered(e, policy) === e.teamName).map((e) => keyOf(e.eventSportCategoryId, e.teamName)));
  const alike = new Map<string, number>();
  for (const { entrant, name } of renamed) {
    const key = keyOf(entrant.eventSportCategoryId, name);
    alike.set(key, (alike.get(key) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  const names = new Map<number, string>();
  for (const { entrant, name } of renamed) {
    const key = keyOf(entrant.eventSportCategoryId, name);
    const isShared = (alike.get(key) ?? 0) > 1 || kept.has(key);
    const number = (seen.get(key) ?? 0) + 1;
    seen.set(key, number);
    names.set(entrant.teamId, isShared ? `${name} (${number})` : name);
  }
  return names;
}

/** A roster line on a public page, or null when it is not shown (teams only, or the person hides their name). */
export function publicRosterName(member: RosterMember, policy: PublicNamePolicy): string | null {
  if (member.hidesName || policy === 'teams_only') return null;
  const name = member.name?.trim() || 'Player';
  return policy === 'first_initial' ? firstNameAndInitial(name) : name;
}
