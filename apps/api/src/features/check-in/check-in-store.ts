import type { AttendanceWrite, CheckInContext, ScanLogEntry, ScanWriteResult } from './check-in.repository';
import type { StoredCheckInOutcome } from './stored-outcome';

/** What the context read is asked: the token's session and person, the scanned event and sport, the scan id. */
export interface CheckInContextQuery {
  tenantId: number;
  sessionId: string;
  userId: number;
  eventId: number;
  sportId: number;
  scanId: string | null;
  now: Date;
}

/**
 * The reads and writes the check-in service needs, and nothing else (issue 35): the port its rules
 * are tested through. Production: `checkInStoreOn(db)` in check-in.repository.ts, whose statements
 * keep the atomic claims (unique indexes, `on conflict do nothing`); tests of the rules use the
 * in-memory `FakeCheckInStore` (fake-check-in-store.testing.ts).
 */
export interface CheckInStore {
  /** Everything one decision needs, in one read (see `readCheckInContext`). */
  readContext(query: CheckInContextQuery): Promise<CheckInContext>;
  /** The missing records, and, when all were inserted, the scan log entry and the stored answer (see `recordScans`). */
  recordScan(write: AttendanceWrite, entry: ScanLogEntry, reply: StoredCheckInOutcome): Promise<ScanWriteResult>;
  /** Today's records of these categories (those a racing call wrote), by category id. */
  readAttendanceTimes(query: {
    userId: number;
    eventDay: string;
    direction: 'check-in' | 'check-out';
    eventSportCategoryIds: number[];
  }): Promise<Map<number, string>>;
  /** Logs the scan and stores its answer; when a racing call of the same scan id stored first, returns that answer. */
  logScanAndStoreReply(entry: ScanLogEntry, reply: StoredCheckInOutcome): Promise<StoredCheckInOutcome | undefined>;
  /** The answer stored under a scan id. */
  readStoredReply(userId: number, scanId: string): Promise<StoredCheckInOutcome | undefined>;
}
