/**
 * `npm run bench:checkin`: check-in throughput and latency against PostgreSQL.
 *
 * 1. A throwaway PostgreSQL (scripts/with-throwaway-postgres.mjs) unless TEST_DATABASE_URL is set;
 *    a fresh database with the demo seed and BENCH_USERS registered participants holding real
 *    session tokens.
 * 2. Ceiling: pgbench runs the same database work as one check-in (the context read with the
 *    session check, then the one write statement: attendance, coupons, scan log, stored answer)
 *    with 50 clients.
 * 3. The real server (apps/api/src/main.ts, its own process) under autocannon with 50
 *    connections: check-ins per second, and the ratio to the ceiling.
 * 4. Open loop at BENCH_RATE (500) check-ins per second: p50/p99 latency measured from each
 *    request's scheduled start (no coordinated omission).
 * 5. The same load (3 and 4) on a bare handler (bench/bare-checkin-server.ts: plain Fastify and pg,
 *    the same database work), and Podium's throughput as a ratio of the bare handler's.
 * Everything runs on loopback on this machine; figures go to stdout (docs/benchmarks.md keeps them).
 * BENCH_USERS, BENCH_SECONDS, BENCH_RATE, BENCH_PORT change the sizes; BENCH_CPU_PROF=DIR profiles both servers (DIR/podium, DIR/bare).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  cpuSeconds,
  createBenchDatabase,
  dropBenchDatabase,
  pgBin,
  postgresCpuMeter,
  prepareParticipants,
  rerunWithThrowawayPostgres,
  startBareServer,
  startBenchServer,
  type Fixture,
} from './bench-fixture';

const USERS = Number(process.env.BENCH_USERS ?? 40_000);
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const OPEN_LOOP_RATE = Number(process.env.BENCH_RATE ?? 500);
const PORT = Number(process.env.BENCH_PORT ?? 4390);

/** The answer the server stores for a scan id, as large as a real one (quotes doubled for SQL). */
const BENCH_REPLY = JSON.stringify({
  success: true,
  message: 'Attendance marked successfully',
  user: { name: 'Bench Person 12345', phone: '8000012345', company: null, email: null },
  userType: 'Participant',
  alreadyCheckedIn: false,
  previousCheckInTime: null,
  data: [
    {
      eventSportCategoryId: 1,
      event: {
        eventName: 'Corporate Olympics 2026',
        venue: 'Main Ground',
        sport: { name: 'Football' },
        sportCategory: { name: "Men's Open" },
      },
      attendance: {
        timestamp: '2026-11-21T10:00:00.000Z',
        type: 'participant',
        direction: 'check-in',
        alreadyCheckedIn: false,
        previousCheckInTime: null,
      },
      team: { teamName: 'Acme Corp FC', teamId: 1 },
      user: { name: 'Bench Person 12345', phone: '8000012345', company: null, email: null },
    },
  ],
});
/** The same answer as SQL: base64 text, since pgbench -M prepared takes any ':word' (JSON has many) for a variable. */
const BENCH_REPLY_SQL = `convert_from(decode('${Buffer.from(BENCH_REPLY).toString('base64')}', 'base64'), 'utf8')::jsonb`;

if (!process.env.TEST_DATABASE_URL) rerunWithThrowawayPostgres();

async function resetAttendance(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Today's rows only: yesterday's history (bench-fixture.ts) stays, and so do statistics that
  // describe tables with rows in them.
  await client.query(`delete from attendance where recorded_at > now() - interval '12 hours'`);
  await client.query(`delete from check_in_replies where created_at > now() - interval '12 hours'`);
  await client.query(`delete from scan_log where at > now() - interval '12 hours'`);
  await client.query('vacuum analyze attendance, scan_log, check_in_replies');
  await client.end();
}

/**
 * The database work of one participant check-in, as the server issues it (see
 * check-in.repository.ts): the context read that also checks the session, and the one statement
 * that writes the attendance, the check-in coupons, the scan log and the stored answer. Two
 * statements, no transaction. (The session is found by user here, by id in the server.)
 */
