import { randomInt } from 'node:crypto';
import {
  defaultResultType,
  formatMark,
  lowerIsBetter,
  parseMark,
  type HeatResultsRequest,
  type MeasuredResultType,
  type ResultType,
  type RoundsAnswer,
  type RoundsRequest,
  type TimedRound,
} from '@podium/contracts/tournaments/timed-events';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../platform/clock';
import { writeActorAudit, type AuditActor } from '../../platform/audit/write-audit-entry';
import { requireEventInStaffScope } from '../../http/staff-scope';
import { reissueCategoryCertificates } from '../certificates';
import { categoryEntrants } from './draw.service';
import {
  bestOfAttempts,
  dealSerpentine,
  heatCount,
  medalsFromPlaces,
  needsSemiFinals,
  placesOf,
  qualifierOrder,
  qualify,
  seedHeats,
  semiFinalCount,
  type LaneResult,
} from './engine/timed';
import { findDraw, findSportOf, lockCategoryOfTenant, replacePlacings } from './tournaments.repository';
import {
  clearQualified,
  clearRoundsAndSetResultType,
  deleteLanesOfHeat,
  findVenueOfEvent,
  insertHeat,
  insertLanes,
  insertRound,
  loadRounds,
  lockHeatOfTenant,
  markHeatFinished,
  setQualified,
  updateLaneResult,
  type LoadedRound,
} from './timed-events.repository';

const ROUNDS_LOCKED = 'Results of this category have been entered, so its heats can no longer be redrawn.';
const NEXT_ROUND_STARTED = 'The next round has results already, so this heat can no longer change. Ask an admin.';
const MATCH_DRAW = 'This category has a match draw: it keeps match results. Remove that draw first, or use another category.';

/** The result type a category keeps: the admin's, else its sport's default. */
export const resultTypeOf = (category: { resultType: ResultType | null }, sportName: string): ResultType =>
  category.resultType ?? defaultResultType(sportName);

/** A lane's stored mark as people read it. */
const shownMark = (type: MeasuredResultType, mark: number | null) => (mark === null ? null : formatMark(type, mark));

/** Rounds as the draw, the standings and the results call answer them. */
export function presentRounds(type: MeasuredResultType, rounds: LoadedRound[]): TimedRound[] {
  return rounds.map(({ round, heats }) => ({
    number: round.number,
    name: round.name,
    qualify: round.qualify ? { byPlace: round.qualify.byPlace, byMark: round.qualify.byMark } : null,
    heats: heats.map(({ heat, venueName, lanes }) => ({
      id: heat.id,
      name: heat.name,
      startsAt: heat.startsAt.toISOString(),
      venue: venueName,
      status: heat.status,
      lanes: lanes.map(({ lane, teamName }) => ({
        lane: lane.lane,
        entry: { id: lane.teamId, name: teamName },
        mark: shownMark(type, lane.mark),
        attempts: lane.attempts ? lane.attempts.map((attempt) => (attempt === null ? 'X' : formatMark(type, attempt))) : null,
        status: lane.status,
        reason: lane.reason,
        place: lane.place,
        qualified: lane.qualified,
      })),
    })),
  }));
}

/** The final's ranking once it has results: by place, then DNS / DNF / DQ unplaced. */
export function finalRanking(type: MeasuredResultType, rounds: LoadedRound[]) {
  const final = rounds.at(-1)?.heats[0];
  if (!final || final.heat.status !== 'finished') return [];
  return final.lanes
    .map(({ lane, teamName }) => ({
      place: lane.place,
      entry: { id: lane.teamId, name: teamName },
      mark: shownMark(type, lane.mark),
      status: lane.status ?? 'ok',
    }))
    .sort((a, b) => (a.place ?? 999) - (b.place ?? 999) || a.entry.name.localeCompare(b.entry.name));
}

/**
 * Timed and measured events (issue 32): the admin draws the heats (and the final to come); staff
 * enter each heat's results; a finished round sends its qualifiers on; the final sets the medals.
 */
