import { randomInt } from 'node:crypto';
import {
  defaultTieBreakerPreset,
  type AppliedTieBreakers,
  type DrawAnswer,
  type DrawRequest,
  type NextRoundAnswer,
  type TieBreakers,
} from '@podium/contracts/tournaments/tournaments';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../platform/clock';
import type { ComputationSlots } from '../../platform/computation-slots';
import { writeActorAudit, type AuditActor } from '../../platform/audit/write-audit-entry';
import { startOfLocalDay } from '../../platform/zoned-time';
import { DrawPlanError, planDraw } from './engine/formats';
import type { PlannedMatch } from './engine/plan';
import { firstRoundMeetings, groupMeetings, type CompanyMeeting } from './engine/company-separation';
import { SeedingError, seedTeams } from './engine/seeding';
import { applyTieBreakers } from './engine/standings';
import { pairNextSwissRound } from './swiss-rounds';
import { presentPlan } from './tournaments.presenter';
import {
  companyNames,
  createSoloTeam,
  deleteDrawnFixtures,
  findDraw,
  findSportOf,
  insertDraw,
  insertPlannedFixtures,
  listCategoryFixtures,
  listCategoryTeams,
  listSoloEntries,
  lockCategoryOfTenant,
  teamNames,
  updateDrawOptions,
} from './tournaments.repository';

const DRAW_LOCKED = 'A match of this category has started, so the draw can no longer change.';
const TIE_BREAKERS_LOCKED =
  'A match of this category has started, so its tie-breakers can no longer change: they were fixed before the first match.';

/**
 * An option the chosen format does not use, named, so a request is never half-applied: a Swiss
 * needs `rounds` and has no groups, bracket, points rule, tie-breakers or company separation (it
 * pairs by results, scores 1/½/0 and breaks ties by Buchholz and Sonneborn-Berger).
 */
