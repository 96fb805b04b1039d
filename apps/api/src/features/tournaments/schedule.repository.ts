import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventSportCategories, events, fixtures, registrations, teams, timedHeats, tournamentDraws, venues } from '../../db/schema/index';
import { scheduleSequenceAfterMove } from '../../db/fixture-schedule-sequence';

export async function findEventOfTenant(db: Database, tenantId: number, eventId: number) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
  return event;
}

/** Locks the tenant's event row for this transaction: one schedule write of an event at a time, across replicas. */
export async function lockEventOfTenant(db: Database, tenantId: number, eventId: number) {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)))
    .for('update');
  return event;
}

export function listEventCategories(db: Database, eventId: number) {
  return db.select().from(eventSportCategories).where(eq(eventSportCategories.eventId, eventId));
}

export function listEventVenues(db: Database, eventId: number) {
  return db.select({ id: venues.id }).from(venues).where(eq(venues.eventId, eventId));
}

/** Every fixture of the event (timed ones are fixed bookings; untimed ones of the chosen categories get placed). */
export function listEventFixtureRows(db: Database, eventId: number) {
  return db
    .select({ fixture: fixtures })
    .from(fixtures)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, fixtures.eventSportCategoryId))
    .where(eq(eventSportCategories.eventId, eventId))
    .then((rows) => rows.map((row) => row.fixture));
}

/** Confirmed members of each team of the event: a person on two teams is busy in both. */
export async function peopleOfEventTeams(db: Database, eventId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ teamId: registrations.teamId, userId: registrations.userId })
    .from(registrations)
    .innerJoin(teams, eq(teams.id, registrations.teamId))
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, teams.eventSportCategoryId))
    .where(and(eq(eventSportCategories.eventId, eventId), eq(registrations.status, 'confirmed')));
  const people = new Map<number, number[]>();
  for (const row of rows) if (row.teamId !== null) people.set(row.teamId, [...(people.get(row.teamId) ?? []), row.userId]);
  return people;
}

export function listDraws(db: Database, categoryIds: number[]) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db.select().from(tournamentDraws).where(inArray(tournamentDraws.eventSportCategoryId, categoryIds));
}

/** Where and when the scheduler placed a heat (issue 32). */
export async function placeHeat(db: Database, heatId: number, place: { venueId: number; startsAt: Date; endsAt: Date }): Promise<void> {
  await db.update(timedHeats).set(place).where(eq(timedHeats.id, heatId));
}

/** Where and when the scheduler placed a fixture; its sequence grows when it moved (calendar feeds). */
export async function placeFixture(
  db: Database,
  fixtureId: number,
  place: { venueId: number; startsAt: Date; endsAt: Date },
): Promise<void> {
  await db
    .update(fixtures)
    .set({
      ...place,
      scheduleSequence: scheduleSequenceAfterMove(place.startsAt, place.venueId),
      isScheduled: true,
    })
    .where(eq(fixtures.id, fixtureId));
}