function pgbenchScript(fixture: Fixture): string {
  return `\\set uid random(${fixture.minUserId}, ${fixture.maxUserId})
select case when pu.id is null then null else json_build_object('id', pu.id, 'name', pu.name, 'phone', pu.phone, 'email', pu.email) end, e.id, e.name, e.time_zone, e.starts_on::text, e.ends_on::text, e.check_in_opens_at, e.check_in_closes_at, e.code_secret, e.rotating_codes_required, s.id, s.name, (select c.name from companies c where c.id = pu.company_id), (select json_build_object('statusCode', r.status_code, 'reply', r.reply) from check_in_replies r where r.user_id = :uid and r.scan_id = gen_random_uuid()), coalesce((select json_agg(json_build_object('id', esc.id, 'categoryName', sc.name, 'venue', v.name, 'isRegistered', reg.id is not null, 'teamId', t.id, 'teamName', t.name, 'checkedInAt', a.recorded_at, 'checkedOutAt', out.recorded_at) order by esc.id) from event_sport_categories esc join sport_categories sc on sc.id = esc.sport_category_id join venues v on v.id = esc.venue_id left join registrations reg on reg.event_sport_category_id = esc.id and reg.user_id = :uid and reg.status = 'confirmed' left join teams t on t.id = reg.team_id left join attendance a on a.user_id = :uid and a.event_sport_category_id = esc.id and a.direction = 'check-in' and a.undone_at is null and a.event_day = (now() at time zone e.time_zone)::date left join attendance out on out.user_id = :uid and out.event_sport_category_id = esc.id and out.direction = 'check-out' and out.undone_at is null and out.event_day = (now() at time zone e.time_zone)::date where esc.event_id = e.id and esc.sport_id = s.id), '[]'::json) from (values (1)) as one(x) left join sessions se on se.user_id = :uid and se.tenant_id = ${fixture.tenantId} and se.revoked_at is null and se.expires_at > now() left join users pu on pu.id = se.user_id left join events e on e.id = ${fixture.eventId} and e.tenant_id = ${fixture.tenantId} left join sports s on s.id = ${fixture.sportId} and s.tenant_id = e.tenant_id;
with inserted as (insert into attendance (tenant_id, event_id, user_id, event_sport_category_id, event_day, attendance_type, direction, method, scan_id, recorded_at) select ${fixture.tenantId}, ${fixture.eventId}, :uid, x.esc, (now() at time zone 'Asia/Kolkata')::date, x.type, 'check-in', 'scan', gen_random_uuid(), now() from (values (${fixture.escId}::int, 'participant'::text)) as x(esc, type) on conflict (user_id, event_sport_category_id, event_day, direction) do update set attendance_type = excluded.attendance_type, method = excluded.method, recorded_by_user_id = null, reason = null, scan_id = excluded.scan_id, recorded_at = excluded.recorded_at, undone_at = null, undone_by_user_id = null, undo_reason = null where attendance.undone_at is not null returning id, event_sport_category_id), coupons_issued as (insert into coupons (tenant_id, user_id, rule_key, code, title, partner, value, expires_at, created_at) select ${fixture.tenantId}, :uid, 'rule:' || r.id || ':' || rec.id, (select string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + get_byte(uuid_send(g.u), (array[0,1,2,3,4,5,9,10,11,12])[n + 1]) % 31, 1), '' order by n) from (select gen_random_uuid() as u) g, generate_series(0, 9 + 0 * r.id + 0 * rec.id) n), r.title, r.partner, r.value, case when r.valid_days is null then null else now() + r.valid_days * interval '1 day' end, now() from inserted rec join coupon_rules r on r.tenant_id = ${fixture.tenantId} and r.trigger = 'check-in' and r.is_active on conflict (user_id, rule_key) do nothing), complete as (select count(*) = 1 as ok from inserted), stored as (insert into check_in_replies (user_id, scan_id, status_code, reply, created_at) select :uid, gen_random_uuid(), 200, ${BENCH_REPLY_SQL}, now() where (select ok from complete) on conflict (user_id, scan_id) do nothing returning 1), logged as (insert into scan_log (tenant_id, user_id, event_id, sport_id, venue, scan_id, outcome, reason, device, at) select ${fixture.tenantId}, :uid, ${fixture.eventId}, ${fixture.sportId}, 'bench', gen_random_uuid(), 'recorded', null, 'bench', now() where (select ok from complete) and exists (select 1 from stored)) select array(select event_sport_category_id from inserted), (select ok from complete), exists (select 1 from stored);
`;
}

