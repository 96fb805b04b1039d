import { DomainError } from '../../errors/domain-error';
import type { AuditEntry } from '../../platform/audit/write-audit-entry';
import type { DrawRow, ScoreStore, ScoreTransaction } from './score-store';
import type { FixtureRow } from './tournaments.repository';

interface FakeScoreState {
  fixtures: Map<number, FixtureRow>;
  placings: Map<number, { teamId: number; place: number }[]>;
  audit: Array<Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'> & { actorUserId: number }>;
  reissuedCertificates: number[];
}

/** Postgres orders nulls last in ascending order. */
const ascending = (a: string | number | null, b: string | number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/**
 * The score store in memory, for the rules tests (score.rules.test.ts): fixtures, draws and
 * placings in maps; a transaction that throws leaves them as they were. Staff scope is a map of
 * the events each assigned staff member may work (absent: every event, as for admins). Double
 * elimination and Swiss are not modelled (their calls throw): their rules stay in the HTTP tests.
 */
export class FakeScoreStore implements ScoreStore {
  state: FakeScoreState = { fixtures: new Map(), placings: new Map(), audit: [], reissuedCertificates: [] };
  readonly draws = new Map<number, DrawRow>();
  /** Event sport category id → its event and that event's tenant. */
  readonly categories = new Map<number, { eventId: number; tenantId: number }>();
  readonly staffEvents = new Map<number, Set<number>>();

  get fixtures() {
    return this.state.fixtures;
  }

  async transaction<T>(work: (tx: ScoreTransaction) => Promise<T>): Promise<T> {
    const before = structuredClone(this.state);
    try {
      return await work(this.transactionView());
    } catch (error) {
      this.state = before;
      throw error;
    }
  }

  private transactionView(): ScoreTransaction {
    const notModelled = (what: string) => () => Promise.reject(new Error(`FakeScoreStore does not model ${what}`));
    return {
      lockFixtureOfTenant: async (tenantId, fixtureId) => {
        const fixture = this.fixtures.get(fixtureId);
        const category = fixture && this.categories.get(fixture.eventSportCategoryId);
        return fixture && category?.tenantId === tenantId ? { fixture: { ...fixture }, event: { id: category.eventId } } : undefined;
      },
      requireEventInStaffScope: async (user, eventId) => {
        const scope = user.role === 'admin' ? undefined : this.staffEvents.get(user.id);
        if (scope && !scope.has(eventId)) throw new DomainError('FORBIDDEN', 'Not one of your events.');
      },
      updateFixture: async (fixtureId, changes) => {
        const fixture = this.fixtures.get(fixtureId);
        if (!fixture) return undefined;
        Object.assign(fixture, changes);
        return { ...fixture };
      },
      findFixtureStatus: async (fixtureId) => {
        const fixture = this.fixtures.get(fixtureId);
        return fixture && { status: fixture.status };
      },
      setSideIfScheduled: async (fixtureId, side, teamId) => {
        const fixture = this.fixtures.get(fixtureId);
        if (fixture?.status !== 'scheduled') return;
        if (side === 'home') fixture.homeTeamId = teamId;
        else fixture.awayTeamId = teamId;
      },
      findDraw: async (eventSportCategoryId) => this.draws.get(eventSportCategoryId),
      listCategoryFixtures: async (eventSportCategoryId) =>
        [...this.fixtures.values()]
          .filter((fixture) => fixture.eventSportCategoryId === eventSportCategoryId)
          .sort(
            (a, b) =>
              ascending(a.stage, b.stage) ||
              ascending(a.groupName, b.groupName) ||
              ascending(a.roundNumber, b.roundNumber) ||
              ascending(a.bracketPosition, b.bracketPosition) ||
              a.id - b.id,
          )
          .map((fixture) => ({ ...fixture })),
      replacePlacings: async (eventSportCategoryId, medals) => {
        this.state.placings.set(eventSportCategoryId, medals);
      },
      reissueCategoryCertificates: async (eventSportCategoryId) => {
        this.state.reissuedCertificates.push(eventSportCategoryId);
      },
      writeAudit: async (actor, _at, change) => {
        this.state.audit.push({ ...change, actorUserId: actor.userId });
      },
      followGrandFinal: notModelled('double elimination'),
      dropSwissRoundsAfter: notModelled('Swiss rounds'),
      pairNextSwissRound: notModelled('Swiss rounds'),
    };
  }
}
