import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { definePreparedQuery } from '../../db/prepared';
import { StatementBatcher } from '../../db/statement-batcher';
import { issueCheckInCouponsSql } from '../coupons';
import type { CheckInContextQuery, CheckInStore } from './check-in-store';

/** A category of the scanned sport at the scanned event, as seen by the scanning person. */
export interface CategoryView {
  id: number;
  categoryName: string;
  venue: string;
  isRegistered: boolean;
  teamId: number | null;
  teamName: string | null;
  /** Time of today's live (not undone) check-in of this person in this category, if any. */
  checkedInAt: string | null;
  /** Time of today's live check-out of this person in this category, if any. */
  checkedOutAt: string | null;
}

/** The scanning person, as the user card shows them. */
export interface CheckInPerson {
  id: number;
  name: string | null;
  phone: string;
  email: string | null;
}

/** Everything one check-in decision needs, read in one round trip. */
export interface CheckInContext {
  /** The person of the token's session; null when that session is revoked, expired or not theirs (401). */
  person: CheckInPerson | null;
  event: {
    id: number;
    name: string;
    timeZone: string;
    startsOn: string;
    endsOn: string;
    opensAt: string;
    closesAt: string;
    codeSecret: string;
    rotatingCodesRequired: boolean;
    offlineScansAccepted: boolean;
    offlineAllowanceMinutes: number;
  } | null;
  sport: { id: number; name: string } | null;
  companyName: string | null;
  categories: CategoryView[];
  replay: { statusCode: number; reply: Record<string, unknown> } | null;
}

interface ContextRow extends Record<string, unknown> {
  person: CheckInPerson | null;
  eventId: number | null;
  eventName: string;
  timeZone: string;
  startsOn: string;
  endsOn: string;
  opensAt: string;
  closesAt: string;
  codeSecret: string;
  rotatingCodesRequired: boolean;
  offlineScansAccepted: boolean;
  offlineAllowanceMinutes: number;
  sportId: number | null;
  sportName: string;
  companyName: string | null;
  replay: { statusCode: number; reply: Record<string, unknown> } | null;
  categories: CategoryView[];
}

