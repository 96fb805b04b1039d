import type { Database } from '../../db/client';
import type { tournamentDraws } from '../../db/schema/index';
import { requireEventInStaffScope } from '../../http/staff-scope';
import { writeActorAudit, type AuditActor, type AuditEntry } from '../../platform/audit/write-audit-entry';
import { reissueCategoryCertificates } from '../certificates';
import { followGrandFinal } from './double-elimination-results';
import { dropSwissRoundsAfter, pairNextSwissRound } from './swiss-rounds';
import {
  findDraw,
  findFixtureStatus,
  listCategoryFixtures,
  lockFixtureOfTenant,
  replacePlacings,
  setSideIfScheduled,
  updateFixture,
  type FixtureRow,
} from './tournaments.repository';

export type DrawRow = typeof tournamentDraws.$inferSelect;

/** The columns a score or its reset writes. */
export type ScoreChanges = Pick<
  FixtureRow,
  'status' | 'homePoints' | 'awayPoints' | 'homeScore' | 'awayScore' | 'sets' | 'decidedBy' | 'shootout' | 'winnerTeamId'
>;

/**
 * The reads and writes of one score entry or reset, inside its transaction (issue 35): the port
 * the score rules are tested through. Production: `scoreStoreOn(db)`; the rules tests use the
 * in-memory `FakeScoreStore` (fake-score-store.testing.ts).
 */
export interface ScoreTransaction {
  /** The fixture and its event, when the event is of this tenant; the real store locks the category row. */
  lockFixtureOfTenant(tenantId: number, fixtureId: number): Promise<{ fixture: FixtureRow; event: { id: number } } | undefined>;
  /** Refuses (FORBIDDEN) staff assigned to other events; admins and unassigned staff pass. */
  requireEventInStaffScope(user: { id: number; role: string }, eventId: number): Promise<void>;
  updateFixture(fixtureId: number, changes: ScoreChanges): Promise<FixtureRow | undefined>;
  findFixtureStatus(fixtureId: number): Promise<{ status: FixtureRow['status'] } | undefined>;
  /** Puts a team (or nobody) on one side of a match not played yet; a played one keeps its sides. */
  setSideIfScheduled(fixtureId: number, side: 'home' | 'away', teamId: number | null): Promise<void>;
  findDraw(eventSportCategoryId: number): Promise<DrawRow | undefined>;
  /** The category's fixtures, in the repository's order (stage, group, round, bracket position, id). */
  listCategoryFixtures(eventSportCategoryId: number): Promise<FixtureRow[]>;
  replacePlacings(eventSportCategoryId: number, medals: { teamId: number; place: number }[]): Promise<void>;
  /** Certificates the changed medals made untrue are withdrawn, new ones issued. */
  reissueCategoryCertificates(eventSportCategoryId: number, now: Date): Promise<void>;
  writeAudit(actor: AuditActor, at: Date, change: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>): Promise<void>;
  /** Double elimination: adds or drops the grand final's reset match; true when it changed the fixtures. */
  followGrandFinal(draw: DrawRow, rows: FixtureRow[]): Promise<boolean>;
  dropSwissRoundsAfter(draw: DrawRow, round: number): Promise<void>;
  pairNextSwissRound(draw: DrawRow, rows: FixtureRow[]): Promise<void>;
}

export interface ScoreStore {
  /** Runs `work` in one transaction: all of it commits, or none. */
  transaction<T>(work: (tx: ScoreTransaction) => Promise<T>): Promise<T>;
}

/** The score service's store on this database: the repository's statements in a Drizzle transaction. */
export function scoreStoreOn(db: Database): ScoreStore {
  return { transaction: (work) => db.transaction((tx) => work(scoreTransactionOn(tx))) };
}

function scoreTransactionOn(tx: Database): ScoreTransaction {
  return {
    lockFixtureOfTenant: (tenantId, fixtureId) => lockFixtureOfTenant(tx, tenantId, fixtureId),
    requireEventInStaffScope: (user, eventId) => requireEventInStaffScope(tx, user, eventId),
    updateFixture: (fixtureId, changes) => updateFixture(tx, fixtureId, changes),
    findFixtureStatus: (fixtureId) => findFixtureStatus(tx, fixtureId),
    setSideIfScheduled: (fixtureId, side, teamId) => setSideIfScheduled(tx, fixtureId, side, teamId),
    findDraw: (eventSportCategoryId) => findDraw(tx, eventSportCategoryId),
    listCategoryFixtures: async (eventSportCategoryId) => (await listCategoryFixtures(tx, eventSportCategoryId)).map((row) => row.fixture),
    replacePlacings: (eventSportCategoryId, medals) => replacePlacings(tx, eventSportCategoryId, medals),
    reissueCategoryCertificates: async (eventSportCategoryId, now) => {
      await reissueCategoryCertificates(tx, eventSportCategoryId, now);
    },
    writeAudit: (actor, at, change) => writeActorAudit(tx, actor, at, change),
    followGrandFinal: (draw, rows) => followGrandFinal(tx, draw, rows),
    dropSwissRoundsAfter: (draw, round) => dropSwissRoundsAfter(tx, draw, round),
    pairNextSwissRound: async (draw, rows) => {
      await pairNextSwissRound(tx, draw, rows);
    },
  };
}