export class TimedEventsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async drawRounds(actor: AuditActor, eventId: number, eventSportCategoryId: number, raw: RoundsRequest): Promise<RoundsAnswer> {
    const input = { lanes: 8, minutesBetweenHeats: 10, ...raw };
    return this.db.transaction(async (tx) => {
      const found = await lockCategoryOfTenant(tx, actor.tenantId, eventId, eventSportCategoryId);
      if (!found) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
      const { category } = found;
      const venueId = input.venueId ?? category.venueId;
      const venue = await findVenueOfEvent(tx, eventId, venueId);
      if (!venue) throw new DomainError('VALIDATION_FAILED', `Venue ${venueId} is not a venue of this event.`);
      const sport = await findSportOf(tx, category.sportId);
      const type = input.resultType ?? resultTypeOf(category, sport?.name ?? '');
      if (type === 'match')
        throw new DomainError(
          'VALIDATION_FAILED',
          "This category keeps match results. Send a resultType ('time', 'distance', 'height' or 'score') to draw heats.",
        );
      if (await findDraw(tx, category.id)) throw new DomainError('DRAW_LOCKED', MATCH_DRAW);
      const existing = await loadRounds(tx, category.id);
      if (existing.some(({ heats }) => heats.some(({ heat }) => heat.status === 'finished')))
        throw new DomainError('DRAW_LOCKED', ROUNDS_LOCKED);

      const dryRun = Boolean(input.dryRun);
      const entrants = await categoryEntrants(tx, category, sport, dryRun);
      if (entrants.length === 0) throw new DomainError('VALIDATION_FAILED', 'This category has no entries to put in heats yet.');
      const names = new Map(entrants.map((entry) => [entry.id, entry.name]));

      const entryMarks = new Map<number, number>();
      for (const row of input.entryMarks ?? []) {
        if (!names.has(row.teamId))
          throw new DomainError('VALIDATION_FAILED', `Entry ${row.teamId} is not an entry of this category: check entryMarks.`);
        const parsed = parseMark(type, row.mark);
        if (!parsed.ok) throw new DomainError('VALIDATION_FAILED', `Entry mark of ${names.get(row.teamId)}: ${parsed.message}`);
        entryMarks.set(row.teamId, parsed.hundredths);
      }
      const heats = heatCount(entrants.length, input.lanes);
      const withSemis = heats > 1 && (input.semiFinals ?? needsSemiFinals(entrants.length, input.lanes));
      if (input.semiFinals && heats < 2)
        throw new DomainError(
          'VALIDATION_FAILED',
          `${entrants.length} entries run in one heat of ${input.lanes} lanes, which is the final: semi-finals need at least two heats.`,
        );
      // With semiFinals absent, semiQualify and semiStartsAt say what happens if the rule brings semi-finals
      // (the console sends them before it knows the field's size); refusing semi-finals and saying how to run them is a contradiction.
      if (input.semiFinals === false && input.semiQualify)
        throw new DomainError('VALIDATION_FAILED', 'semiQualify is for semi-finals, and semiFinals is false: leave one of them out.');
      if (input.semiFinals === false && input.semiStartsAt)
        throw new DomainError('VALIDATION_FAILED', 'semiStartsAt is for semi-finals, and semiFinals is false: leave one of them out.');
      const rule = heats > 1 ? input.qualify : undefined;
      const nextName = withSemis ? 'the semi-finals' : 'the final';
      let semis = 0;
      const semiRule = withSemis ? input.semiQualify : undefined;
      if (heats > 1) {
        if (!rule)
          throw new DomainError(
            'VALIDATION_FAILED',
            `${entrants.length} entries need ${heats} heats: say who reaches ${nextName} with qualify { byPlace, byMark } (e.g. the first 2 of each heat and the 2 best marks of the rest).`,
          );
        const target = rule.byPlace * heats + rule.byMark;
        if (target < (withSemis ? 2 : 1))
          throw new DomainError(
            'VALIDATION_FAILED',
            `At least ${withSemis ? 'two entries' : 'one entry'} must reach ${nextName}: raise byPlace or byMark.`,
          );
        if (withSemis) {
          semis = semiFinalCount(target, input.lanes);
          if (!semiRule)
            throw new DomainError(
              'VALIDATION_FAILED',
              `${entrants.length} entries run heats, then ${semis} semi-finals: say who reaches the final with semiQualify { byPlace, byMark } (e.g. the first 3 of each semi-final and the 2 best marks of the rest).`,
            );
          const finalists = semiRule.byPlace * semis + semiRule.byMark;
          if (finalists < 1)
            throw new DomainError('VALIDATION_FAILED', 'At least one entry must reach the final: raise semiQualify byPlace or byMark.');
          if (finalists > input.lanes)
            throw new DomainError(
              'VALIDATION_FAILED',
              `The final has ${input.lanes} lanes, but ${semiRule.byPlace} per semi-final × ${semis} semi-finals + ${semiRule.byMark} by mark is ${finalists}.`,
            );
        } else if (target > input.lanes)
          throw new DomainError(
            'VALIDATION_FAILED',
            `The final has ${input.lanes} lanes, but ${rule.byPlace} per heat × ${heats} heats + ${rule.byMark} by mark is ${target}: take fewer, or send semiFinals: true to run semi-finals first.`,
          );
      }
      const seeding = entryMarks.size > 0 ? ('marks' as const) : ('random' as const);
      const seed = seeding === 'random' ? (input.seed ?? randomInt(0, 2_147_483_647)) : null;
      const seeded = seedHeats(
        entrants.map((entry) => ({ teamId: entry.id, entryMark: entryMarks.get(entry.id) ?? null })),
        { lanes: input.lanes, lowerIsBetter: lowerIsBetter(type), seeding, seed },
      );

      const gapMs = input.minutesBetweenHeats * 60_000;
      const first = new Date(input.startsAt);
      const heatStart = (index: number) => new Date(first.getTime() + index * gapMs);
      const lastHeat = heatStart(heats - 1);
      const firstSemi = input.semiStartsAt ? new Date(input.semiStartsAt) : new Date(lastHeat.getTime() + 3 * gapMs);
      const semiStart = (index: number) => new Date(firstSemi.getTime() + index * gapMs);
      if (withSemis && firstSemi <= lastHeat) throw new DomainError('VALIDATION_FAILED', 'The semi-finals must start after the last heat.');
      const beforeFinal = withSemis ? semiStart(semis - 1) : lastHeat;
      const finalStart = input.finalStartsAt ? new Date(input.finalStartsAt) : new Date(beforeFinal.getTime() + 3 * gapMs);
      if (heats > 1 && finalStart <= beforeFinal)
        throw new DomainError('VALIDATION_FAILED', `The final must start after the last ${withSemis ? 'semi-final' : 'heat'}.`);

      const plan = [
        ...(heats > 1 ? [{ name: 'Heats', qualify: rule!, count: heats, heatName: (n: number) => `Heat ${n}`, start: heatStart }] : []),
        ...(withSemis
          ? [{ name: 'Semi-finals', qualify: semiRule!, count: semis, heatName: (n: number) => `Semi-final ${n}`, start: semiStart }]
          : []),
        { name: 'Final', qualify: null, count: 1, heatName: () => 'Final', start: () => (heats > 1 ? finalStart : heatStart(0)) },
      ].map((round, index) => ({ ...round, number: index + 1, heats: Array.from({ length: round.count }, (_, at) => at + 1) }));
      const planned: LoadedRound[] = plan.map((round) => ({
        round: {
          id: 0,
          eventSportCategoryId: category.id,
          number: round.number,
          name: round.name,
          lanes: input.lanes,
          qualify: round.qualify,
          seeding: round.number === 1 ? seeding : 'results',
          seed,
          createdByUserId: actor.userId,
          createdAt: this.clock.now(),
        },
        heats: round.heats.map((number) => {
          const lanes = round.number === 1 ? seeded.filter((lane) => lane.heat === number) : [];
          return {
            heat: {
              id: 0,
              roundId: 0,
              eventSportCategoryId: category.id,
              number,
              name: round.heatName(number),
              startsAt: round.start(number - 1),
              endsAt: new Date(round.start(number - 1).getTime() + gapMs),
              venueId,
              status: 'scheduled' as const,
              resultsEnteredAt: null,
            },
            venueName: venue.name,
            lanes: lanes.map((lane) => ({
              lane: {
                id: 0,
                heatId: 0,
                lane: lane.lane,
                teamId: lane.teamId,
                entryMark: lane.entryMark,
                mark: null,
                attempts: null,
                status: null,
                reason: null,
                place: null,
                qualified: null,
              },
              teamName: names.get(lane.teamId) ?? '',
            })),
          };
        }),
      }));

      if (!dryRun) {
        await clearRoundsAndSetResultType(tx, category.id, type);
        for (const round of planned) {
          const { id: _roundId, createdAt: _createdAt, ...roundValues } = round.round;
          const savedRound = await insertRound(tx, roundValues);
          round.round.id = savedRound.id;
          for (const heat of round.heats) {
            const { id: _heatId, ...heatValues } = heat.heat;
            const savedHeat = await insertHeat(tx, savedRound.id, heatValues);
            heat.heat.id = savedHeat.id;
            if (heat.lanes.length > 0)
              await insertLanes(
                tx,
                savedHeat.id,
                heat.lanes.map(({ lane: { id: _laneId, heatId: _heat, ...lane } }) => lane),
              );
          }
        }
        await writeActorAudit(tx, actor, this.clock.now(), {
          action: 'timed-rounds.drawn',
          entity: 'event_sport_category',
          entityId: category.id,
          before: existing.length > 0 ? { rounds: existing.length } : null,
          after: {
            resultType: type,
            seeding,
            seed,
            lanes: input.lanes,
            heats,
            qualify: rule ?? null,
            semiFinals: semis,
            semiQualify: semiRule ?? null,
          },
        });
      }
      const rounds = presentRounds(type, planned);
      if (dryRun) for (const round of rounds) for (const heat of round.heats) heat.id = null;
      return { dryRun, resultType: type, seeding, seed, rounds };
    });
  }

  async enterResults(actor: AuditActor & { user: { id: number; role: string } }, heatId: number, input: HeatResultsRequest) {
    return this.db.transaction(async (tx) => {
      const found = await lockHeatOfTenant(tx, actor.tenantId, heatId);
      if (!found) throw new DomainError('NOT_FOUND', 'Heat not found on this site.');
      await requireEventInStaffScope(tx, actor.user, found.event.id);
      const type = found.category.resultType;
      if (type === null || type === 'match') throw new DomainError('VALIDATION_FAILED', 'This category keeps match results.');
      const rounds = await loadRounds(tx, found.category.id);
      const roundIndex = rounds.findIndex(({ round }) => round.id === found.round.id);
      const loaded = rounds[roundIndex]!.heats.find(({ heat }) => heat.id === heatId)!;
      if (loaded.lanes.length === 0)
        throw new DomainError('FIXTURE_NOT_READY', 'The lanes of this heat are drawn once the round before it is finished.');
      const next = rounds[roundIndex + 1];
      if (next?.heats.some(({ heat }) => heat.status === 'finished')) throw new DomainError('DRAW_LOCKED', NEXT_ROUND_STARTED);

      const byLane = new Map(loaded.lanes.map((row) => [row.lane.lane, row.lane]));
      const seen = new Set<number>();
      const results: LaneResult[] = [];
      const attemptsOf = new Map<number, (number | null)[] | null>();
      const rows = input.results.map((row) => ({ status: 'ok' as const, ...row }));
      for (const row of rows) {
        const lane = byLane.get(row.lane);
        if (!lane) throw new DomainError('VALIDATION_FAILED', `This heat has no lane ${row.lane}.`);
        if (seen.has(row.lane)) throw new DomainError('VALIDATION_FAILED', `Lane ${row.lane} is entered twice.`);
        seen.add(row.lane);
        let mark: number | null = null;
        let attempts: (number | null)[] | null = null;
        let tieBreak: number[] | undefined;
        if (row.status === 'ok' && row.attempts) {
          if (type === 'time')
            throw new DomainError('VALIDATION_FAILED', `Lane ${row.lane}: attempts are for field events; enter the time as its mark.`);
          attempts = row.attempts.map((text) => {
            if (/^[xX-]$/.test(text)) return null;
            const parsed = parseMark(type, text);
            if (!parsed.ok) throw new DomainError('VALIDATION_FAILED', `Lane ${row.lane}: ${parsed.message} (or X for a foul)`);
            return parsed.hundredths;
          });
          const best = bestOfAttempts(attempts, lowerIsBetter(type));
          if (best.mark === null)
            throw new DomainError('VALIDATION_FAILED', `Lane ${row.lane} has no valid attempt: enter it as DNF (no mark) with the reason.`);
          mark = best.mark;
          tieBreak = best.tieBreak;
        } else if (row.status === 'ok') {
          const parsed = parseMark(type, row.mark ?? '');
          if (!parsed.ok) throw new DomainError('VALIDATION_FAILED', `Lane ${row.lane}: ${parsed.message}`);
          mark = parsed.hundredths;
        }
        attemptsOf.set(lane.id, attempts);
        results.push({ key: lane.id, mark, status: row.status, tieBreak });
      }
      const missing = [...byLane.keys()].filter((lane) => !seen.has(lane));
      if (missing.length > 0)
        throw new DomainError('VALIDATION_FAILED', `Enter every lane: lane ${missing.join(', ')} has no result (a mark, DNS, DNF or DQ).`);

      const places = placesOf(results, lowerIsBetter(type));
      const reasons = new Map(rows.map((row) => [byLane.get(row.lane)!.id, row.reason?.trim() || null]));
      for (const result of results) {
        await updateLaneResult(tx, result.key, {
          mark: result.mark,
          attempts: attemptsOf.get(result.key) ?? null,
          status: result.status,
          reason: result.status === 'ok' ? null : reasons.get(result.key)!,
          place: places.get(result.key) ?? null,
          qualified: null,
        });
      }
      const now = this.clock.now();
      await markHeatFinished(tx, heatId, now);
      await writeActorAudit(tx, actor, now, {
        action: 'heat.results-entered',
        entity: 'timed_heat',
        entityId: heatId,
        before:
          loaded.heat.status === 'finished'
            ? loaded.lanes.map(({ lane }) => ({
                lane: lane.lane,
                mark: lane.mark,
                attempts: lane.attempts,
                status: lane.status,
                reason: lane.reason,
              }))
            : null,
        after: rows.map((row) => ({
          lane: row.lane,
          mark: row.mark ?? null,
          attempts: row.attempts ?? null,
          status: row.status,
          reason: row.reason ?? null,
        })),
      });
      await this.followResults(tx, actor, found.category.id, type);
      const after = await loadRounds(tx, found.category.id);
      const round = presentRounds(type, after)[roundIndex]!;
      return {
        eventSportCategoryId: found.category.id,
        round: round.name,
        heat: round.heats.find((heat) => heat.id === heatId)!,
      };
    });
  }

  /**
   * A finished round marks its qualifiers (Q by place, q by mark) and draws the next round's lanes
   * (best qualifiers in the centre); a finished final sets the medals (shared places share them).
   */
  private async followResults(tx: Database, actor: AuditActor, eventSportCategoryId: number, type: MeasuredResultType) {
    const rounds = await loadRounds(tx, eventSportCategoryId);
    const lower = lowerIsBetter(type);
    for (const [index, { round, heats }] of rounds.entries()) {
      const next = rounds[index + 1];
      if (!round.qualify || !next) continue;
      const complete = heats.every(({ heat }) => heat.status === 'finished');
      const asResults = heats.map(({ lanes }) => ({
        results: lanes.map(({ lane }) => ({
          key: lane.id,
          mark: lane.mark,
          status: lane.status ?? ('ok' as const),
          teamId: lane.teamId,
          tieBreak: lane.attempts ? bestOfAttempts(lane.attempts, lower).tieBreak : undefined,
        })),
      }));
      const qualified = complete ? qualify(asResults, round.qualify, lower) : new Map<number, 'Q' | 'q'>();
      const laneIds = heats.flatMap(({ lanes }) => lanes.map(({ lane }) => lane.id));
      if (laneIds.length > 0) await clearQualified(tx, laneIds);
      for (const [laneId, mark] of qualified) await setQualified(tx, laneId, mark);
      // The next round has no results (a changed heat is refused once it has): its lanes are drawn again.
      const order = qualifierOrder(asResults, qualified, lower);
      // One next heat (the final): the best in the centre; several (semi-finals): dealt serpentine, so they are even.
      const dealt = dealSerpentine(order, next.heats.length, next.round.lanes);
      for (const [index, nextHeat] of next.heats.entries()) {
        const wanted = dealt.filter((row) => row.heat === index + 1).map((row) => ({ teamId: row.entry, lane: row.lane }));
        const same =
          nextHeat.lanes.length === wanted.length &&
          wanted.every((row) => nextHeat.lanes.some(({ lane }) => lane.lane === row.lane && lane.teamId === row.teamId));
        if (same) continue;
        await deleteLanesOfHeat(tx, nextHeat.heat.id);
        if (wanted.length > 0) await insertLanes(tx, nextHeat.heat.id, wanted);
      }
    }
    const final = (await loadRounds(tx, eventSportCategoryId)).at(-1)?.heats[0];
    const medals =
      final && final.heat.status === 'finished'
        ? medalsFromPlaces(final.lanes.map(({ lane }) => ({ teamId: lane.teamId, place: lane.place })))
        : [];
    await replacePlacings(tx, eventSportCategoryId, medals);
    await reissueCategoryCertificates(tx, eventSportCategoryId, this.clock.now());
    await writeActorAudit(tx, actor, this.clock.now(), {
      action: 'placings.derived',
      entity: 'event_sport_category',
      entityId: eventSportCategoryId,
      before: null,
      after: medals,
    });
  }
}
