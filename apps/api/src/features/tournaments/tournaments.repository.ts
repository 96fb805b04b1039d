import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { withSportAndCategory } from '../../db/event-sport-category-join';
import { fixtureWithNames, withVenueAndSides } from '../../db/fixture-sides-join';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { hasUndecidedFixtures } from '../../db/undecided-fixtures';
import type { PlannedMatch } from './engine/plan';
import type { StoredSource } from './tournaments.presenter';
import {
  companies,
  eventSportCategories,
  events,
  fixtures,
  placings,
  registrations,
  sports,
  teams,
  tournamentDraws,
  users,
  venues,
} from '../../db/schema/index';

/** An event sport category of an event of this tenant, locked for the transaction (draws and scores of one category queue). */
export async function lockCategoryOfTenant(db: Database, tenantId: number, eventId: number, eventSportCategoryId: number) {
  const [row] = await db
    .select({ category: eventSportCategories, event: events })
    .from(eventSportCategories)
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(eventSportCategories.id, eventSportCategoryId), eq(events.id, eventId), eq(events.tenantId, tenantId)))
    .for('update', { of: eventSportCategories });
  return row;
}

/** The category's teams in registration order (created first, first). */
export function listCategoryTeams(db: Database, eventSportCategoryId: number) {
  return db
    .select({ id: teams.id, name: teams.name, companyId: teams.companyId })
    .from(teams)
    .where(eq(teams.eventSportCategoryId, eventSportCategoryId))
    .orderBy(asc(teams.createdAt), asc(teams.id));
}

/** Names of the tenant's companies among `ids`. */
export function companyNames(db: Database, tenantId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as { id: number; name: string }[]);
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), inArray(companies.id, ids)));
}

export async function findDraw(db: Database, eventSportCategoryId: number) {
  const [draw] = await db.select().from(tournamentDraws).where(eq(tournamentDraws.eventSportCategoryId, eventSportCategoryId));
  return draw;
}

export async function updateDrawOptions(db: Database, drawId: number, options: Record<string, unknown>) {
  await db.update(tournamentDraws).set({ options }).where(eq(tournamentDraws.id, drawId));
}

export function listCategoryFixtures(db: Database, eventSportCategoryId: number) {
  return db
    .select({ fixture: fixtures, venueName: venues.name })
    .from(fixtures)
    .innerJoin(venues, eq(venues.id, fixtures.venueId))
    .where(eq(fixtures.eventSportCategoryId, eventSportCategoryId))
    .orderBy(asc(fixtures.stage), asc(fixtures.groupName), asc(fixtures.roundNumber), asc(fixtures.bracketPosition), asc(fixtures.id));
}
export type CategoryFixtureRow = Awaited<ReturnType<typeof listCategoryFixtures>>[number];

/** A fixture with its category and event, only when the event is of this tenant; locks the category. */
export async function lockFixtureOfTenant(db: Database, tenantId: number, fixtureId: number) {
  const [row] = await db
    .select({ fixture: fixtures, category: eventSportCategories, event: events })
    .from(fixtures)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, fixtures.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(fixtures.id, fixtureId), eq(events.tenantId, tenantId)))
    .for('update', { of: eventSportCategories });
  return row;
}

export async function deleteDrawnFixtures(db: Database, eventSportCategoryId: number) {
  await db.delete(fixtures).where(and(eq(fixtures.eventSportCategoryId, eventSportCategoryId), isNotNull(fixtures.drawId)));
  await db.delete(tournamentDraws).where(eq(tournamentDraws.eventSportCategoryId, eventSportCategoryId));
}

export async function replacePlacings(db: Database, eventSportCategoryId: number, rows: { teamId: number; place: number }[]) {
  await db.delete(placings).where(eq(placings.eventSportCategoryId, eventSportCategoryId));
  if (rows.length > 0) await db.insert(placings).values(rows.map((row) => ({ eventSportCategoryId, ...row })));
}

export function teamNames(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as { id: number; name: string }[]);
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids));
}

/**
 * An individual sport's entries in registration order: each confirmed registration is a
 * one-person team, with its team once a draw has made one (`teamId`), none before.
 */
