import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { WalkoverCandidate } from '@podium/contracts/tournaments/tournaments';
import type { Database } from '../../db/client';
import { attendance, eventSportCategories, events, fixtures, registrations, sports } from '../../db/schema/index';
import { DomainError } from '../../errors/domain-error';
import { localDayOf } from '../../platform/zoned-time';
import { withSportAndCategory } from '../../db/event-sport-category-join';
import { fixtureWithNames, withVenueAndSides } from '../../db/fixture-sides-join';

/** Matches older than this are history, not a prompt. */
const LOOK_BACK_MS = 6 * 3_600_000;

/**
 * Matches of an event that should have started (start plus the event's walkover grace) and have
 * not, where a side has fewer checked-in players than its sport needs: a team sport's minimum team
 * size (1 when none is set), one for an individual sport. Staff see 'Award walkover?' for each.
 * Check-ins count once per person, for the match's category and local day, undone ones not at all.
 */
export async function listWalkoverCandidates(db: Database, tenantId: number, eventId: number, now: Date): Promise<WalkoverCandidate[]> {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
  if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
  const dueBy = new Date(now.getTime() - event.walkoverGraceMinutes * 60_000);
  const rows = await withVenueAndSides(
    withSportAndCategory(
      db
        .select({ ...fixtureWithNames, isTeamSport: sports.isTeamSport, teamSizeMin: eventSportCategories.teamSizeMin })
        .from(fixtures)
        .$dynamic(),
      fixtures.eventSportCategoryId,
    ),
  ).where(
    and(
      eq(eventSportCategories.eventId, event.id),
      // Both sides known: a side still to be decided cannot be short of players.
      isNotNull(fixtures.homeTeamId),
      isNotNull(fixtures.awayTeamId),
      eq(fixtures.status, 'scheduled'),
      eq(fixtures.isScheduled, true),
      lte(fixtures.startsAt, dueBy),
      sql`${fixtures.startsAt} > ${new Date(now.getTime() - LOOK_BACK_MS)}`,
    ),
  );
  if (rows.length === 0) return [];
  const teamIds = rows.flatMap((row) => [row.fixture.homeTeamId!, row.fixture.awayTeamId!]);
  // Checked-in members per team, category and day (one per person).
  const present = await db
    .select({
      teamId: registrations.teamId,
      escId: attendance.eventSportCategoryId,
      day: attendance.eventDay,
      people: sql<number>`count(distinct ${attendance.userId})::int`,
    })
    .from(attendance)
    .innerJoin(
      registrations,
      and(
        eq(registrations.userId, attendance.userId),
        eq(registrations.eventSportCategoryId, attendance.eventSportCategoryId),
        eq(registrations.status, 'confirmed'),
      ),
    )
    .where(
      and(
        eq(attendance.eventId, event.id),
        eq(attendance.direction, 'check-in'),
        isNull(attendance.undoneAt),
        inArray(registrations.teamId, teamIds),
      ),
    )
    .groupBy(registrations.teamId, attendance.eventSportCategoryId, attendance.eventDay);
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

/** A fixture of one of the tenant's events with its event id, or 404 (another tenant's id is not found here). */
export async function findFixtureOfTenant(db: Database, tenantId: number, fixtureId: number) {
  const [row] = await db
    .select({ id: fixtures.id, eventId: events.id, homeTeamId: fixtures.homeTeamId, awayTeamId: fixtures.awayTeamId })
    .from(fixtures)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, fixtures.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(fixtures.id, fixtureId), eq(events.tenantId, tenantId)));
  if (!row) throw new DomainError('NOT_FOUND', 'This match was not found on this site.');
  return row;
}
