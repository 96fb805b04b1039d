/**
 * What the check-in benches share: a throwaway PostgreSQL, a fresh seeded database with
 * participants holding real session tokens, and the real server in its own process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { eventSportCategories, events, sportCategories, sports } from '../src/db/schema/index';
import { DEMO_EVENT_SLUG, seedDemo } from '../src/db/seed/demo-seed';
import { signSessionToken } from '../src/features/sessions/session-token';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Runs this same script again inside scripts/with-throwaway-postgres.mjs (which sets TEST_DATABASE_URL), then exits with its status. */
export function rerunWithThrowawayPostgres(): never {
  const wrapped = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/with-throwaway-postgres.mjs'), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(wrapped.status ?? 1);
}

/** Drops a bench database (its server may still hold connections). */
export async function dropBenchDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}

export function pgBin(name: string): string {
  const base = '/usr/lib/postgresql';
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0]!;
  const file = path.join(base, version, 'bin', name);
  if (!existsSync(file)) throw new Error(`${file} is missing`);
  return file;
}

export async function createBenchDatabase(adminUrl: string): Promise<string> {
  const name = `podium_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface Fixture {
  tenantId: number;
  eventId: number;
  sportId: number;
  escId: number;
  venue: string;
  minUserId: number;
  maxUserId: number;
  tokens: string[];
}

/** The demo event's Football (Men's Open) sport category and its venue: where the benches' participants play. */
export async function findDemoFootball(handle: DatabaseHandle) {
  const db = handle.db;
  const [event] = await db.select().from(events).where(eq(events.slug, DEMO_EVENT_SLUG));
  const [football] = await db
    .select()
    .from(sports)
    .where(and(eq(sports.tenantId, event!.tenantId), eq(sports.name, 'Football')));
  const [menOpen] = await db
    .select()
    .from(sportCategories)
    .where(and(eq(sportCategories.tenantId, event!.tenantId), eq(sportCategories.name, "Men's Open")));
  const [esc] = await db
    .select()
    .from(eventSportCategories)
    .where(
      and(
        eq(eventSportCategories.eventId, event!.id),
        eq(eventSportCategories.sportId, football!.id),
        eq(eventSportCategories.sportCategoryId, menOpen!.id),
      ),
    );
  const venue = (await handle.pool!.query('select name from venues where id = $1', [esc!.venueId])).rows[0].name as string;
  return { event: event!, football: football!, esc: esc!, venue };
}

/**
 * Migrates and seeds a fresh bench database, then adds `count` participants registered in
 * Football (Men's Open) at the demo event, each with a live session and its signed token.
 */
export async function prepareParticipants(databaseUrl: string, sessionSecret: string, count: number): Promise<Fixture> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  await handle.migrate();
  await seedDemo(handle.db, new Date());
  const { event, football, esc, venue } = await findDemoFootball(handle);
  const tenantId = event.tenantId;
  const expiresAt = new Date(Date.now() + 86_400_000);
  const { rows } = await handle.pool!.query<{ session_id: string; user_id: number }>(
    `with new_users as (
       insert into users (tenant_id, phone, name, role)
       select $1, '8' || lpad(g::text, 9, '0'), 'Bench Person ' || g, 'member' from generate_series(1, $2) g
       returning id
     ), registered as (
       insert into registrations (user_id, event_sport_category_id) select id, $3 from new_users
     )
     insert into sessions (tenant_id, user_id, method, expires_at) select $1, id, 'bench', $4 from new_users
     returning id as session_id, user_id`,
    [tenantId, count, esc.id, expiresAt],
  );
  // Yesterday's check-ins of everyone (attendance, the stored answer, the scan log): an event's
  // second morning, or any tenant with history. Without it the benches would run on tables whose
  // statistics say "empty", where PostgreSQL plans (and, for prepared statements, keeps) sequential
  // scans that grow slower with every check-in recorded before the next autoanalyze.
  await handle.pool!.query(
    `with history as (
       insert into attendance (tenant_id, event_id, user_id, event_sport_category_id, event_day, attendance_type, direction, method, scan_id, recorded_at)
       select $1, e.id, u.id, $3, (now() at time zone e.time_zone)::date - 1, 'participant', 'check-in', 'scan', gen_random_uuid(), now() - interval '1 day'
       from unnest($2::int[]) as u(id), events e where e.id = $4
       returning user_id, scan_id, recorded_at
     ), replies as (
       insert into check_in_replies (user_id, scan_id, status_code, reply, created_at)
       select user_id, scan_id, 200, '{"success":true}'::jsonb, recorded_at from history
     )
     insert into scan_log (tenant_id, user_id, event_id, sport_id, venue, scan_id, outcome, reason, device, at)
     select $1, user_id, $4, $5, $6, scan_id, 'recorded', null, 'bench', recorded_at from history`,
    [tenantId, rows.map((row) => row.user_id), esc.id, event.id, football.id, venue],
  );
  await handle.pool!.query('analyze');
  const secret = new TextEncoder().encode(sessionSecret);
  const issuedAt = new Date();
  const tokens = await Promise.all(
    rows.map((row) => signSessionToken(secret, { sessionId: row.session_id, userId: row.user_id, tenantId, issuedAt, expiresAt })),
  );
  const userIds = rows.map((row) => row.user_id);
  await handle.close();
  return {
    tenantId,
    eventId: event.id,
    sportId: football.id,
    escId: esc.id,
    venue,
    minUserId: Math.min(...userIds),
    maxUserId: Math.max(...userIds),
    tokens,
  };
}

/** Starts apps/api/src/main.ts in its own process on loopback, as production runs it; resolves once it is ready. */
export async function startBenchServer(options: {
  databaseUrl: string;
  sessionSecret: string;
  port: number;
  /** The built web app to serve too (the camera bench); none by default. */
  webDistDir?: string;
  cpuProfileDir?: string;
}): Promise<ChildProcess> {
  const { databaseUrl, sessionSecret, port, cpuProfileDir } = options;
  return startNodeProcess('apps/api/src/main.ts', port, cpuProfileDir, {
    ...serverEnv(databaseUrl, sessionSecret, port),
    LOG_LEVEL: 'info', // production's default
    WEB_DIST_DIR: options.webDistDir ?? '',
    SEED_DEMO: 'false',
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    CAPTCHA_PROVIDER: 'altcha',
    CAPTCHA_SECRET: randomBytes(32).toString('hex'),
    OTP_TEST_NUMBERS: '',
    // The bench signs its own session tokens and sends no codes: no SMS provider is needed.
    UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
  });
}

/** A server script in its own Node process (tsx, optionally profiled), resolved once it answers on its port. */
function startNodeProcess(entry: string, port: number, cpuProfileDir: string | undefined, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []), '--import', 'tsx', path.join(repoRoot, entry)],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return waitUntilReady(child, port, 100);
}

/**
 * Starts bench/bare-checkin-server.ts (plain Fastify and pg, the check-in's database work only) in
 * its own process, as startBenchServer starts Podium: the same Node flags, NODE_ENV, pool size,
 * port and session secret.
 */
export async function startBareServer(options: {
  databaseUrl: string;
  sessionSecret: string;
  port: number;
  cpuProfileDir?: string;
}): Promise<ChildProcess> {
  const { databaseUrl, sessionSecret, port, cpuProfileDir } = options;
  return startNodeProcess('apps/api/bench/bare-checkin-server.ts', port, cpuProfileDir, serverEnv(databaseUrl, sessionSecret, port));
}

/** What both servers of a run share, so the comparison is fair: NODE_ENV, database, pool, port, session secret. */
function serverEnv(databaseUrl: string, sessionSecret: string, port: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '20',
    PORT: String(port),
    HOST: '127.0.0.1',
    SESSION_SECRET: sessionSecret,
  };
}

/** Polls GET /api/ready every 200 ms until the server answers, exits, or `attempts` run out. */
export async function waitUntilReady(child: ChildProcess, port: number, attempts: number): Promise<ChildProcess> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const isReady = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isReady) return child;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become ready');
}

const CLOCK_TICKS_PER_SECOND = 100; // Linux USER_HZ (getconf CLK_TCK)

/**
 * CPU seconds (user + system) from /proc/PID/stat; with `reapedChildren`, also those of its
 * children that exited and were waited for (PostgreSQL backends, pgbench).
 */
export function cpuSeconds(pid: number | 'self', reapedChildren = false): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime 15, cutime 16, cstime 17.
  const ticks = Number(fields[11]) + Number(fields[12]) + (reapedChildren ? Number(fields[13]) + Number(fields[14]) : 0);
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** Every process of the PostgreSQL cluster: the postmaster (with its exited backends) and its live children. */
export async function postgresCpuMeter(databaseUrl: string): Promise<() => number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(`select pid from pg_stat_activity where backend_type = 'checkpointer'`);
  await client.end();
  const checkpointer = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
  const postmaster = Number(checkpointer.slice(checkpointer.lastIndexOf(')') + 2).split(' ')[1]);
  return () => {
    let total = cpuSeconds(postmaster, true);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) total += cpuSeconds(Number(entry));
      } catch {
        // The process exited between the listing and the read; its time is in the postmaster's now.
      }
    }
    return total;
  };
}