export function listSoloEntries(db: Database, eventSportCategoryId: number) {
  return db
    .select({
      registrationId: registrations.id,
      userId: registrations.userId,
      teamId: registrations.teamId,
      name: users.name,
      companyId: users.companyId,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.eventSportCategoryId, eventSportCategoryId), eq(registrations.status, 'confirmed')))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
}
export type SoloEntry = Awaited<ReturnType<typeof listSoloEntries>>[number];

/** The one-person team of an entry, named after the person (kept unique in the category), linked to the registration. */
export async function createSoloTeam(db: Database, eventSportCategoryId: number, entry: SoloEntry, name: string): Promise<number> {
  const [team] = await db
    .insert(teams)
    .values({
      eventSportCategoryId,
      name,
      companyId: entry.companyId,
      joinCode: randomBytes(4).toString('hex').toUpperCase(),
      createdByUserId: entry.userId,
    })
    .returning({ id: teams.id });
  await db.update(registrations).set({ teamId: team!.id }).where(eq(registrations.id, entry.registrationId));
  return team!.id;
}

export async function findSportOf(db: Database, sportId: number) {
  const [sport] = await db.select().from(sports).where(eq(sports.id, sportId));
  return sport;
}

/** Inserts the plan's fixtures (placeholder time, the category's venue), then links each to the fixtures it feeds. */
export async function insertPlannedFixtures(
  tx: Database,
  drawId: number,
  category: { id: number; venueId: number },
  placeholder: Date,
  matches: PlannedMatch[],
): Promise<Map<string, number>> {
  const teamOf = (source: PlannedMatch['home']) => (source.kind === 'team' ? source.teamId : null);
  const inserted = await tx
    .insert(fixtures)
    .values(
      matches.map((match) => ({
        eventSportCategoryId: category.id,
        venueId: category.venueId,
        round: match.stage === 'group' && match.group !== null ? `Group ${match.group} · ${match.roundName}` : match.roundName,
        startsAt: placeholder,
        isScheduled: false,
        homeTeamId: teamOf(match.home),
        awayTeamId: teamOf(match.away),
        drawId,
        stage: match.stage,
        groupName: match.group,
        roundNumber: match.round,
        bracketPosition: match.position,
      })),
    )
    .returning({ id: fixtures.id });
  const ids = new Map(matches.map((match, index) => [match.key, inserted[index]!.id]));
  const stored = (source: PlannedMatch['home']): StoredSource | null =>
    source.kind === 'group'
      ? source
      : source.kind === 'winner' || source.kind === 'loser'
        ? { kind: source.kind, fixtureId: ids.get(source.match)! }
        : null;
  for (const match of matches) {
    if (match.stage === 'group') continue;
    await tx
      .update(fixtures)
      .set({
        homeSource: stored(match.home),
        awaySource: stored(match.away),
        winnerToFixtureId: match.winnerTo ? ids.get(match.winnerTo.match)! : null,
        winnerToSide: match.winnerTo?.side ?? null,
        loserToFixtureId: match.loserTo ? ids.get(match.loserTo.match)! : null,
        loserToSide: match.loserTo?.side ?? null,
      })
      .where(eq(fixtures.id, ids.get(match.key)!));
  }
  return ids;
}

/** The event a category belongs to (its first day gives new fixtures their placeholder time). */
export async function findEventOfCategory(db: Database, eventSportCategoryId: number) {
  const [row] = await db
    .select({ event: events, category: eventSportCategories })
    .from(eventSportCategories)
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(eq(eventSportCategories.id, eventSportCategoryId));
  return row;
}

/** Deletes a draw's fixtures of rounds after `round` (a Swiss re-pairs them from corrected results). */
export async function deleteDrawRoundsAfter(db: Database, drawId: number, round: number) {
  await db.delete(fixtures).where(and(eq(fixtures.drawId, drawId), sql`${fixtures.roundNumber} > ${round}`));
}

export async function deleteFixture(db: Database, fixtureId: number) {
  await db.delete(fixtures).where(eq(fixtures.id, fixtureId));
}

/** The event's scheduled fixtures other than one, with sport, category, venue and sides' names (the clash check's view). */
export function listOtherScheduledFixtures(db: Database, eventId: number, exceptFixtureId: number) {
  return withVenueAndSides(
    withSportAndCategory(db.select(fixtureWithNames).from(fixtures).$dynamic(), fixtures.eventSportCategoryId),
  ).where(and(eq(eventSportCategories.eventId, eventId), ne(fixtures.id, exceptFixtureId), eq(fixtures.isScheduled, true)));
}