const intArray = (values: number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/** The context read's statement (see `readCheckInContext`). */
const checkInContextQuery = definePreparedQuery<
  { userId: number; scanId: string | null; now: string; sessionId: string; tenantId: number; eventId: number; sportId: number },
  ContextRow
>(
  (param) => sql`
      select
        case when pu.id is null then null
          else json_build_object('id', pu.id, 'name', pu.name, 'phone', pu.phone, 'email', pu.email) end as "person",
        e.id as "eventId", e.name as "eventName", e.time_zone as "timeZone",
        e.starts_on::text as "startsOn", e.ends_on::text as "endsOn",
        e.check_in_opens_at as "opensAt", e.check_in_closes_at as "closesAt",
        e.code_secret as "codeSecret", e.rotating_codes_required as "rotatingCodesRequired",
        e.offline_scans_accepted as "offlineScansAccepted", e.offline_allowance_minutes as "offlineAllowanceMinutes",
        s.id as "sportId", s.name as "sportName",
        (select c.name from companies c where c.id = pu.company_id) as "companyName",
        (select json_build_object('statusCode', r.status_code, 'reply', r.reply) from check_in_replies r
          where r.user_id = ${param('userId')} and r.scan_id = ${param('scanId')}::uuid) as "replay",
        coalesce((
          select json_agg(json_build_object(
            'id', esc.id, 'categoryName', sc.name, 'venue', v.name,
            'isRegistered', reg.id is not null, 'teamId', t.id, 'teamName', t.name,
            'checkedInAt', a.recorded_at, 'checkedOutAt', out.recorded_at
          ) order by esc.id)
          from event_sport_categories esc
          join sport_categories sc on sc.id = esc.sport_category_id
          join venues v on v.id = esc.venue_id
          left join registrations reg on reg.event_sport_category_id = esc.id and reg.user_id = ${param('userId')} and reg.status = 'confirmed'
          left join teams t on t.id = reg.team_id
          left join attendance a on a.user_id = ${param('userId')} and a.event_sport_category_id = esc.id and a.direction = 'check-in'
            and a.undone_at is null and a.event_day = (${param('now')}::timestamptz at time zone e.time_zone)::date
          left join attendance out on out.user_id = ${param('userId')} and out.event_sport_category_id = esc.id and out.direction = 'check-out'
            and out.undone_at is null and out.event_day = (${param('now')}::timestamptz at time zone e.time_zone)::date
          where esc.event_id = e.id and esc.sport_id = s.id
        ), '[]'::json) as "categories"
      from (values (1)) as one(x)
      left join sessions se on se.id = ${param('sessionId')}::uuid and se.user_id = ${param('userId')} and se.tenant_id = ${param('tenantId')}
        and se.revoked_at is null and se.expires_at > ${param('now')}::timestamptz
      left join users pu on pu.id = se.user_id
      left join events e on e.id = ${param('eventId')} and e.tenant_id = ${param('tenantId')}
      left join sports s on s.id = ${param('sportId')} and s.tenant_id = e.tenant_id
    `,
);

/**
 * Reads the session the token names with its person (the rules of session.repository.ts
 * `findLiveSession`: that id, user and tenant, not revoked, not expired at `now`), the event (of
 * this tenant only), the sport, the person's company, the stored answer of this scan id, and the
 * sport's categories at the event with the person's registration, team and today's live check-in
 * and check-out (today in the event's time zone, from `now`). The session check rides along here
 * so that a check-in costs one round trip less.
 */
export async function readCheckInContext(db: Database, input: CheckInContextQuery): Promise<CheckInContext> {
  const result = await checkInContextQuery.execute(db, {
    userId: input.userId,
    scanId: input.scanId,
    now: input.now.toISOString(),
    sessionId: input.sessionId,
    tenantId: input.tenantId,
    eventId: input.eventId,
    sportId: input.sportId,
  });
  const row = result.rows[0]!;
  return {
    person: row.person,
    event:
      row.eventId === null
        ? null
        : {
            id: row.eventId,
            name: row.eventName,
            timeZone: row.timeZone,
            startsOn: row.startsOn,
            endsOn: row.endsOn,
            opensAt: row.opensAt,
            closesAt: row.closesAt,
            codeSecret: row.codeSecret,
            rotatingCodesRequired: row.rotatingCodesRequired,
            offlineScansAccepted: row.offlineScansAccepted,
            offlineAllowanceMinutes: row.offlineAllowanceMinutes,
          },
    sport: row.sportId === null ? null : { id: row.sportId, name: row.sportName },
    companyName: row.companyName,
    replay: row.replay,
    categories: row.categories.map((category) => ({
      ...category,
      checkedInAt: category.checkedInAt ? new Date(category.checkedInAt).toISOString() : null,
      checkedOutAt: category.checkedOutAt ? new Date(category.checkedOutAt).toISOString() : null,
    })),
  };
}

export interface AttendanceTarget {
  eventSportCategoryId: number;
  type: 'participant' | 'visitor';
}

export interface RecordedAttendance {
  eventSportCategoryId: number;
  recordedAt: string;
  isNew: boolean;
}

export interface AttendanceWrite {
  tenantId: number;
  eventId: number;
  userId: number;
  eventDay: string;
  direction: 'check-in' | 'check-out';
  scanId: string | null;
  now: Date;
  /** Queued on the device without network (the record is marked 'offline' for staff). */
  isOffline: boolean;
  /** The records the context read found missing: each is inserted now, unless a racing call did first. */
  targets: AttendanceTarget[];
}

/** One scan's write: its missing records, its scan log entry and the answer to store under its scan id. */
export interface ScanWrite {
  write: AttendanceWrite;
  entry: ScanLogEntry;
  reply: { statusCode: number; body: unknown };
}

export interface ScanWriteResult {
  insertedIds: number[];
  complete: boolean;
  stored: boolean;
}

/**
 * The statement of `recordScans`. Its text is the same for every batch (the data travels as two
 * JSON parameters), so it is one prepared statement with one cached plan.
 */
const recordScansQuery = definePreparedQuery<
  { items: string; targets: string },
  { ord: number; insertedIds: number[]; complete: boolean; stored: boolean }
>(
  (param) => sql`
      with items as (
        select * from jsonb_to_recordset(${param('items')}::jsonb) as i(
          ord int, tenant_id int, event_id int, user_id int, event_day date, direction text, scan_id uuid, at timestamptz,
          target_count int, sport_id int, venue text, outcome text,
          reason text, device text, code_at timestamptz, device_scanned_at timestamptz, is_offline boolean, status_code int, reply jsonb)
      ), targets as (
        select * from jsonb_to_recordset(${param('targets')}::jsonb) as t(ord int, esc int, type text)
      ), inserted as (
        insert into attendance (tenant_id, event_id, user_id, event_sport_category_id, event_day, attendance_type, direction, method, scan_id, recorded_at, is_offline)
        select i.tenant_id, i.event_id, i.user_id, t.esc, i.event_day, t.type, i.direction, 'scan', i.scan_id, i.at, i.is_offline
        from targets t join items i on i.ord = t.ord
        on conflict (user_id, event_sport_category_id, event_day, direction) do update set
          attendance_type = excluded.attendance_type, method = excluded.method, recorded_by_user_id = null, reason = null,
          scan_id = excluded.scan_id, recorded_at = excluded.recorded_at, is_offline = excluded.is_offline, undone_at = null, undone_by_user_id = null, undo_reason = null
        where attendance.undone_at is not null
        returning id, user_id, event_sport_category_id, direction
      ), coupons_issued as (
        -- The tenant's 'check-in' coupons for the new check-in records (once per person and event day), in this same statement.
        ${issueCheckInCouponsSql({
          from: sql`inserted rec join items ci on ci.user_id = rec.user_id and rec.direction = 'check-in'`,
          tenantId: sql`ci.tenant_id`,
          userId: sql`rec.user_id`,
          eventId: sql`ci.event_id`,
          eventDay: sql`ci.event_day`,
          at: sql`ci.at`,
        })}
      ), recorded as (
        select i.ord, i.user_id, i.target_count,
          array(select rec.event_sport_category_id from inserted rec where rec.user_id = i.user_id) as inserted_ids
        from items i
      ), results as (
        select ord, user_id, inserted_ids, cardinality(inserted_ids) = target_count as ok from recorded
      ), stored as (
        insert into check_in_replies (user_id, scan_id, status_code, reply, created_at)
        select i.user_id, i.scan_id, i.status_code, i.reply, i.at from items i join results r on r.ord = i.ord
        where i.scan_id is not null and r.ok
        on conflict (user_id, scan_id) do nothing
        returning user_id
      ), logged as (
        insert into scan_log (tenant_id, user_id, event_id, sport_id, venue, scan_id, outcome, reason, device, at, code_at, device_scanned_at, is_offline)
        select i.tenant_id, i.user_id, i.event_id, i.sport_id, i.venue, i.scan_id, i.outcome, i.reason, i.device, i.at,
          i.code_at, i.device_scanned_at, i.is_offline
        from items i join results r on r.ord = i.ord
        where r.ok and (i.scan_id is null or exists (select 1 from stored s where s.user_id = i.user_id))
      )
      select r.ord, r.inserted_ids as "insertedIds", r.ok as "complete", exists (select 1 from stored s where s.user_id = r.user_id) as "stored"
      from results r
    `,
);

/**
 * The whole write of one or more scans in one statement (a single statement is atomic, so no BEGIN
 * and COMMIT round trips). For each scan: inserts its missing attendance records, and, only when
 * every one of them was inserted (the answer computed from the context read holds), logs the scan
 * and stores the answer under its scan id. The unique index (person, category, day, direction)
 * turns a double record into "do nothing", however many calls race (a record staff undid comes
 * back to life instead, as the staff console's own check-in does); a racing call's record leaves
 * the log and the answer unwritten, and the caller answers from the actual records
 * (`readAttendanceTimes`) and writes them with `logScanAndStoreReply`. `stored` is false also when
 * a racing call of the same scan id stored its answer first (`readStoredReply` has it).
 *
 * The scans of one statement belong to different people (ScanRecorder batches them so): a row
 * written here is matched to its scan by its user id. The scan log row takes its tenant, person
 * and event from `write` (the same as `entry`'s), and the rest from `entry`.
 */
export async function recordScans(db: Database, scans: ScanWrite[]): Promise<ScanWriteResult[]> {
  const items = scans.map(({ write, entry, reply }, ord) => ({
    ord,
    tenant_id: write.tenantId,
    event_id: write.eventId,
    user_id: write.userId,
    event_day: write.eventDay,
    direction: write.direction,
    scan_id: write.scanId,
    at: write.now.toISOString(),
    target_count: write.targets.length,
    sport_id: entry.sportId,
    venue: entry.venue,
    outcome: entry.outcome,
    reason: entry.reason,
    device: entry.device,
    code_at: entry.codeAt?.toISOString() ?? null,
    device_scanned_at: entry.deviceScannedAt?.toISOString() ?? null,
    is_offline: write.isOffline,
    status_code: reply.statusCode,
    reply: reply.body,
  }));
  const targets = scans.flatMap(({ write }, ord) =>
    write.targets.map((target) => ({ ord, esc: target.eventSportCategoryId, type: target.type })),
  );
  const result = await recordScansQuery.execute(db, { items: JSON.stringify(items), targets: JSON.stringify(targets) });
  const byOrd = new Map(result.rows.map((row) => [row.ord, row]));
  return scans.map((_, ord) => {
    const row = byOrd.get(ord)!;
    return { insertedIds: row.insertedIds, complete: row.complete, stored: row.stored };
  });
}

/**
 * Scan writes of concurrent check-ins, batched (db/statement-batcher.ts): on an idle server each
 * goes alone at once; under load the writes that arrive while earlier ones are on their way share
 * one statement. Two scans of the same person never share one (their rows could collide).
 */
export class ScanRecorder {
  private readonly batcher: StatementBatcher<ScanWrite, ScanWriteResult>;

  constructor(db: Database) {
    this.batcher = new StatementBatcher({
      runBatch: (scans) => recordScans(db, scans),
      maxBatchSize: 64,
      maxInFlight: 3,
      keyOf: (scan) => scan.write.userId,
    });
  }

  record(write: AttendanceWrite, entry: ScanLogEntry, reply: { statusCode: number; body: unknown }): Promise<ScanWriteResult> {
    return this.batcher.submit({ write, entry, reply });
  }
}

/** Today's records of the given categories (those a racing call wrote), by category id. */
export async function readAttendanceTimes(
  db: Database,
  input: { userId: number; eventDay: string; direction: 'check-in' | 'check-out'; eventSportCategoryIds: number[] },
): Promise<Map<number, string>> {
  const result = await db.execute<{ eventSportCategoryId: number; recordedAt: string | Date }>(sql`
    select event_sport_category_id as "eventSportCategoryId", recorded_at as "recordedAt" from attendance
    where user_id = ${input.userId} and event_day = ${input.eventDay}::date and direction = ${input.direction}
      and event_sport_category_id = any(${intArray(input.eventSportCategoryIds)}::int[])
  `);
  return new Map(result.rows.map((row) => [row.eventSportCategoryId, new Date(row.recordedAt).toISOString()]));
}

export interface ScanLogEntry {
  tenantId: number;
  userId: number;
  eventId: number;
  sportId: number;
  venue: string;
  scanId: string | null;
  outcome: 'recorded' | 'already' | 'categories' | 'refused';
  reason: string | null;
  device: string | null;
  now: Date;
  /** A rotating code's signed time; the device's claimed scan time; queued offline (issue 13). */
  codeAt: Date | null;
  deviceScannedAt: Date | null;
  isOffline: boolean;
}

/**
 * Logs the scan and, when it has a scan id, stores its answer for replays, in one statement. When
 * a racing call with the same scan id stored its answer first, nothing is written and that answer
 * is returned instead, so every call of one scan gets the same answer.
 */
export async function logScanAndStoreReply(
  db: Database,
  entry: ScanLogEntry,
  reply: { statusCode: number; body: unknown },
): Promise<{ statusCode: number; body: unknown } | undefined> {
  const at = entry.now.toISOString();
  const codeAt = entry.codeAt?.toISOString() ?? null;
  const deviceScannedAt = entry.deviceScannedAt?.toISOString() ?? null;
  if (!entry.scanId) {
    await db.execute(sql`
      insert into scan_log (tenant_id, user_id, event_id, sport_id, venue, scan_id, outcome, reason, device, at, code_at, device_scanned_at, is_offline)
      values (${entry.tenantId}, ${entry.userId}, ${entry.eventId}, ${entry.sportId}, ${entry.venue}, null, ${entry.outcome},
        ${entry.reason}, ${entry.device}, ${at}::timestamptz, ${codeAt}::timestamptz, ${deviceScannedAt}::timestamptz, ${entry.isOffline})
    `);
    return undefined;
  }
  const result = await db.execute<{ stored: boolean }>(sql`
    with stored as (
      insert into check_in_replies (user_id, scan_id, status_code, reply, created_at)
      values (${entry.userId}, ${entry.scanId}::uuid, ${reply.statusCode}, ${JSON.stringify(reply.body)}::jsonb, ${at}::timestamptz)
      on conflict (user_id, scan_id) do nothing
      returning 1
    ), logged as (
      insert into scan_log (tenant_id, user_id, event_id, sport_id, venue, scan_id, outcome, reason, device, at, code_at, device_scanned_at, is_offline)
      select ${entry.tenantId}, ${entry.userId}, ${entry.eventId}, ${entry.sportId}, ${entry.venue}, ${entry.scanId}::uuid, ${entry.outcome},
        ${entry.reason}, ${entry.device}, ${at}::timestamptz, ${codeAt}::timestamptz, ${deviceScannedAt}::timestamptz, ${entry.isOffline}
      where exists (select 1 from stored)
    )
    select exists (select 1 from stored) as stored
  `);
  if (result.rows[0]?.stored) return undefined;
  return readStoredReply(db, entry.userId, entry.scanId);
}

/** The answer stored under a scan id (by the call of that scan that stored first). */
export async function readStoredReply(
  db: Database,
  userId: number,
  scanId: string,
): Promise<{ statusCode: number; body: unknown } | undefined> {
  const earlier = await db.execute<{ statusCode: number; reply: unknown }>(sql`
    select status_code as "statusCode", reply from check_in_replies where user_id = ${userId} and scan_id = ${scanId}::uuid
  `);
  const row = earlier.rows[0];
  return row ? { statusCode: row.statusCode, body: row.reply } : undefined;
}

/** The check-in service's store on this database: these statements, with one scan batcher (`ScanRecorder`). */
export function checkInStoreOn(db: Database): CheckInStore {
  const scans = new ScanRecorder(db);
  return {
    readContext: (query) => readCheckInContext(db, query),
    recordScan: (write, entry, reply) => scans.record(write, entry, reply),
    readAttendanceTimes: (query) => readAttendanceTimes(db, query),
    logScanAndStoreReply: (entry, reply) => logScanAndStoreReply(db, entry, reply),
    readStoredReply: (userId, scanId) => readStoredReply(db, userId, scanId),
  };
}
