/**
 * The bare check-in handler `npm run bench:checkin` holds Podium's check-in to (issue 34): plain
 * `fastify` and `pg`, no Podium plugin or module, doing the same database work per check-in as
 * POST /api/user/checkin/verify does for a registered participant at their venue:
 * - the session token verified with fast-jwt (HS256, issuer, audience, expiry; the same secret);
 * - the tenant found by host name, cached for 5 s (as TenantResolver does);
 * - the context read with the session check, and the one write statement (attendance, check-in
 *   coupons, scan log, stored answer): the SQL text of check-in.repository.ts, copied verbatim,
 *   as named prepared statements, with writes of concurrent people sharing a statement exactly as
 *   Podium's ScanRecorder does (up to 3 on their way, up to 64 per statement, one per person);
 * - the same JSON answer (check-in.presenter.ts's shape), stored under the scan id.
 * What it leaves out (the bench never needs these): visitors, check-out, rotating codes, offline
 * scans, replays of a scan id, racing writes, retrying a failed batch item by item, and logging or
 * storing refusals; such a call is answered 400 or with a bare refusal. Logging is off (Fastify's `logger: false`); Podium runs
 * its check-in route at `warn`, so neither writes a line per successful check-in.
 *
 * Environment: DATABASE_URL, DATABASE_POOL_SIZE (20), PORT, HOST, SESSION_SECRET.
 */
import { createVerifier } from 'fast-jwt';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
pool.on('error', () => undefined);

const verifyToken = createVerifier({
  key: Buffer.from(new TextEncoder().encode(process.env.SESSION_SECRET ?? '')),
  algorithms: ['HS256'],
  allowedIss: 'podium',
  allowedAud: 'podium-session',
  requiredClaims: ['sub', 'sid', 'tid', 'exp'],
  ignoreExpiration: true,
  ignoreNotBefore: true,
}) as (token: string) => Record<string, unknown>;

function readClaims(authorization: string | undefined): { sessionId: string; userId: number; tenantId: number } | undefined {
  if (!authorization?.startsWith('Bearer ')) return undefined;
  let payload: Record<string, unknown>;
  try {
    payload = verifyToken(authorization.slice(7));
  } catch {
    return undefined;
  }
  const nowSeconds = Date.now() / 1000;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return undefined;
  const userId = Number(payload.sub);
  if (typeof payload.sid !== 'string' || typeof payload.tid !== 'number' || !Number.isInteger(userId)) return undefined;
  return { sessionId: payload.sid, userId, tenantId: payload.tid };
}

const tenantsByHost = new Map<string, { id: number; expiresAt: number }>();
async function tenantIdOf(host: string | undefined): Promise<number | undefined> {
  const hostname = (host ?? '').split(',')[0]!.trim().toLowerCase().replace(/:\d+$/, '');
  const cached = tenantsByHost.get(hostname);
  if (cached && cached.expiresAt > Date.now()) return cached.id;
  const { rows } = await pool.query<{ id: number }>(
    'select t.id from tenant_hosts h join tenants t on t.id = h.tenant_id where h.hostname = $1 limit 1',
    [hostname],
  );
  if (!rows[0]) return undefined;
  tenantsByHost.set(hostname, { id: rows[0].id, expiresAt: Date.now() + 5000 });
  return rows[0].id;
}

// check-in.repository.ts readCheckInContext, as Drizzle renders it (same text, same parameters).
const CONTEXT_READ = `
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
        where r.user_id = $1 and r.scan_id = $2::uuid) as "replay",
      coalesce((
        select json_agg(json_build_object(
          'id', esc.id, 'categoryName', sc.name, 'venue', v.name,
          'isRegistered', reg.id is not null, 'teamId', t.id, 'teamName', t.name,
          'checkedInAt', a.recorded_at, 'checkedOutAt', out.recorded_at
        ) order by esc.id)
        from event_sport_categories esc
        join sport_categories sc on sc.id = esc.sport_category_id
        join venues v on v.id = esc.venue_id
        left join registrations reg on reg.event_sport_category_id = esc.id and reg.user_id = $3 and reg.status = 'confirmed'
        left join teams t on t.id = reg.team_id
        left join attendance a on a.user_id = $4 and a.event_sport_category_id = esc.id and a.direction = 'check-in'
          and a.undone_at is null and a.event_day = ($5::timestamptz at time zone e.time_zone)::date
        left join attendance out on out.user_id = $6 and out.event_sport_category_id = esc.id and out.direction = 'check-out'
          and out.undone_at is null and out.event_day = ($7::timestamptz at time zone e.time_zone)::date
        where esc.event_id = e.id and esc.sport_id = s.id
      ), '[]'::json) as "categories"
    from (values (1)) as one(x)
    left join sessions se on se.id = $8::uuid and se.user_id = $9 and se.tenant_id = $10
      and se.revoked_at is null and se.expires_at > $11::timestamptz
    left join users pu on pu.id = se.user_id
    left join events e on e.id = $12 and e.tenant_id = $13
    left join sports s on s.id = $14 and s.tenant_id = e.tenant_id
  `;

