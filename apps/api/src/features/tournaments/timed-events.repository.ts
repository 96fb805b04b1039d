import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventSportCategories, events, teams, timedHeats, timedLanes, timedRounds, venues } from '../../db/schema/index';

/** A category's rounds, heats (with venue names) and lanes, in order. */
export async function loadRounds(db: Database, eventSportCategoryId: number) {
  const rounds = await db
    .select()
    .from(timedRounds)
    .where(eq(timedRounds.eventSportCategoryId, eventSportCategoryId))
    .orderBy(asc(timedRounds.number));
  const heats = await db
    .select({ heat: timedHeats, venueName: venues.name })
    .from(timedHeats)
    .innerJoin(venues, eq(venues.id, timedHeats.venueId))
    .where(eq(timedHeats.eventSportCategoryId, eventSportCategoryId))
    .orderBy(asc(timedHeats.number));
  const heatIds = heats.map((row) => row.heat.id);
  const lanes =
    heatIds.length === 0
      ? []
      : await db
          .select({ lane: timedLanes, teamName: teams.name })
          .from(timedLanes)
          .innerJoin(teams, eq(teams.id, timedLanes.teamId))
          .where(inArray(timedLanes.heatId, heatIds))
          .orderBy(asc(timedLanes.lane));
  return rounds.map((round) => ({
    round,
    heats: heats
      .filter((row) => row.heat.roundId === round.id)
      .map((row) => ({
        heat: row.heat,
        venueName: row.venueName,
        lanes: lanes.filter((lane) => lane.lane.heatId === row.heat.id),
      })),
  }));
}
export type LoadedRound = Awaited<ReturnType<typeof loadRounds>>[number];

/** A heat with its category and event, only when the event is of this tenant; locks the category (results of one category queue). */
export async function lockHeatOfTenant(db: Database, tenantId: number, heatId: number) {
  const [row] = await db
    .select({ heat: timedHeats, round: timedRounds, category: eventSportCategories, event: events })
    .from(timedHeats)
    .innerJoin(timedRounds, eq(timedRounds.id, timedHeats.roundId))
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, timedHeats.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(timedHeats.id, heatId), eq(events.tenantId, tenantId)))
    .for('update', { of: eventSportCategories });
  return row;
}

export async function findVenueOfEvent(db: Database, eventId: number, venueId: number) {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.eventId, eventId)));
  return venue;
}

/**
 * Every heat of an event's timed categories for the scheduler: its round, time, venue and the teams
 * that run in it (its lanes; for a round whose lanes wait for the round before, every entry of the
 * category, as any of them may come through).
 */
export async function listEventHeatsForSchedule(db: Database, eventId: number) {
  const heats = await db
    .select({ heat: timedHeats, roundNumber: timedRounds.number, roundName: timedRounds.name, sportId: eventSportCategories.sportId })
    .from(timedHeats)
    .innerJoin(timedRounds, eq(timedRounds.id, timedHeats.roundId))
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, timedHeats.eventSportCategoryId))
    .where(eq(eventSportCategories.eventId, eventId))
    .orderBy(asc(timedRounds.number), asc(timedHeats.number));
  if (heats.length === 0) return [];
  const lanes = await db
    .select({ heatId: timedLanes.heatId, teamId: timedLanes.teamId })
    .from(timedLanes)
    .where(
      inArray(
        timedLanes.heatId,
        heats.map((row) => row.heat.id),
      ),
    );
  const categoryIds = [...new Set(heats.map((row) => row.heat.eventSportCategoryId))];
  const entries = await db
    .select({ id: teams.id, eventSportCategoryId: teams.eventSportCategoryId })
    .from(teams)
    .where(inArray(teams.eventSportCategoryId, categoryIds));
  return heats.map((row) => {
    const own = lanes.filter((lane) => lane.heatId === row.heat.id).map((lane) => lane.teamId);
    return {
      ...row,
      teamIds:
        own.length > 0 ? own : entries.filter((team) => team.eventSportCategoryId === row.heat.eventSportCategoryId).map((team) => team.id),
    };
  });
}
export type ScheduleHeat = Awaited<ReturnType<typeof listEventHeatsForSchedule>>[number];

type RoundValues = Omit<typeof timedRounds.$inferInsert, 'id' | 'createdAt'>;
type HeatValues = Omit<typeof timedHeats.$inferInsert, 'id' | 'roundId'>;
type LaneValues = Omit<typeof timedLanes.$inferInsert, 'id' | 'heatId'>;

/** Replaces the category's drawn rounds (their heats and lanes go with them) and sets its result type. */
export async function clearRoundsAndSetResultType(
  db: Database,
  eventSportCategoryId: number,
  resultType: (typeof eventSportCategories.$inferInsert)['resultType'],
): Promise<void> {
  await db.delete(timedRounds).where(eq(timedRounds.eventSportCategoryId, eventSportCategoryId));
  await db.update(eventSportCategories).set({ resultType }).where(eq(eventSportCategories.id, eventSportCategoryId));
}

export async function insertRound(db: Database, values: RoundValues) {
  const [saved] = await db.insert(timedRounds).values(values).returning();
  return saved!;
}

export async function insertHeat(db: Database, roundId: number, values: HeatValues) {
  const [saved] = await db
    .insert(timedHeats)
    .values({ ...values, roundId })
    .returning();
  return saved!;
}

export async function insertLanes(db: Database, heatId: number, lanes: LaneValues[]): Promise<void> {
  await db.insert(timedLanes).values(lanes.map((lane) => ({ ...lane, heatId })));
}

export async function updateLaneResult(db: Database, laneId: number, result: Partial<LaneValues>): Promise<void> {
  await db.update(timedLanes).set(result).where(eq(timedLanes.id, laneId));
}

export async function markHeatFinished(db: Database, heatId: number, at: Date): Promise<void> {
  await db.update(timedHeats).set({ status: 'finished', resultsEnteredAt: at }).where(eq(timedHeats.id, heatId));
}

export async function clearQualified(db: Database, laneIds: number[]): Promise<void> {
  await db.update(timedLanes).set({ qualified: null }).where(inArray(timedLanes.id, laneIds));
}

export async function setQualified(db: Database, laneId: number, mark: 'Q' | 'q'): Promise<void> {
  await db.update(timedLanes).set({ qualified: mark }).where(eq(timedLanes.id, laneId));
}

export async function deleteLanesOfHeat(db: Database, heatId: number): Promise<void> {
  await db.delete(timedLanes).where(eq(timedLanes.heatId, heatId));
}
