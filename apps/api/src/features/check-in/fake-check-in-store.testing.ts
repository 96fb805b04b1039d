import { localDayAndMinute } from './check-in-window';
import type { CheckInContextQuery, CheckInStore } from './check-in-store';
import type { AttendanceWrite, CheckInContext, CheckInPerson, ScanLogEntry, ScanWriteResult } from './check-in.repository';
import type { StoredCheckInOutcome } from './stored-outcome';

type FakeEvent = NonNullable<CheckInContext['event']> & { tenantId: number };
interface FakeCategory {
  id: number;
  eventId: number;
  sportId: number;
  categoryName: string;
  venue: string;
}
interface FakeRecord {
  userId: number;
  eventSportCategoryId: number;
  eventDay: string;
  direction: 'check-in' | 'check-out';
  type: 'participant' | 'visitor';
  recordedAt: string;
}

/**
 * The check-in store in memory, for the rules tests (check-in.rules.test.ts): plain maps and arrays
 * with the same contract as the statements of check-in.repository.ts (one live record per person,
 * category, event day and direction; the first answer stored under a scan id wins). It proves the
 * service's decisions, not atomicity: the HTTP tests against PostgreSQL do that.
 */
export class FakeCheckInStore implements CheckInStore {
  readonly sessions = new Map<string, { userId: number; tenantId: number; expiresAt: Date }>();
  readonly people = new Map<number, CheckInPerson & { companyName: string | null }>();
  readonly events = new Map<number, FakeEvent>();
  readonly sports = new Map<number, { id: number; name: string; tenantId: number }>();
  readonly categories: FakeCategory[] = [];
  readonly registrations: Array<{ userId: number; eventSportCategoryId: number; team: { id: number; name: string } | null }> = [];
  readonly records: FakeRecord[] = [];
  readonly replies = new Map<string, StoredCheckInOutcome>();
  readonly scanLog: ScanLogEntry[] = [];
  /** Called inside `recordScan` before it writes: a test plays a racing call of the same person here. */
  beforeRecord: (() => void) | undefined;

  private findRecord(userId: number, eventSportCategoryId: number, eventDay: string, direction: FakeRecord['direction']) {
    return this.records.find(
      (record) =>
        record.userId === userId &&
        record.eventSportCategoryId === eventSportCategoryId &&
        record.eventDay === eventDay &&
        record.direction === direction,
    );
  }

  async readContext(query: CheckInContextQuery): Promise<CheckInContext> {
    const session = this.sessions.get(query.sessionId);
    const isLive = session?.userId === query.userId && session.tenantId === query.tenantId && session.expiresAt > query.now;
    const person = isLive ? (this.people.get(query.userId) ?? null) : null;
    const found = this.events.get(query.eventId);
    const event = found?.tenantId === query.tenantId ? found : undefined;
    const sport = event ? this.sports.get(query.sportId) : undefined;
    const sportOfEvent = sport?.tenantId === event?.tenantId ? sport : undefined;
    const today = event ? localDayAndMinute(query.now, event.timeZone).day : '';
    const replay = query.scanId === null ? undefined : this.replies.get(`${query.userId}|${query.scanId}`);
    const categories = this.categories
      .filter((category) => event && sportOfEvent && category.eventId === event.id && category.sportId === sportOfEvent.id)
      .sort((a, b) => a.id - b.id)
      .map((category) => {
        const registration = this.registrations.find(
          (candidate) => candidate.userId === query.userId && candidate.eventSportCategoryId === category.id,
        );
        return {
          id: category.id,
          categoryName: category.categoryName,
          venue: category.venue,
          isRegistered: registration !== undefined,
          teamId: registration?.team?.id ?? null,
          teamName: registration?.team?.name ?? null,
          checkedInAt: this.findRecord(query.userId, category.id, today, 'check-in')?.recordedAt ?? null,
          checkedOutAt: this.findRecord(query.userId, category.id, today, 'check-out')?.recordedAt ?? null,
        };
      });
    const { tenantId: _tenantId, ...eventView } = event ?? { tenantId: 0 };
    return {
      person: person ? { id: person.id, name: person.name, phone: person.phone, email: person.email } : null,
      event: event ? (eventView as NonNullable<CheckInContext['event']>) : null,
      sport: sportOfEvent ? { id: sportOfEvent.id, name: sportOfEvent.name } : null,
      companyName: person?.companyName ?? null,
      categories,
      replay: replay ? { statusCode: replay.statusCode, reply: replay.body as Record<string, unknown> } : null,
    };
  }

  async recordScan(write: AttendanceWrite, entry: ScanLogEntry, reply: StoredCheckInOutcome): Promise<ScanWriteResult> {
    this.beforeRecord?.();
    const insertedIds: number[] = [];
    for (const target of write.targets) {
      if (this.findRecord(write.userId, target.eventSportCategoryId, write.eventDay, write.direction)) continue;
      this.records.push({
        ...target,
        userId: write.userId,
        eventDay: write.eventDay,
        direction: write.direction,
        recordedAt: write.now.toISOString(),
      });
      insertedIds.push(target.eventSportCategoryId);
    }
    const complete = insertedIds.length === write.targets.length;
    const key = `${write.userId}|${write.scanId}`;
    const stored = complete && write.scanId !== null && !this.replies.has(key);
    if (stored) this.replies.set(key, reply);
    if (complete && (write.scanId === null || stored)) this.scanLog.push(entry);
    return { insertedIds, complete, stored };
  }

  async readAttendanceTimes(query: Parameters<CheckInStore['readAttendanceTimes']>[0]): Promise<Map<number, string>> {
    const times = new Map<number, string>();
    for (const id of query.eventSportCategoryIds) {
      const record = this.findRecord(query.userId, id, query.eventDay, query.direction);
      if (record) times.set(id, record.recordedAt);
    }
    return times;
  }

  async logScanAndStoreReply(entry: ScanLogEntry, reply: StoredCheckInOutcome): Promise<StoredCheckInOutcome | undefined> {
    if (entry.scanId === null) {
      this.scanLog.push(entry);
      return undefined;
    }
    const key = `${entry.userId}|${entry.scanId}`;
    const earlier = this.replies.get(key);
    if (earlier) return earlier;
    this.replies.set(key, reply);
    this.scanLog.push(entry);
    return undefined;
  }

  async readStoredReply(userId: number, scanId: string): Promise<StoredCheckInOutcome | undefined> {
    return this.replies.get(`${userId}|${scanId}`);
  }
}
