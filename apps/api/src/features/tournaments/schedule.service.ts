import type { ScheduleAnswer, ScheduleRequest } from '@podium/contracts/tournaments/tournaments';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../platform/clock';
import type { ComputationSlots } from '../../platform/computation-slots';
import { writeActorAudit, type AuditActor } from '../../platform/audit/write-audit-entry';
import { startOfLocalDay } from '../../platform/zoned-time';
import { scheduleFixturesYielding, type ScheduleResult, type Booking, type FixtureToPlace } from './engine/scheduler';
import { fixtureLabeller, type StoredSource } from './tournaments.presenter';
import { teamNames } from './tournaments.repository';
import {
  findEventOfTenant,
  listDraws,
  listEventCategories,
  listEventFixtureRows,
  listEventVenues,
  lockEventOfTenant,
  peopleOfEventTeams,
  placeFixture,
  placeHeat,
} from './schedule.repository';
import { listEventHeatsForSchedule, type ScheduleHeat } from './timed-events.repository';
import type { fixtures } from '../../db/schema/index';

type FixtureRow = typeof fixtures.$inferSelect;
const MINUTE = 60_000;
/** A timed fixture without a recorded end (typed by hand) is taken to last an hour. */
const DEFAULT_MINUTES = 60;
/** A heat without a recorded end takes its venue and runners this long (the draw's default gap). */
const DEFAULT_HEAT_MINUTES = 10;
/** Heats share the scheduler's id space with fixtures as negative ids. */
const heatKey = (heatId: number) => -heatId;
const heatEnd = (heat: ScheduleHeat['heat']) => heat.endsAt ?? new Date(heat.startsAt.getTime() + DEFAULT_HEAT_MINUTES * MINUTE);