/**
 * pgbench's protocol: `simple` (its default) parses and plans every statement each time, as a
 * client without prepared statements does; `prepared` plans once per connection, as the server
 * does (apps/api/src/db/prepared.ts). Both are printed; the prepared one is the strict ceiling.
 */
type PgbenchMode = 'simple' | 'prepared';

function runPgbench(databaseUrl: string, fixture: Fixture, mode: PgbenchMode): { perSecond: number; transactions: number } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'podium-pgbench-'));
  const script = path.join(folder, 'checkin.sql');
  writeFileSync(script, pgbenchScript(fixture));
  const result = spawnSync(
    pgBin('pgbench'),
    ['-n', '-M', mode, '-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION_SECONDS), '-f', script, databaseUrl],
    {
      encoding: 'utf8',
    },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
  if (!match) throw new Error(`pgbench failed:\n${result.stdout}\n${result.stderr}`);
  const failed = /number of failed transactions: (\d+)/.exec(result.stdout)?.[1];
  if (failed && failed !== '0') throw new Error(`pgbench: ${failed} failed transactions\n${result.stdout}`);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(result.stdout)?.[1] ?? 0);
  return { perSecond: Number(match[1]), transactions };
}

function checkInBody(fixture: Fixture): string {
  return JSON.stringify({
    eventId: fixture.eventId,
    sportId: fixture.sportId,
    venue: fixture.venue,
    scanId: randomUUID(),
    device: 'bench',
  });
}

let nextToken = 0;

async function runClosedLoop(fixture: Fixture, durationSeconds: number): Promise<{ perSecond: number; non2xx: number; total: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        path: '/api/user/checkin/verify',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            host: 'localhost',
            authorization: `Bearer ${fixture.tokens[nextToken++ % fixture.tokens.length]}`,
          },
          body: checkInBody(fixture),
        }),
      },
    ],
  });
  return { perSecond: result.requests.average, non2xx: result.non2xx, total: result.requests.total };
}

/** POSTs one check-in; resolves with the status (0 when the connection failed) once the answer is read. */
function sendCheckIn(agent: http.Agent, token: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/user/checkin/verify',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          host: 'localhost',
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** One check-in after another on one connection: the latency of a single call on an idle server. */
async function runSequential(fixture: Fixture, count: number): Promise<{ p50Ms: number; p99Ms: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const status = await sendCheckIn(agent, fixture.tokens[nextToken++ % fixture.tokens.length]!, checkInBody(fixture));
    if (status !== 200) throw new Error(`sequential check-in answered ${status}`);
    latencies.push(performance.now() - started);
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { p50Ms: latencies[Math.floor(count / 2)]!, p99Ms: latencies[Math.min(count - 1, Math.floor(count * 0.99))]! };
}

/** Sends at a fixed rate whatever the answers do; latency counts from each request's scheduled time. */
async function runOpenLoop(
  fixture: Fixture,
  ratePerSecond: number,
): Promise<{ p50Ms: number; p99Ms: number; maxMs: number; sent: number; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = ratePerSecond * DURATION_SECONDS;
  const intervalMs = 1000 / ratePerSecond;
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const scheduled = started + index * intervalMs;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const token = fixture.tokens[(fixture.tokens.length - 1 - index) % fixture.tokens.length]!;
    const body = checkInBody(fixture);
    inFlight.push(
      sendCheckIn(agent, token, body).then((status) => {
        latencies.push(performance.now() - scheduled);
        if (status !== 200) failed += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) => latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))]!;
  return { p50Ms: at(0.5), p99Ms: at(0.99), maxMs: latencies[latencies.length - 1]!, sent: total, failed };
}