// check-in.repository.ts recordScans with coupons/check-in-coupons.repository.ts, as Drizzle renders it.
const SCAN_WRITE = `
    with items as (
      select * from jsonb_to_recordset($1::jsonb) as i(
        ord int, tenant_id int, event_id int, user_id int, event_day date, direction text, scan_id uuid, at timestamptz,
        target_count int, sport_id int, venue text, outcome text,
        reason text, device text, code_at timestamptz, device_scanned_at timestamptz, is_offline boolean, status_code int, reply jsonb)
    ), targets as (
      select * from jsonb_to_recordset($2::jsonb) as t(ord int, esc int, type text)
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
      
    insert into coupons (tenant_id, user_id, rule_key, code, title, partner, value, expires_at, created_at)
    select distinct on (rec.user_id, r.id)
      ci.tenant_id, rec.user_id, 'rule:' || r.id || ':' || ci.event_id || ':' || to_char(ci.event_day, 'YYYY-MM-DD'),
      (select string_agg(substr($3, 1 + get_byte(uuid_send(g.u), (array[0,1,2,3,4,5,9,10,11,12])[n + 1]) % 31, 1), '' order by n)
        from (select gen_random_uuid() as u) g, generate_series(0, 9 + 0 * r.id + 0 * rec.id) n),
      r.title, r.partner, r.value,
      case when r.valid_days is null then null else ci.at + r.valid_days * interval '1 day' end,
      ci.at
    from inserted rec join items ci on ci.user_id = rec.user_id and rec.direction = 'check-in'
    join coupon_rules r on r.tenant_id = ci.tenant_id and r.trigger = 'check-in' and r.is_active
    on conflict (user_id, rule_key) do nothing
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
  `;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

interface Category {
  id: number;
  categoryName: string;
  venue: string;
  isRegistered: boolean;
  teamId: number | null;
  teamName: string | null;
  checkedInAt: string | null;
}
interface ScanItem {
  user_id: number;
  [column: string]: unknown;
}
interface Pending {
  item: ScanItem;
  targets: { esc: number; type: string }[];
  resolve: (complete: boolean) => void;
  reject: (error: unknown) => void;
}

// The natural batching of db/statement-batcher.ts, inlined: up to 3 writes on their way; the
// writes that arrive meanwhile go together (up to 64, one per person) when one comes back.
let waiting: Pending[] = [];
let inFlight = 0;
function submitWrite(item: ScanItem, targets: { esc: number; type: string }[]): Promise<boolean> {
  return new Promise((resolve, reject) => {
    waiting.push({ item, targets, resolve, reject });
    flushWrites();
  });
}
function flushWrites(): void {
  while (inFlight < 3 && waiting.length > 0) {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const users = new Set<number>();
    for (const pending of waiting) {
      if (batch.length < 64 && !users.has(pending.item.user_id)) {
        users.add(pending.item.user_id);
        batch.push(pending);
      } else rest.push(pending);
    }
    waiting = rest;
    inFlight += 1;
    void runWrites(batch).finally(() => {
      inFlight -= 1;
      flushWrites();
    });
  }
}
async function runWrites(batch: Pending[]): Promise<void> {
  const items = batch.map((pending, ord) => ({ ...pending.item, ord }));
  const targets = batch.flatMap((pending, ord) => pending.targets.map((target) => ({ ord, ...target })));
  try {
    const { rows } = await pool.query<{ ord: number; complete: boolean }>({
      name: 'bare_scan_write',
      text: SCAN_WRITE,
      values: [JSON.stringify(items), JSON.stringify(targets), CODE_ALPHABET],
    });
    const byOrd = new Map(rows.map((row) => [row.ord, row.complete]));
    batch.forEach((pending, ord) => pending.resolve(byOrd.get(ord) ?? false));
  } catch (error) {
    for (const pending of batch) pending.reject(error);
  }
}

