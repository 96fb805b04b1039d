import type { PublicNamePolicy } from '@podium/contracts/privacy/public-names';
import type { Database } from '../../db/client';
import { publicRosterName, publicSoloNames, type RosterMember } from './public-names';
import { findPublicNamePolicy, listSoloEntrants } from './results-privacy.repository';

export { firstNameAndInitial, publicRosterName, publicSoloNames } from './public-names';

/**
 * How one event's public answers name people (issue 31 §4): the site's policy and each member's
 * choice to hide their name. Built once per public read; consoles never use it.
 */
export type PublicNames = {
  policy: PublicNamePolicy;
  /** The name a public page shows for a team: a one-person team's follows the policy, a real team's is its own. */
  team: (teamId: number | null | undefined, storedName: string) => string;
  /** A roster line, or null when the person is not listed. */
  member: (member: RosterMember) => string | null;
};

/** Names as stored: for staff and admin reads, which always show people's names (issue 31 §4). */
export const FULL_NAMES: PublicNames = {
  policy: 'full',
  team: (_teamId, storedName) => storedName,
  member: (member) => member.name?.trim() || 'Player',
};

export async function loadPublicNames(db: Database, tenantId: number, eventId: number): Promise<PublicNames> {
  const [policy, entrants] = await Promise.all([findPublicNamePolicy(db, tenantId), listSoloEntrants(db, eventId)]);
  const renamed = publicSoloNames(entrants, policy);
  return {
    policy,
    team: (teamId, storedName) => (teamId == null ? storedName : (renamed.get(teamId) ?? storedName)),
    member: (member) => publicRosterName(member, policy),
  };
}