async function countAttendance(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(`select count(*)::int as count from attendance where recorded_at > now() - interval '12 hours'`);
  await client.end();
  return rows[0].count;
}

/**
 * Transactions committed in the bench database so far: each statement outside BEGIN is one, so
 * the difference over a phase divided by its calls is statements per check-in (a batched write
 * counts once for all its check-ins). A backend that went idle publishes its counts within 10 s
 * (PostgreSQL 15's PGSTAT_IDLE_INTERVAL), hence the wait.
 */
async function committedTransactions(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const { rows } = await client.query(`select xact_commit::float8 as count from pg_stat_database where datname = current_database()`);
  await client.end();
  return rows[0].count;
}

const adminUrl = process.env.TEST_DATABASE_URL;
const databaseUrl = await createBenchDatabase(adminUrl);
const sessionSecret = randomBytes(32).toString('hex');
console.log(`Preparing ${USERS} participants with session tokens...`);
const fixture = await prepareParticipants(databaseUrl, sessionSecret, USERS);

const loadBefore = os.loadavg();
const postgresCpu = await postgresCpuMeter(databaseUrl);
let postgresCpuBefore = 0;
function measurePgbench(mode: PgbenchMode) {
  console.log(`Ceiling: pgbench -M ${mode}, ${CONNECTIONS} clients, ${DURATION_SECONDS} s, same database work per check-in...`);
  postgresCpuBefore = postgresCpu();
  const pgbenchCpuBefore = cpuSeconds('self', true) - cpuSeconds('self');
  const result = runPgbench(databaseUrl, fixture, mode);
  return {
    ...result,
    postgresMs: ((postgresCpu() - postgresCpuBefore) * 1000) / result.transactions,
    pgbenchMs: ((cpuSeconds('self', true) - cpuSeconds('self') - pgbenchCpuBefore) * 1000) / result.transactions,
  };
}
const simpleCeiling = measurePgbench('simple');
await resetAttendance(databaseUrl);
const ceiling = measurePgbench('prepared');
await resetAttendance(databaseUrl);