/** What the search depended on of each fixture: any change between the read and the write refuses the write. */
const fingerprintOf = (rows: FixtureRow[], heats: ScheduleHeat[]) =>
  [
    ...rows.map((row) => [row.id, row.status, row.isScheduled, row.venueId, row.startsAt.getTime(), row.endsAt?.getTime() ?? ''].join(':')),
    ...heats.map(({ heat, teamIds }) =>
      ['h', heat.id, heat.status, heat.venueId, heat.startsAt.getTime(), heat.endsAt?.getTime() ?? '', teamIds.join('.')].join(':'),
    ),
  ]
    .sort()
    .join(',');

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Gives times and venues to the untimed fixtures of the chosen categories (docs/tournaments.md, Scheduling). */
export class ScheduleService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** The process's count of draws and schedules being worked out (none: unbounded, as for the seed). */
    private readonly computations?: ComputationSlots,
  ) {}

  /** Refused (429 or 503, Retry-After) while the tenant or the process has as many draws and schedules running as it may. */
  async schedule(actor: AuditActor, eventId: number, input: ScheduleRequest): Promise<ScheduleAnswer> {
    const work = () => this.makeSchedule(actor, eventId, input);
    return this.computations ? this.computations.run(actor.tenantId, work) : work();
  }

  private async makeSchedule(actor: AuditActor, eventId: number, input: ScheduleRequest): Promise<ScheduleAnswer> {
    // Read and search outside a transaction: a search may take its whole budget, and an open
    // transaction would hold the database (PGlite: every tenant's) that long. The write re-checks.
    const { db } = this;
    const event = await findEventOfTenant(db, actor.tenantId, eventId);
    if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
    const categories = await listEventCategories(db, eventId);
    const chosen = new Set(input.eventSportCategoryIds);
    const unknownCategory = input.eventSportCategoryIds.find((id) => !categories.some((category) => category.id === id));
    if (unknownCategory) throw new DomainError('NOT_FOUND', `Sport category ${unknownCategory} is not at this event.`);
    const venueIds = new Set((await listEventVenues(db, eventId)).map((venue) => venue.id));
    const unknownVenue = input.venueIds.find((id) => !venueIds.has(id));
    if (unknownVenue) throw new DomainError('NOT_FOUND', `Venue ${unknownVenue} is not at this event.`);
    const minutesFor = (sportId: number, required: boolean): number => {
      if (typeof input.slotMinutes === 'number') return input.slotMinutes;
      const minutes = input.slotMinutes[String(sportId)];
      if (minutes === undefined && required) {
        throw new DomainError('VALIDATION_FAILED', `Give the slot minutes of sport ${sportId} (slotMinutes["${sportId}"]).`);
      }
      return minutes ?? DEFAULT_MINUTES;
    };
    const categoryById = new Map(categories.map((category) => [category.id, category]));
    for (const id of chosen) minutesFor(categoryById.get(id)!.sportId, true);

    const rows = await listEventFixtureRows(db, eventId);
    const draws = await listDraws(db, [...chosen]);
    const toPlace = rows.filter((row) => chosen.has(row.eventSportCategoryId) && !row.isScheduled && row.status === 'scheduled');
    const fixed: Booking[] = rows
      .filter((row) => row.isScheduled)
      .map((row) => ({
        venueId: row.venueId,
        start: Math.round(row.startsAt.getTime() / MINUTE),
        end: Math.round((row.endsAt?.getTime() ?? row.startsAt.getTime() + DEFAULT_MINUTES * MINUTE) / MINUTE),
        teamIds: [row.homeTeamId, row.awayTeamId].filter((id): id is number => id !== null),
      }));
    // Heats of the chosen timed categories not yet run are placed like matches (after the round
    // before them); every other heat keeps its time and venue and is busy then.
    const heats = await listEventHeatsForSchedule(db, eventId);
    const heatsToPlace = heats.filter(({ heat }) => chosen.has(heat.eventSportCategoryId) && heat.status === 'scheduled');
    const placingHeats = new Set(heatsToPlace.map(({ heat }) => heat.id));
    for (const { heat, teamIds } of heats) {
      if (placingHeats.has(heat.id)) continue;
      fixed.push({
        venueId: heat.venueId,
        start: Math.round(heat.startsAt.getTime() / MINUTE),
        end: Math.round(heatEnd(heat).getTime() / MINUTE),
        teamIds,
      });
    }
    const heatProblem: FixtureToPlace[] = heatsToPlace.map(({ heat, roundNumber, sportId, teamIds }) => {
      const before = heats.filter(
        (other) => other.heat.eventSportCategoryId === heat.eventSportCategoryId && other.roundNumber === roundNumber - 1,
      );
      const timedEnds = before
        .filter((other) => !placingHeats.has(other.heat.id))
        .map((other) => Math.round(heatEnd(other.heat).getTime() / MINUTE));
      return {
        id: heatKey(heat.id),
        durationMinutes: minutesFor(sportId, true),
        teamIds,
        after: before.filter((other) => placingHeats.has(other.heat.id)).map((other) => heatKey(other.heat.id)),
        notBefore: timedEnds.length > 0 ? Math.max(...timedEnds) : undefined,
        order: roundNumber,
      };
    });
    const problemFixtures = [
      ...this.toProblem(toPlace, rows, draws, (row) => minutesFor(categoryById.get(row.eventSportCategoryId)!.sportId, true)),
      ...heatProblem,
    ];
    const windows = input.days
      .map((day) => {
        const midnight = Math.round(startOfLocalDay(day.date, event.timeZone).getTime() / MINUTE);
        return { start: midnight + minutesOf(day.from), end: midnight + minutesOf(day.to) };
      })
      .sort((a, b) => a.start - b.start);
    // The search may use its whole budget (about a second): it gives the event loop back as it goes.
    const result = await scheduleFixturesYielding({
      fixtures: problemFixtures,
      windows,
      venueIds: input.venueIds,
      minRestMinutes: input.minRestMinutes,
      peopleOfTeam: await peopleOfEventTeams(db, eventId),
      fixed,
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const write = !input.dryRun && (result.unplaced.length === 0 || input.writePartial === true) && result.placed.length > 0;
    if (write) await this.writePlacements(actor, eventId, input, result, fingerprintOf(rows, heats));
    const label = await this.labellerOf(rows);
    const heatById = new Map(heats.map((row) => [heatKey(row.heat.id), row]));
    return {
      dryRun: input.dryRun ?? false,
      written: write,
      placedHeats: result.placed
        .filter((place) => heatById.has(place.fixtureId))
        .map((place) => {
          const { heat, roundName } = heatById.get(place.fixtureId)!;
          return {
            heatId: heat.id,
            venueId: place.venueId,
            startsAt: new Date(place.start * MINUTE).toISOString(),
            endsAt: new Date(place.end * MINUTE).toISOString(),
            eventSportCategoryId: heat.eventSportCategoryId,
            round: roundName,
            heat: heat.name,
          };
        }),
      unplacedHeats: result.unplaced
        .filter((miss) => heatById.has(miss.fixtureId))
        .map((miss) => {
          const { heat } = heatById.get(miss.fixtureId)!;
          return { heatId: heat.id, eventSportCategoryId: heat.eventSportCategoryId, heat: heat.name, reason: miss.reason };
        }),
      placed: result.placed
        .filter((place) => !heatById.has(place.fixtureId))
        .map((place) => ({
          fixtureId: place.fixtureId,
          venueId: place.venueId,
          startsAt: new Date(place.start * MINUTE).toISOString(),
          endsAt: new Date(place.end * MINUTE).toISOString(),
          eventSportCategoryId: byId.get(place.fixtureId)!.eventSportCategoryId,
          ...label(byId.get(place.fixtureId)!),
        })),
      unplaced: result.unplaced
        .filter((miss) => !heatById.has(miss.fixtureId))
        .map((miss) => ({
          fixtureId: miss.fixtureId,
          fixture: byId.get(miss.fixtureId)?.round ?? '',
          reason: miss.reason,
        })),
    };
  }

  /** Names the rounds and sides of the event's fixtures for the timetable preview. */
  private async labellerOf(rows: FixtureRow[]) {
    const teamIds = new Set<number>();
    for (const row of rows) for (const id of [row.homeTeamId, row.awayTeamId]) if (id !== null) teamIds.add(id);
    const names = new Map((await teamNames(this.db, [...teamIds])).map((team) => [team.id, team.name]));
    return fixtureLabeller(rows, names);
  }

  /**
   * Writes the placements in one transaction, refused (409) when the event's fixtures changed since
   * they were read (another schedule, a draw, a move by hand): the search saw the old timetable.
   */
  private async writePlacements(
    actor: AuditActor,
    eventId: number,
    input: ScheduleRequest,
    result: ScheduleResult,
    readFingerprint: string,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockEventOfTenant(tx, actor.tenantId, eventId);
      if (fingerprintOf(await listEventFixtureRows(tx, eventId), await listEventHeatsForSchedule(tx, eventId)) !== readFingerprint) {
        throw new DomainError('CONFLICT', 'The fixtures of this event changed while the schedule was worked out. Schedule again.');
      }
      for (const place of result.placed) {
        const at = { venueId: place.venueId, startsAt: new Date(place.start * MINUTE), endsAt: new Date(place.end * MINUTE) };
        // A heat rides in the scheduler as a negative id (issue 32).
        if (place.fixtureId < 0) await placeHeat(tx, -place.fixtureId, at);
        else await placeFixture(tx, place.fixtureId, at);
      }
      await writeActorAudit(tx, actor, this.clock.now(), {
        action: 'schedule.made',
        entity: 'event',
        entityId: eventId,
        before: null,
        after: { placed: result.placed.length, unplaced: result.unplaced.length, days: input.days, venueIds: input.venueIds },
      });
    });
  }

  /**
   * Each untimed fixture with the teams that may play it (known ones, or all that could still come
   * through its sources) and the fixtures that must end first (its feeding matches, or the whole group).
   */
  private toProblem(
    toPlace: FixtureRow[],
    all: FixtureRow[],
    draws: { id: number; groups: { name: string; teamIds: number[] }[] }[],
    minutes: (row: FixtureRow) => number,
  ): FixtureToPlace[] {
    const byId = new Map(all.map((row) => [row.id, row]));
    const possible = new Map<number, number[]>();
    const teamsOf = (row: FixtureRow): number[] => {
      const known = possible.get(row.id);
      if (known) return known;
      const sideTeams = (teamId: number | null, source: unknown): number[] => {
        if (teamId !== null) return [teamId];
        const stored = source as StoredSource | null;
        if (!stored) return [];
        if (stored.kind === 'group') {
          return draws.find((draw) => draw.id === row.drawId)?.groups.find((group) => group.name === stored.group)?.teamIds ?? [];
        }
        const feeder = byId.get(stored.fixtureId);
        return feeder ? teamsOf(feeder) : [];
      };
      const found = [...new Set([...sideTeams(row.homeTeamId, row.homeSource), ...sideTeams(row.awayTeamId, row.awaySource)])];
      possible.set(row.id, found);
      return found;
    };
    const feedersOf = (row: FixtureRow): number[] => {
      const ids = new Set<number>();
      // A Swiss round (group stage, no group) is played after every match of the rounds before it.
      if (row.drawId !== null && row.stage === 'group' && row.groupName === null && row.roundNumber !== null) {
        for (const other of all)
          if (other.drawId === row.drawId && other.roundNumber !== null && other.roundNumber < row.roundNumber) ids.add(other.id);
      }
      for (const source of [row.homeSource, row.awaySource] as (StoredSource | null)[]) {
        if (!source) continue;
        if (source.kind === 'group') {
          for (const other of all)
            if (other.drawId === row.drawId && other.stage === 'group' && other.groupName === source.group) ids.add(other.id);
        } else ids.add(source.fixtureId);
      }
      return [...ids];
    };
    const placing = new Set(toPlace.map((row) => row.id));
    return toPlace.map((row) => {
      const feeders = feedersOf(row);
      const timedEnds = feeders
        .filter((id) => !placing.has(id))
        .map((id) => byId.get(id)!)
        .filter((feeder) => feeder.isScheduled)
        .map((feeder) => Math.round((feeder.endsAt?.getTime() ?? feeder.startsAt.getTime() + DEFAULT_MINUTES * MINUTE) / MINUTE));
      return {
        id: row.id,
        durationMinutes: minutes(row),
        teamIds: teamsOf(row),
        after: feeders.filter((id) => placing.has(id)),
        notBefore: timedEnds.length > 0 ? Math.max(...timedEnds) : undefined,
        // The third-place match is played before the final of the same round.
        order: (row.stage === 'knockout' ? 1000 : 0) + (row.roundNumber ?? 0) - (row.round === 'Third place' ? 0.5 : 0),
      };
    });
  }
}