/** The people entered through these teams, with their names. */
export function listPeopleOfTeams(db: Database, teamIds: number[]) {
  return db
    .select({ userId: registrations.userId, teamId: registrations.teamId, name: users.name })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(inArray(registrations.teamId, teamIds));
}

/** A new draw of a category (its options and seeding as made); answers the row. */
export async function insertDraw(db: Database, draw: typeof tournamentDraws.$inferInsert) {
  const [row] = await db.insert(tournamentDraws).values(draw).returning();
  return row!;
}

/** An event's category with its sport's name, or undefined when it is not of this event. */
export async function findCategoryOfEvent(db: Database, eventId: number, eventSportCategoryId: number) {
  const [category] = await db
    .select({ id: eventSportCategories.id, resultType: eventSportCategories.resultType, sportName: sports.name })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .where(and(eq(eventSportCategories.id, eventSportCategoryId), eq(eventSportCategories.eventId, eventId)));
  return category;
}

/** A category's placings with the teams' stored names, by place then name. */
export function listPlacingsWithTeams(db: Database, eventSportCategoryId: number) {
  return db
    .select({ place: placings.place, teamId: teams.id, name: teams.name })
    .from(placings)
    .innerJoin(teams, eq(teams.id, placings.teamId))
    .where(eq(placings.eventSportCategoryId, eventSportCategoryId))
    .orderBy(placings.place, teams.name);
}

// Fixture and placing edits made by hand from the admin's results panel: tournaments owns these
// tables, so the admin feature writes them through here (offered by the tournaments index).

export type FixtureRow = typeof fixtures.$inferSelect;
/** The columns an edit sets (a value or SQL, such as the schedule sequence after a move). */
export type FixtureChanges = PgUpdateSetSource<typeof fixtures>;

export async function insertFixture(db: Database, values: typeof fixtures.$inferInsert): Promise<FixtureRow> {
  const [row] = await db.insert(fixtures).values(values).returning();
  return row!;
}

/** A fixture of one of the event's categories, or undefined. */
export async function findFixtureOfEvent(db: Database, eventId: number, fixtureId: number): Promise<FixtureRow | undefined> {
  const [row] = await db
    .select({ fixture: fixtures })
    .from(fixtures)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, fixtures.eventSportCategoryId))
    .where(and(eq(fixtures.id, fixtureId), eq(eventSportCategories.eventId, eventId)));
  return row?.fixture;
}

export async function updateFixture(db: Database, fixtureId: number, changes: FixtureChanges): Promise<FixtureRow | undefined> {
  const [row] = await db.update(fixtures).set(changes).where(eq(fixtures.id, fixtureId)).returning();
  return row;
}

export function listCategoryPlacings(db: Database, eventSportCategoryId: number) {
  return db
    .select({ teamId: placings.teamId, place: placings.place })
    .from(placings)
    .where(eq(placings.eventSportCategoryId, eventSportCategoryId));
}

/** Whether a deciding match (final, semi-final, third place) of the category is still unfinished. */
export async function categoryHasUndecidedFixtures(db: Database, eventSportCategoryId: number): Promise<boolean> {
  const [pending] = await db.select({ undecided: hasUndecidedFixtures(sql`${eventSportCategoryId}`) }).from(sql`(select 1) as one`);
  return pending?.undecided ?? false;
}

/** A fixture's status, or undefined. */
export async function findFixtureStatus(db: Database, fixtureId: number) {
  const [row] = await db.select({ status: fixtures.status }).from(fixtures).where(eq(fixtures.id, fixtureId));
  return row;
}

/** Puts a team (or nobody) on one side of a match that has not been played: a played one keeps its sides. */
export async function setSideIfScheduled(db: Database, fixtureId: number, side: 'home' | 'away', teamId: number | null): Promise<void> {
  await db
    .update(fixtures)
    .set(side === 'home' ? { homeTeamId: teamId } : { awayTeamId: teamId })
    .where(and(eq(fixtures.id, fixtureId), eq(fixtures.status, 'scheduled')));
}