/** What one server did under the same load: sequential, closed loop (with CPU per call), open loop. */
async function measureServer(name: string, server: ChildProcess) {
  try {
    // Warm-up: JIT, pool connections and caches in place, then a clean table.
    await runClosedLoop(fixture, 2);
    await resetAttendance(databaseUrl);
    console.log(`${name}: sequential, 200 check-ins one after another...`);
    const sequential = await runSequential(fixture, 200);
    await resetAttendance(databaseUrl);

    console.log(`${name}: autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s...`);
    const transactionsBefore = await committedTransactions();
    postgresCpuBefore = postgresCpu();
    const serverCpuBefore = cpuSeconds(server.pid!);
    const clientCpuBefore = cpuSeconds('self');
    const closed = await runClosedLoop(fixture, DURATION_SECONDS);
    const perCall = (seconds: number) => (seconds * 1000) / closed.total;
    const closedCpu = {
      serverMs: perCall(cpuSeconds(server.pid!) - serverCpuBefore),
      postgresMs: perCall(postgresCpu() - postgresCpuBefore),
      clientMs: perCall(cpuSeconds('self') - clientCpuBefore),
    };
    // Less the first count's own query. Podium's background jobs commit a few too (counted).
    const statementsPerCall = (await committedTransactions()) - transactionsBefore - 1;
    const recorded = await countAttendance(databaseUrl);
    await resetAttendance(databaseUrl);
    console.log(`${name}: open loop, ${OPEN_LOOP_RATE} check-ins/s for ${DURATION_SECONDS} s...`);
    const open = await runOpenLoop(fixture, OPEN_LOOP_RATE);
    await resetAttendance(databaseUrl);
    return { sequential, closed, closedCpu, recorded, open, statementsPerCall: statementsPerCall / closed.total };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** BENCH_CPU_PROF=DIR: each server's profile in its own folder, DIR/podium and DIR/bare. */
const profileDir = (name: string) => (process.env.BENCH_CPU_PROF ? path.join(process.env.BENCH_CPU_PROF, name) : undefined);

try {
  const podium = await measureServer(
    'Podium',
    await startBenchServer({ databaseUrl, sessionSecret, port: PORT, cpuProfileDir: profileDir('podium') }),
  );
  const bare = await measureServer(
    'Bare handler',
    await startBareServer({ databaseUrl, sessionSecret, port: PORT, cpuProfileDir: profileDir('bare') }),
  );
  const loadAfter = os.loadavg();
  const ratio = podium.closed.perSecond / ceiling.perSecond;
  const simpleRatio = podium.closed.perSecond / simpleCeiling.perSecond;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  const closedLine = (result: typeof podium) =>
    `${result.closed.perSecond.toFixed(0)} check-ins/s (${result.closed.total} calls, ${result.closed.non2xx} not 200, ${result.recorded} recorded)`;
  const openLine = (result: typeof podium) =>
    `p50 ${result.open.p50Ms.toFixed(1)} ms, p99 ${result.open.p99Ms.toFixed(1)} ms, max ${result.open.maxMs.toFixed(1)} ms (${result.open.sent} sent, ${result.open.failed} failed)`;
  const cpuLine = (result: typeof podium) =>
    `PostgreSQL ${result.closedCpu.postgresMs.toFixed(2)} ms + server ${result.closedCpu.serverMs.toFixed(2)} ms + autocannon ${result.closedCpu.clientMs.toFixed(2)} ms; ${result.statementsPerCall.toFixed(2)} statements`;
  const lines = [
    '',
    `Check-in benchmark (${os.cpus().length} cores, PostgreSQL ${pgBin('postgres').split('/').at(-3)}, ${USERS} users with real tokens)`,
    `  load average before: ${load(loadBefore)}; after: ${load(loadAfter)} (1, 5, 15 min)`,
    `  pgbench ceiling, -M prepared (${CONNECTIONS} clients): ${ceiling.perSecond.toFixed(0)} check-ins/s`,
    `  pgbench ceiling, -M simple (${CONNECTIONS} clients):   ${simpleCeiling.perSecond.toFixed(0)} check-ins/s`,
    `  HTTP server (autocannon, ${CONNECTIONS} conns):     ${closedLine(podium)}`,
    `  bare handler (autocannon, ${CONNECTIONS} conns):    ${closedLine(bare)}`,
    `  check-in / bare:                          ${(podium.closed.perSecond / bare.closed.perSecond).toFixed(2)}× (target >= 1.00×)`,
    `  ratio to ceiling:                         ${(ratio * 100).toFixed(0)}% of -M prepared, ${(simpleRatio * 100).toFixed(0)}% of -M simple (target >= 50%)`,
    `  open loop ${OPEN_LOOP_RATE}/s, check-in:            ${openLine(podium)} (target p99 < 50 ms)`,
    `  open loop ${OPEN_LOOP_RATE}/s, bare:                ${openLine(bare)}`,
    `  sequential (one at a time), check-in:     p50 ${podium.sequential.p50Ms.toFixed(1)} ms, p99 ${podium.sequential.p99Ms.toFixed(1)} ms`,
    `  sequential (one at a time), bare:         p50 ${bare.sequential.p50Ms.toFixed(1)} ms, p99 ${bare.sequential.p99Ms.toFixed(1)} ms`,
    `  CPU per check-in, pgbench -M prepared:    PostgreSQL ${ceiling.postgresMs.toFixed(2)} ms + pgbench ${ceiling.pgbenchMs.toFixed(2)} ms`,
    `  CPU per check-in, pgbench -M simple:      PostgreSQL ${simpleCeiling.postgresMs.toFixed(2)} ms + pgbench ${simpleCeiling.pgbenchMs.toFixed(2)} ms`,
    `  CPU per check-in, HTTP (Podium):          ${cpuLine(podium)}`,
    `  CPU per check-in, HTTP (bare):            ${cpuLine(bare)}`,
  ];
  console.log(lines.join('\n'));
} finally {
  await dropBenchDatabase(adminUrl, databaseUrl);
}