function formatOptionProblem(input: DrawRequest): string | null {
  if (input.format !== 'swiss' && (input.rounds !== undefined || input.pairRoundsAutomatically !== undefined)) {
    return '`rounds` and `pairRoundsAutomatically` are options of a Swiss; leave them out for this format.';
  }
  if (input.format === 'double_elimination') {
    const unused = (['groups', 'advancePerGroup', 'thirdPlaceMatch', 'points', 'tieBreakers'] as const).filter(
      (option) => input[option] !== undefined,
    );
    if (unused.length > 0) {
      return `A double elimination does not take ${unused.map((option) => `\`${option}\``).join(', ')}: it has no tables, and third place is the losers' final's loser.`;
    }
  }
  if (input.format !== 'swiss') return null;
  const unused = (['groups', 'advancePerGroup', 'thirdPlaceMatch', 'points', 'tieBreakers', 'separateCompanies'] as const).filter(
    (option) => input[option] !== undefined,
  );
  if (unused.length > 0) {
    return `A Swiss does not take ${unused.map((option) => `\`${option}\``).join(', ')}: it scores 1 a win and ½ a draw, and breaks ties by Buchholz then Sonneborn-Berger.`;
  }
  if (input.rounds === undefined) return 'A Swiss needs its number of rounds (`rounds`).';
  return null;
}

/** Makes (or previews, or remakes until the first match starts) the draw of one event sport category. */
export class DrawService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** The process's count of draws and schedules being worked out (none: unbounded, as for the seed). */
    private readonly computations?: ComputationSlots,
  ) {}

  /** Refused (429 or 503, Retry-After) while the tenant or the process has as many draws and schedules running as it may. */
  async draw(actor: AuditActor, eventId: number, eventSportCategoryId: number, input: DrawRequest): Promise<DrawAnswer> {
    const work = () => this.makeDraw(actor, eventId, eventSportCategoryId, input);
    return this.computations ? this.computations.run(actor.tenantId, work) : work();
  }

  private async makeDraw(actor: AuditActor, eventId: number, eventSportCategoryId: number, input: DrawRequest): Promise<DrawAnswer> {
    return this.db.transaction(async (tx) => {
      const found = await lockCategoryOfTenant(tx, actor.tenantId, eventId, eventSportCategoryId);
      if (!found) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
      const { category, event } = found;
      const sport = await findSportOf(tx, category.sportId);
      const teamRows = await this.entrants(tx, category, sport, Boolean(input.dryRun));
      const tieBreakers = applyTieBreakers(input.tieBreakers ?? { preset: defaultTieBreakerPreset(sport?.name ?? '') });
      const names = new Map(teamRows.map((team) => [team.id, team.name]));
      const companyOf = input.separateCompanies ? new Map(teamRows.map((team) => [team.id, team.companyId])) : undefined;
      const optionProblem = formatOptionProblem(input);
      if (optionProblem) throw new DomainError('VALIDATION_FAILED', optionProblem);
      const seed = input.seed ?? randomInt(0, 2_147_483_647);
      let plan;
      let seeded: number[];
      try {
        seeded = seedTeams(
          teamRows.map((team) => team.id),
          input.seeding,
          { seed, manualOrder: input.manualOrder },
        );
        plan = planDraw(seeded, {
          format: input.format,
          groups: input.groups,
          advancePerGroup: input.advancePerGroup,
          thirdPlaceMatch: input.thirdPlaceMatch,
          rounds: input.rounds,
          companyOf,
        });
      } catch (error) {
        if (error instanceof DrawPlanError || error instanceof SeedingError) throw new DomainError('VALIDATION_FAILED', error.message);
        throw error;
      }
      const companyMeetings = companyOf
        ? await this.companyMeetings(tx, actor.tenantId, plan, companyOf, names, sport?.isTeamSport === false ? 'player' : 'team')
        : [];
      const existing = await listCategoryFixtures(tx, category.id);
      if (existing.some((row) => row.fixture.status !== 'scheduled')) throw new DomainError('DRAW_LOCKED', DRAW_LOCKED);
      const answer = (ids: Map<string, number> | null): DrawAnswer => ({
        dryRun: ids === null,
        format: input.format,
        seeding: input.seeding,
        seed,
        groups: plan.groups.map((group) => ({
          name: group.name,
          teams: group.teamIds.map((id) => ({ id, name: names.get(id) ?? '' })),
        })),
        fixtures: presentPlan(plan.matches, names, ids),
        rounds: input.format === 'swiss' ? (input.rounds ?? null) : null,
        byes: (plan.byes ?? []).map((bye) => ({ round: bye.round, team: { id: bye.teamId, name: names.get(bye.teamId) ?? '' } })),
        tieBreakers,
        companyMeetings,
      });
      if (input.dryRun) return answer(null);

      await deleteDrawnFixtures(tx, category.id);
      const draw = await insertDraw(tx, {
        eventSportCategoryId: category.id,
        format: input.format,
        seeding: input.seeding,
        seed,
        options: {
          groups: input.groups ?? null,
          advancePerGroup: input.advancePerGroup ?? null,
          thirdPlaceMatch: input.thirdPlaceMatch ?? false,
          points: input.points ?? { win: 3, draw: 1, loss: 0 },
          manualOrder: input.manualOrder ?? null,
          tieBreakers,
          separateCompanies: input.separateCompanies ?? false,
          ...(input.format === 'swiss'
            ? { rounds: input.rounds, pairRoundsAutomatically: input.pairRoundsAutomatically ?? true, byes: plan.byes ?? [] }
            : {}),
        },
        seededTeamIds: seeded,
        groups: plan.groups,
        createdByUserId: actor.userId,
      });
      const ids = await insertPlannedFixtures(tx, draw.id, category, startOfLocalDay(event.startsOn, event.timeZone), plan.matches);
      await writeActorAudit(tx, actor, this.clock.now(), {
        action: 'draw.made',
        entity: 'event_sport_category',
        entityId: category.id,
        before: existing.length > 0 ? { fixtures: existing.length } : null,
        after: {
          drawId: draw.id,
          format: input.format,
          seeding: input.seeding,
          seed,
          seededTeamIds: seeded,
          fixtures: plan.matches.length,
          tieBreakers,
          separateCompanies: input.separateCompanies ?? false,
          companyMeetings: companyMeetings.length,
        },
      });
      return answer(ids);
    });
  }

  /** The same-company meetings a separated draw left, named: in groups, and in the first knockout round. */
  private async companyMeetings(
    tx: Database,
    tenantId: number,
    plan: { groups: { name: string; teamIds: number[] }[]; matches: PlannedMatch[]; knockoutSeeds?: number[] },
    companyOf: Map<number, number | null>,
    names: Map<number, string>,
    noun: 'team' | 'player',
  ): Promise<DrawAnswer['companyMeetings']> {
    const ids = [...new Set([...companyOf.values()].filter((id): id is number => id !== null))];
    const companyName = new Map((await companyNames(tx, tenantId, ids)).map((company) => [company.id, company.name]));
    const nameOf = (companyId: number) => companyName.get(companyId) ?? 'Company';
    const meetings: CompanyMeeting[] = plan.knockoutSeeds
      ? firstRoundMeetings(plan.knockoutSeeds, companyOf, nameOf, noun)
      : groupMeetings(plan.groups, companyOf, nameOf, noun);
    const firstRound = plan.matches.filter((match) => match.stage === 'knockout' && match.round === 1);
    const where = (meeting: CompanyMeeting) => {
      if (meeting.stage === 'group') return plan.groups.length > 1 ? `Group ${meeting.where}` : 'the league';
      const match = firstRound.find((candidate) =>
        meeting.teamIds.every((teamId) => [candidate.home, candidate.away].some((side) => side.kind === 'team' && side.teamId === teamId)),
      );
      return match ? (firstRound.length > 1 ? `${match.roundName} ${match.position}` : match.roundName) : 'the first round';
    };
    return meetings.map((meeting) => ({
      company: { id: meeting.companyId, name: nameOf(meeting.companyId) },
      stage: meeting.stage,
      where: where(meeting),
      teams: meeting.teamIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      reason: meeting.reason,
    }));
  }

  /**
   * Pairs a Swiss's next round now (a draw made with `pairRoundsAutomatically: false`, or a round
   * whose pairing was undone by a corrected result): refused while the last round is unfinished.
   */
  async pairNextRound(actor: AuditActor, eventId: number, eventSportCategoryId: number): Promise<NextRoundAnswer> {
    return this.db.transaction(async (tx) => {
      const found = await lockCategoryOfTenant(tx, actor.tenantId, eventId, eventSportCategoryId);
      if (!found) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
      const draw = await findDraw(tx, found.category.id);
      if (!draw) throw new DomainError('NOT_FOUND', 'This category has no draw yet: make a Swiss draw first.');
      if (draw.format !== 'swiss') {
        throw new DomainError('CONFLICT', 'Only a Swiss is paired round by round; this category was drawn in another format.');
      }
      const rows = (await listCategoryFixtures(tx, found.category.id)).map((row) => row.fixture);
      const paired = await pairNextSwissRound(tx, draw, rows);
      const names = new Map((await teamNames(tx, draw.seededTeamIds)).map((team) => [team.id, team.name]));
      await writeActorAudit(tx, actor, this.clock.now(), {
        action: 'draw.swiss-round-paired',
        entity: 'event_sport_category',
        entityId: found.category.id,
        before: null,
        after: { round: paired.round, fixtures: paired.matches.length, byeTeamId: paired.byeTeamId },
      });
      return {
        round: paired.round,
        fixtures: presentPlan(paired.matches, names, paired.ids),
        bye: paired.byeTeamId === null ? null : { id: paired.byeTeamId, name: names.get(paired.byeTeamId) ?? '' },
      };
    });
  }

  /** Changes how a drawn category's group tables order level teams, until its first match starts. */
  async setTieBreakers(
    actor: AuditActor,
    eventId: number,
    eventSportCategoryId: number,
    requested: TieBreakers,
  ): Promise<{ tieBreakers: AppliedTieBreakers }> {
    return this.db.transaction(async (tx) => {
      const found = await lockCategoryOfTenant(tx, actor.tenantId, eventId, eventSportCategoryId);
      if (!found) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
      const draw = await findDraw(tx, found.category.id);
      if (!draw) throw new DomainError('NOT_FOUND', 'This category has no draw yet: make the draw with its tie-breakers.');
      const started = (await listCategoryFixtures(tx, found.category.id)).some((row) => row.fixture.status !== 'scheduled');
      if (started) throw new DomainError('DRAW_LOCKED', TIE_BREAKERS_LOCKED);
      const options = (draw.options ?? {}) as Record<string, unknown>;
      const tieBreakers = applyTieBreakers(requested);
      await updateDrawOptions(tx, draw.id, { ...options, tieBreakers });
      await writeActorAudit(tx, actor, this.clock.now(), {
        action: 'draw.tie-breakers-changed',
        entity: 'event_sport_category',
        entityId: found.category.id,
        before: { tieBreakers: options.tieBreakers ?? null },
        after: { tieBreakers },
      });
      return { tieBreakers };
    });
  }

  /**
   * Who is drawn: a team sport's teams; in an individual sport, every confirmed entry as a
   * one-person team named after the person. A draw gives an entry without one its team (a
   * preview only names it, with the registration's id negated, and writes nothing); entries are
   * listed in registration order either way, so a draw with the preview's seed is the preview.
   */
  private entrants(
    tx: Database,
    category: { id: number },
    sport: { isTeamSport: boolean } | undefined,
    dryRun: boolean,
  ): Promise<Array<{ id: number; name: string; companyId: number | null }>> {
    return categoryEntrants(tx, category, sport, dryRun);
  }
}

/** The entries of a category as teams (see DrawService's entrants): also the timed events' heats use it. */
export async function categoryEntrants(
  tx: Database,
  category: { id: number },
  sport: { isTeamSport: boolean } | undefined,
  dryRun: boolean,
): Promise<Array<{ id: number; name: string; companyId: number | null }>> {
  if (!sport || sport.isTeamSport) return listCategoryTeams(tx, category.id);
  const existing = new Map((await listCategoryTeams(tx, category.id)).map((team) => [team.id, team.name]));
  const taken = new Set([...existing.values()].map((name) => name.toLowerCase()));
  const entrants: Array<{ id: number; name: string; companyId: number | null }> = [];
  for (const entry of await listSoloEntries(tx, category.id)) {
    const person = entry.name?.trim() || 'Player';
    if (entry.teamId) {
      entrants.push({ id: entry.teamId, name: existing.get(entry.teamId) ?? person, companyId: entry.companyId });
      continue;
    }
    // Team names are unique in a category: a second person of the same name gets their entry number.
    const name = taken.has(person.toLowerCase()) ? `${person} (${entry.registrationId})` : person;
    taken.add(name.toLowerCase());
    entrants.push({
      id: dryRun ? -entry.registrationId : await createSoloTeam(tx, category.id, entry, name),
      name,
      companyId: entry.companyId,
    });
  }
  return entrants;
}
