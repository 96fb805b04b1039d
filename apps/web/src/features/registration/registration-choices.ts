import type { RegistrationEntry } from '@podium/contracts/registrations/registration';

export type TeamMode = 'create-team' | 'join-team';

/** What the form holds for one chosen category. */
export interface CategoryChoice {
  isTeamSport: boolean;
  teamMode: TeamMode;
  teamName: string;
  joinCode: string;
}

/** The request entries for the chosen categories, or the first problem a person must fix. */
export function buildEntries(
  choices: Map<number, CategoryChoice>,
  labelOf: (eventSportCategoryId: number) => string,
): { entries: RegistrationEntry[] } | { problem: string } {
  const entries: RegistrationEntry[] = [];
  for (const [eventSportCategoryId, choice] of choices) {
    if (!choice.isTeamSport) {
      entries.push({ eventSportCategoryId, mode: 'individual' });
      continue;
    }
    if (choice.teamMode === 'create-team') {
      if (choice.teamName.trim().length < 2) return { problem: `Enter a team name for ${labelOf(eventSportCategoryId)}.` };
      entries.push({ eventSportCategoryId, mode: 'create-team', teamName: choice.teamName.trim() });
    } else {
      if (!/^[A-Za-z0-9]{4,16}$/.test(choice.joinCode.trim()))
        return { problem: `Enter the join code of the team for ${labelOf(eventSportCategoryId)}.` };
      entries.push({ eventSportCategoryId, mode: 'join-team', joinCode: choice.joinCode.trim() });
    }
  }
  if (entries.length === 0) return { problem: 'Choose at least one category.' };
  return { entries };
}

/** A category's age and gender rule in words, e.g. "Ages 35+" or "Men". */
export function describeCategoryRule(category: { minAge: number | null; maxAge: number | null; gender: string }): string {
  const parts: string[] = [];
  if (category.gender === 'male') parts.push('Men');
  if (category.gender === 'female') parts.push('Women');
  if (category.gender === 'mixed') parts.push('Mixed');
  if (category.minAge !== null && category.maxAge !== null) parts.push(`Ages ${category.minAge}–${category.maxAge}`);
  else if (category.minAge !== null) parts.push(`Ages ${category.minAge}+`);
  else if (category.maxAge !== null) parts.push(`Up to ${category.maxAge}`);
  return parts.join(' · ') || 'Open to all';
}
