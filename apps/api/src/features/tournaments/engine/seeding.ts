import { seededShuffle } from './prng';

export const SEEDING_METHODS = ['random', 'registration', 'manual'] as const;
export type SeedingMethod = (typeof SEEDING_METHODS)[number];

/** A seeding the engine cannot use, with the reason a person can act on. */
export class SeedingError extends Error {}

/**
 * Teams in seed order (best first). `registeredTeamIds` is in registration order; random uses the
 * recorded `seed` so the same seed always gives the same order; manual must list every team once.
 */
export function seedTeams(registeredTeamIds: number[], method: SeedingMethod, options: { seed: number; manualOrder?: number[] }): number[] {
  if (method === 'registration') return [...registeredTeamIds];
  if (method === 'random') return seededShuffle(registeredTeamIds, options.seed);
  const manual = options.manualOrder ?? [];
  const known = new Set(registeredTeamIds);
  const seen = new Set<number>();
  for (const teamId of manual) {
    if (!known.has(teamId)) throw new SeedingError(`Team ${teamId} is not a team of this category. Seed only its own teams.`);
    if (seen.has(teamId)) throw new SeedingError(`Team ${teamId} is listed twice. List every team once.`);
    seen.add(teamId);
  }
  if (seen.size !== known.size) throw new SeedingError('A manual seeding must list every team of the category once.');
  return manual;
}