const eventDayFormatters = new Map<string, Intl.DateTimeFormat>();
function eventDayOf(now: Date, timeZone: string): string {
  let formatter = eventDayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    eventDayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const refuse = (error: string, message: string) => ({ success: false, message, error });

const app = Fastify({ logger: false });
app.get('/api/ready', async () => ({ ready: true }));
app.post('/api/user/checkin/verify', async (request, reply) => {
  const body = request.body as Record<string, unknown> | null;
  const { eventId, sportId, venue, scanId, device } = body ?? {};
  if (
    !isId(eventId) ||
    !isId(sportId) ||
    typeof venue !== 'string' ||
    venue.trim() === '' ||
    venue.length > 200 ||
    (scanId !== undefined && (typeof scanId !== 'string' || !UUID.test(scanId))) ||
    (device !== undefined && (typeof device !== 'string' || device.length > 200)) ||
    body!.isVisitor !== undefined ||
    body!.eventSportCategoryIds !== undefined ||
    body!.direction !== undefined ||
    body!.codeStep !== undefined
  ) {
    return reply.code(400).send(refuse('VALIDATION_FAILED', 'The bare handler takes a participant check-in only.'));
  }
  const tenantId = await tenantIdOf(request.headers.host);
  if (tenantId === undefined) return reply.code(404).send(refuse('TENANT_NOT_FOUND', 'No site here.'));
  const claims = readClaims(request.headers.authorization);
  if (!claims || claims.tenantId !== tenantId)
    return reply.code(401).send(refuse('UNAUTHENTICATED', 'Session expired. Please login again.'));

  const now = new Date();
  const at = now.toISOString();
  const { userId } = claims;
  const { rows } = await pool.query({
    name: 'bare_context_read',
    text: CONTEXT_READ,
    values: [userId, scanId ?? null, userId, userId, at, userId, at, claims.sessionId, userId, tenantId, at, eventId, tenantId, sportId],
  });
  const context = rows[0];
  if (!context.person) return reply.code(401).send(refuse('UNAUTHENTICATED', 'Session expired. Please login again.'));
  if (context.eventId === null || context.sportId === null) return reply.code(404).send(refuse('EVENT_NOT_FOUND', 'Event not found.'));
  const atVenue = (context.categories as Category[]).filter(
    (category) => category.isRegistered && category.venue.trim().toLowerCase() === venue.trim().toLowerCase(),
  );
  if (atVenue.length === 0) return reply.code(409).send(refuse('WRONG_VENUE', 'Not registered at this venue.'));
  const eventDay = eventDayOf(now, context.timeZone);

  const user = { name: context.person.name, phone: context.person.phone, company: context.companyName, email: context.person.email };
  const data = atVenue.map((category) => ({
    eventSportCategoryId: category.id,
    event: {
      eventName: context.eventName,
      venue: category.venue,
      sport: { name: context.sportName },
      sportCategory: { name: category.categoryName },
    },
    attendance: {
      timestamp: category.checkedInAt ? new Date(category.checkedInAt).toISOString() : at,
      type: 'participant',
      direction: 'check-in',
      alreadyCheckedIn: category.checkedInAt !== null,
      previousCheckInTime: category.checkedInAt ? new Date(category.checkedInAt).toISOString() : null,
    },
    team: category.teamId !== null && category.teamName !== null ? { teamName: category.teamName, teamId: category.teamId } : null,
    user,
  }));
  const isAlready = data.every((item) => item.attendance.alreadyCheckedIn);
  const answer = {
    success: true,
    message: isAlready ? 'You are already checked in.' : 'Attendance marked successfully',
    user,
    userType: 'Participant',
    alreadyCheckedIn: isAlready,
    previousCheckInTime: isAlready ? data.map((item) => item.attendance.timestamp).sort()[0]! : null,
    data,
    timeZone: context.timeZone,
  };
  const complete = await submitWrite(
    {
      tenant_id: tenantId,
      event_id: context.eventId,
      user_id: userId,
      event_day: eventDay,
      direction: 'check-in',
      scan_id: scanId ?? null,
      at,
      target_count: atVenue.filter((category) => category.checkedInAt === null).length,
      sport_id: context.sportId,
      venue,
      outcome: isAlready ? 'already' : 'recorded',
      reason: null,
      device: device ?? request.headers['user-agent']?.slice(0, 200) ?? null,
      code_at: null,
      device_scanned_at: null,
      is_offline: false,
      status_code: 200,
      reply: answer,
    },
    atVenue.filter((category) => category.checkedInAt === null).map((category) => ({ esc: category.id, type: 'participant' })),
  );
  // Podium rereads the records a racing call wrote; the bench's calls never race (one per person).
  if (!complete) return reply.code(409).send(refuse('RACED', 'A racing call recorded this check-in first.'));
  return answer;
});

await app.listen({ port: Number(process.env.PORT ?? 4391), host: process.env.HOST ?? '127.0.0.1' });
const close = () => void app.close().then(() => pool.end().then(() => process.exit(0)));
process.once('SIGTERM', close);
process.once('SIGINT', close);
