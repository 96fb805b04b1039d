import type { WalkoverCandidate } from '@podium/contracts/tournaments/tournaments';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { localDayOf } from '../../platform/zoned-time';
import { countCheckedInByTeam, findEventOfTenant, listDueMatchesWithBothSides } from './walkovers.repository';

export { findFixtureOfTenant } from './walkovers.repository';

/** Matches older than this are history, not a prompt. */
const LOOK_BACK_MS = 6 * 3_600_000;

/**
 * Matches of an event that should have started (start plus the event's walkover grace) and have
 * not, where a side has fewer checked-in players than its sport needs: a team sport's minimum team
 * size (1 when none is set), one for an individual sport. Staff see 'Award walkover?' for each.
 * Check-ins count once per person, for the match's category and local day, undone ones not at all.
 */
export async function listWalkoverCandidates(db: Database, tenantId: number, eventId: number, now: Date): Promise<WalkoverCandidate[]> {
  const event = await findEventOfTenant(db, tenantId, eventId);
  if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
  const dueBy = new Date(now.getTime() - event.walkoverGraceMinutes * 60_000);
  const rows = await listDueMatchesWithBothSides(db, event.id, dueBy, new Date(now.getTime() - LOOK_BACK_MS));
  if (rows.length === 0) return [];
  const teamIds = rows.flatMap((row) => [row.fixture.homeTeamId!, row.fixture.awayTeamId!]);
  const present = await countCheckedInByTeam(db, event.id, teamIds);
  const countOf = (teamId: number, escId: number, day: string) =>
    present.find((row) => row.teamId === teamId && row.escId === escId && row.day === day)?.people ?? 0;

  const candidates: WalkoverCandidate[] = [];
  for (const row of rows) {
    const { fixture } = row;
    const day = localDayOf(fixture.startsAt, event.timeZone);
    const required = row.isTeamSport ? Math.max(row.teamSizeMin ?? 1, 1) : 1;
    const side = (teamId: number, name: string) => ({
      teamId,
      name,
      checkedIn: countOf(teamId, fixture.eventSportCategoryId, day),
      required,
    });
    // Both sides are known (the query keeps only those), so both names are there.
    const homeSide = side(fixture.homeTeamId!, row.homeName!);
    const awaySide = side(fixture.awayTeamId!, row.awayName!);
    const homeShort = homeSide.checkedIn < required;
    const awayShort = awaySide.checkedIn < required;
    if (!homeShort && !awayShort) continue;
    candidates.push({
      fixtureId: fixture.id,
      sport: row.sport,
      category: row.category,
      round: fixture.round,
      venue: row.venue,
      startsAt: fixture.startsAt.toISOString(),
      home: homeSide,
      away: awaySide,
      suggestedWinner: homeShort && awayShort ? null : homeShort ? 'away' : 'home',
    });
  }
  return candidates.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
