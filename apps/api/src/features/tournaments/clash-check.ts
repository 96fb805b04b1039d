import type { Database } from '../../db/client';
import type { fixtures } from '../../db/schema/index';
import { listEventHeatsForSchedule } from './timed-events.repository';
import { listOtherScheduledFixtures, listPeopleOfTeams } from './tournaments.repository';

const HOUR = 3_600_000;
type FixtureRow = typeof fixtures.$inferSelect;

const endOf = (row: { startsAt: Date; endsAt: Date | null }) => row.endsAt ?? new Date(row.startsAt.getTime() + HOUR);
/** A heat without a recorded end is taken to last ten minutes (the draw's default gap). */
const heatEndOf = (heat: { startsAt: Date; endsAt: Date | null }) => heat.endsAt ?? new Date(heat.startsAt.getTime() + 10 * 60_000);

/**
 * The first clash a fixture would have at `startsAt` (same length as before, an hour when unknown):
 * its venue, one of its teams, or one of its players busy with another timed fixture of the event
 * at the same time. A sentence naming the clash, or null.
 */
export async function findClash(db: Database, eventId: number, fixture: FixtureRow, startsAt: Date): Promise<string | null> {
  const length = endOf(fixture).getTime() - fixture.startsAt.getTime();
  const endsAt = new Date(startsAt.getTime() + length);
  const others = await listOtherScheduledFixtures(db, eventId, fixture.id);
  const overlapping = others.filter((other) => other.fixture.startsAt < endsAt && startsAt < endOf(other.fixture));
  const name = (other: (typeof others)[number]) =>
    `${other.sport} ${other.category} ${other.fixture.round} (${other.homeName ?? 'to be decided'} v ${other.awayName ?? 'to be decided'}) at ${other.fixture.startsAt.toISOString()}`;
  const venueClash = overlapping.find((other) => other.fixture.venueId === fixture.venueId);
  if (venueClash) return `${venueClash.venue} is taken then by ${name(venueClash)}.`;
  // Heats of timed events (issue 32) hold their venue and their runners too.
  const heats = (await listEventHeatsForSchedule(db, eventId)).filter(({ heat }) => heat.startsAt < endsAt && startsAt < heatEndOf(heat));
  const heatName = (row: (typeof heats)[number]) => `${row.roundName} · ${row.heat.name} at ${row.heat.startsAt.toISOString()}`;
  const heatVenueClash = heats.find(({ heat }) => heat.venueId === fixture.venueId);
  if (heatVenueClash) return `The venue is taken then by ${heatName(heatVenueClash)}.`;
  const ownTeams = [fixture.homeTeamId, fixture.awayTeamId].filter((id): id is number => id !== null);
  const teamClash = overlapping.find((other) => ownTeams.some((id) => id === other.fixture.homeTeamId || id === other.fixture.awayTeamId));
  if (teamClash) return `A team of this fixture plays ${name(teamClash)} then.`;
  const otherTeams = [
    ...overlapping.flatMap((other) => [other.fixture.homeTeamId, other.fixture.awayTeamId]),
    ...heats.flatMap((row) => row.teamIds),
  ].filter((id): id is number => id !== null);
  if (ownTeams.length === 0 || otherTeams.length === 0) return null;
  const ourPeople = new Set((await listPeopleOfTeams(db, ownTeams)).map((row) => row.userId));
  if (ourPeople.size === 0) return null;
  const theirs = await listPeopleOfTeams(db, otherTeams);
  const shared = theirs.find((row) => ourPeople.has(row.userId));
  if (!shared) return null;
  const personClash = overlapping.find((other) => other.fixture.homeTeamId === shared.teamId || other.fixture.awayTeamId === shared.teamId);
  if (personClash) return `${shared.name ?? 'A player'} plays ${name(personClash)} then.`;
  const heatClash = heats.find((row) => row.teamIds.includes(shared.teamId!))!;
  return `${shared.name ?? 'A player'} runs in ${heatName(heatClash)} then.`;
}
