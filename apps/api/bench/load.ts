/**
 * `npm run bench:load`: the event-day mix against PostgreSQL, held at 200 connections for 60 s.
 *
 * 1. A throwaway PostgreSQL (scripts/with-throwaway-postgres.mjs) unless TEST_DATABASE_URL is set;
 *    a fresh database with the demo seed, LOAD_PARTICIPANTS participants registered in Football
 *    (Men's Open) holding real session tokens, and LOAD_LOGIN_NUMBERS test numbers (fixed code, no SMS)
 *    whose accounts are complete, so a login is captcha challenge → solve → generateOtp → verifyOtp.
 * 2. The real server (apps/api/src/main.ts, its own process, pool of 20) on loopback.
 * 3. A closed loop of BENCH_CONNECTIONS (200) keep-alive connections, each one request after the
 *    other for BENCH_SECONDS (60): check-ins 40% (a different participant and scan id each), event
 *    microsite reads 35% (event, teams, fixtures, medal tally, results), profile reads 20%, logins 5%.
 *    Each request's latency is kept per endpoint (so p50/p99 per endpoint, which autocannon's
 *    request sequences cannot give, nor the captcha solve between the calls of a login).
 * 4. Prints throughput, p50/p99/max per endpoint, errors (target 0), and the server's resident
 *    memory after a 5 s warm-up and at the end (target: growth under 20%), with the machine.
 * 5. Issue 14: the mix runs twice on the same database, first with the public read cache off
 *    (PUBLIC_CACHE_ENABLED=false, every read from PostgreSQL), then on; then BENCH_PAIR_SECONDS (15)
 *    of only cached medal-tally reads and as long of only a static file of the same size served by
 *    the same server (@fastify/static), the ceiling for a cached answer. BENCH_MIX=on|off runs one mix.
 * BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_PORT, LOAD_PARTICIPANTS change the sizes; BENCH_CPU_PROF=DIR profiles the server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { cities } from '../src/db/schema/index';
import { seedDemo } from '../src/db/seed/demo-seed';
import { signSessionToken } from '../src/features/sessions/session-token';
import { cpuSeconds, createBenchDatabase, findDemoFootball, postgresCpuMeter, repoRoot, waitUntilReady } from './bench-fixture';
import { eventPathSegment } from '@podium/contracts/events/event-path';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARM_UP_SECONDS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 4391);
// Each check-in uses the next participant: two mixes at ~500 requests/s need this many.
const PARTICIPANTS = Number(process.env.LOAD_PARTICIPANTS ?? 40_000);
const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 15);
const LOGIN_NUMBERS = Number(process.env.LOAD_LOGIN_NUMBERS ?? 400);
const TEST_CODE = '424242';

if (!process.env.TEST_DATABASE_URL) {
  const wrapped = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts/with-throwaway-postgres.mjs'), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(wrapped.status ?? 1);
}

interface Fixture {
  eventId: number;
  sportId: number;
  venue: string;
  eventPath: string;
  tokens: string[];
  loginPhones: string[];
}

async function prepare(databaseUrl: string, sessionSecret: string): Promise<Fixture> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  await handle.migrate();
  await seedDemo(handle.db, new Date());
  const { event, football, esc, venue } = await findDemoFootball(handle);
  const [city] = await handle.db.select().from(cities).where(eq(cities.id, event.cityId));
  const pool = handle.pool!;
  const companyId = (await pool.query('select id from companies where tenant_id = $1 limit 1', [event.tenantId])).rows[0]?.id ?? null;
  const tenantId = event.tenantId;
  const expiresAt = new Date(Date.now() + 86_400_000);
  const { rows } = await pool.query<{ session_id: string; user_id: number }>(
    `with new_users as (
       insert into users (tenant_id, phone, name, email, gender, company_id, role)
       select $1, '8' || lpad(g::text, 9, '0'), 'Load Person ' || g, 'load' || g || '@example.com', 'other', $5, 'member'
       from generate_series(1, $2) g
       returning id
     ), registered as (
       insert into registrations (user_id, event_sport_category_id) select id, $3 from new_users
     )
     insert into sessions (tenant_id, user_id, method, expires_at) select $1, id, 'bench', $4 from new_users
     returning id as session_id, user_id`,
    [tenantId, PARTICIPANTS, esc.id, expiresAt, companyId],
  );
  // Accounts of the login numbers are complete, so one verifyOtp signs in (as a returning user would).
  const loginPhones = Array.from({ length: LOGIN_NUMBERS }, (_, index) => `7${String(100_000_000 + index)}`);
  await pool.query(
    `insert into users (tenant_id, phone, name, email, gender, company_id, role)
     select $1, p, 'Login Person ' || p, 'login' || p || '@example.com', 'other', $3, 'member' from unnest($2::text[]) p`,
    [tenantId, loginPhones, companyId],
  );
  await pool.query('analyze');
  const secret = new TextEncoder().encode(sessionSecret);
  const issuedAt = new Date();
  const tokens = await Promise.all(
    rows.map((row) => signSessionToken(secret, { sessionId: row.session_id, userId: row.user_id, tenantId, issuedAt, expiresAt })),
  );
  await handle.close();
  return {
    eventId: event.id,
    sportId: football.id,
    venue,
    eventPath: eventPathSegment(city!.name, event.slug),
    tokens,
    loginPhones,
  };
}

async function startServer(
  databaseUrl: string,
  sessionSecret: string,
  loginPhones: string[],
  options: { isCacheOn: boolean; staticDir: string },
): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Test numbers (the logins of this mix) are refused in production; nothing else differs.
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '20',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // A folder holding one file the size of the medal tally answer (the static-file ceiling).
      WEB_DIST_DIR: options.staticDir,
      PUBLIC_CACHE_ENABLED: String(options.isCacheOn),
      SEED_DEMO: 'false',
      SESSION_SECRET: sessionSecret,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      CAPTCHA_PROVIDER: 'altcha',
      // The cheapest proof of work, so the load generator (same machine) spends little solving it.
      ALTCHA_MAX_NUMBER: '1000',
      OTP_TEST_NUMBERS: loginPhones.map((phone) => `${phone}:${TEST_CODE}`).join(','),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitUntilReady(child, PORT, 150);
}

function residentMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function send(method: string, urlPath: string, token?: string, body?: object): Promise<{ status: number; body: string }> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        agent,
        headers: {
          host: 'localhost',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('error', () => resolve({ status: 0, body: '' }));
    request.end(payload);
  });
}

interface Tally {
  latenciesMs: number[];
  errors: number;
  firstError?: string;
}
const tallies = new Map<string, Tally>();
let measuring = false;

/** Times one call under its endpoint name; a non-2xx answer or a dropped connection is an error. */
async function timed(name: string, call: () => Promise<{ status: number; body: string }>): Promise<{ status: number; body: string }> {
  const started = performance.now();
  const answer = await call();
  if (measuring) {
    const tally = tallies.get(name) ?? { latenciesMs: [], errors: 0 };
    tallies.set(name, tally);
    tally.latenciesMs.push(performance.now() - started);
    if (answer.status < 200 || answer.status >= 300) {
      tally.errors += 1;
      tally.firstError ??= `${answer.status} ${answer.body.slice(0, 200)}`;
    }
  }
  return answer;
}

let nextParticipant = 0;
let nextLogin = 0;

async function oneAction(fixture: Fixture): Promise<void> {
  const roll = Math.random();
  if (roll < 0.4) {
    const token = fixture.tokens[nextParticipant++ % fixture.tokens.length]!;
    const body = { eventId: fixture.eventId, sportId: fixture.sportId, venue: fixture.venue, scanId: randomUUID(), device: 'load' };
    await timed('POST /api/user/checkin/verify', () => send('POST', '/api/user/checkin/verify', token, body));
  } else if (roll < 0.75) {
    const pages = [
      `/api/public/events/by-path/${fixture.eventPath}`,
      `/api/public/events/${fixture.eventId}/teams`,
      `/api/public/events/${fixture.eventId}/fixtures`,
      `/api/public/events/${fixture.eventId}/medal-tally`,
      `/api/public/events/${fixture.eventId}/results`,
    ];
    const page = pages[Math.floor(Math.random() * pages.length)]!;
    await timed(`GET ${page.replace(String(fixture.eventId), '{eventId}').replace(fixture.eventPath, '{eventPath}')}`, () =>
      send('GET', page),
    );
  } else if (roll < 0.95) {
    const token = fixture.tokens[Math.floor(Math.random() * fixture.tokens.length)]!;
    await timed('GET /api/customer/profile', () => send('GET', '/api/customer/profile', token));
  } else {
    const phone = fixture.loginPhones[nextLogin++ % fixture.loginPhones.length]!;
    const challenge = await timed('GET /api/captcha/challenge', () => send('GET', '/api/captcha/challenge'));
    if (challenge.status !== 200) return;
    const parsed = JSON.parse(challenge.body) as Parameters<typeof solveChallenge>[0]['challenge'];
    const solution = await solveChallenge({ challenge: parsed, deriveKey });
    const captchaToken = Buffer.from(JSON.stringify({ challenge: parsed, solution })).toString('base64');
    const sent = await timed('POST /api/customer/generateOtp', () =>
      send('POST', '/api/customer/generateOtp', undefined, { phone, captchaToken }),
    );
    if (sent.status !== 200) return;
    await timed('POST /api/customer/verifyOtp', () => send('POST', '/api/customer/verifyOtp', undefined, { phone, otp: TEST_CODE }));
  }
}

const percentile = (sorted: number[], quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;

const adminUrl = process.env.TEST_DATABASE_URL;
const databaseUrl = await createBenchDatabase(adminUrl);
const sessionSecret = randomBytes(32).toString('hex');
console.log(`Preparing ${PARTICIPANTS} participants with session tokens and ${LOGIN_NUMBERS} login numbers...`);
const fixture = await prepare(databaseUrl, sessionSecret);
const staticDir = mkdtempSync(path.join(os.tmpdir(), 'podium-bench-static-'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
mkdirSync(path.join(staticDir, 'assets'));

interface MixResult {
  label: string;
  throughput: number;
  errors: number;
  growth: number;
}

/** One event-day mix against a fresh server process, its table printed; the figures returned. */
async function runMix(isCacheOn: boolean): Promise<MixResult> {
  const label = `public cache ${isCacheOn ? 'on' : 'off'}`;
  tallies.clear();
  measuring = false;
  const server = await startServer(databaseUrl, sessionSecret, fixture.loginPhones, { isCacheOn, staticDir });
  const loadBefore = os.loadavg();
  console.log(
    `\n## Event-day mix, ${label}\nLoad: ${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up, then ${DURATION_SECONDS} s measured...`,
  );
  let stopAt = performance.now() + (WARM_UP_SECONDS + DURATION_SECONDS) * 1000;
  let rssStartMiB = 0;
  let rssPeakMiB = 0;
  // CPU seconds of each part over the measured window: the server, PostgreSQL (every backend), and
  // this load generator (which also solves the logins' captcha), all on the same cores.
  const postgresCpu = await postgresCpuMeter(databaseUrl);
  let cpuAtStart = { server: 0, postgres: 0, client: 0 };
  const warmUp = setTimeout(() => {
    measuring = true;
    rssStartMiB = residentMemoryMiB(server.pid!);
    cpuAtStart = { server: cpuSeconds(server.pid!), postgres: postgresCpu(), client: cpuSeconds('self') };
  }, WARM_UP_SECONDS * 1000);
  const sampler = setInterval(() => {
    rssPeakMiB = Math.max(rssPeakMiB, residentMemoryMiB(server.pid!));
  }, 1000);
  const measuredFrom = performance.now() + WARM_UP_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < stopAt) await oneAction(fixture);
    }),
  );
  stopAt = 0;
  const measuredSeconds = (performance.now() - measuredFrom) / 1000;
  const rssEndMiB = residentMemoryMiB(server.pid!);
  const cpuUsed = {
    server: cpuSeconds(server.pid!) - cpuAtStart.server,
    postgres: postgresCpu() - cpuAtStart.postgres,
    client: cpuSeconds('self') - cpuAtStart.client,
  };
  clearTimeout(warmUp);
  clearInterval(sampler);
  const loadAfter = os.loadavg();
  server.kill('SIGTERM');

  const rows = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
  let total = 0;
  let totalErrors = 0;
  console.log('\n| Endpoint | Requests | per s | p50 ms | p99 ms | max ms | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, tally] of rows) {
    const sorted = [...tally.latenciesMs].sort((a, b) => a - b);
    total += sorted.length;
    totalErrors += tally.errors;
    console.log(
      `| ${name} | ${sorted.length} | ${(sorted.length / measuredSeconds).toFixed(0)} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} | ${sorted.at(-1)!.toFixed(0)} | ${tally.errors} |`,
    );
  }
  for (const [name, tally] of rows) if (tally.firstError) console.log(`first error of ${name}: ${tally.firstError}`);
  const growth = ((rssEndMiB - rssStartMiB) / rssStartMiB) * 100;
  console.log(
    `\nThroughput: ${(total / measuredSeconds).toFixed(0)} requests/s over ${measuredSeconds.toFixed(1)} s; errors: ${totalErrors}`,
  );
  console.log(
    `Server RSS: ${rssStartMiB.toFixed(0)} MiB after warm-up, ${rssEndMiB.toFixed(0)} MiB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%), peak ${rssPeakMiB.toFixed(0)} MiB`,
  );
  if (process.env.BENCH_PG_STATEMENTS) {
    // With THROWAWAY_PG_OPTIONS='-c shared_preload_libraries=pg_stat_statements': the statements that cost PostgreSQL most.
    const stats = new pg.Client({ connectionString: databaseUrl });
    await stats.connect();
    await stats.query('create extension if not exists pg_stat_statements');
    const { rows: top } = await stats.query(
      `select calls, round(total_exec_time::numeric, 0) as ms, round(total_plan_time::numeric, 0) as plan_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query
       from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) order by total_exec_time + total_plan_time desc limit 12`,
    );
    await stats.end();
    console.table(top);
  }
  const perRequestMs = (seconds: number) => ((seconds * 1000) / total).toFixed(2);
  console.log(
    `CPU per request: server ${perRequestMs(cpuUsed.server)} ms, PostgreSQL ${perRequestMs(cpuUsed.postgres)} ms, load generator ${perRequestMs(cpuUsed.client)} ms`,
  );
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load average ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after`,
  );
  return { label, throughput: total / measuredSeconds, errors: totalErrors, growth };
}

/** `seconds` of closed-loop GETs of one path on a fresh server with the cache on: requests per second. */
async function runPair(urlPath: string, label: string): Promise<{ rate: number; errors: number }> {
  let count = 0;
  let errors = 0;
  const until = performance.now() + PAIR_SECONDS * 1000;
  const warmUntil = performance.now() + 2000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const answer = await send('GET', urlPath);
        if (performance.now() < warmUntil) continue;
        count += 1;
        if (answer.status !== 200) errors += 1;
      }
    }),
  );
  const rate = count / (PAIR_SECONDS - 2);
  console.log(`${label}: ${rate.toFixed(0)} requests/s, ${errors} errors`);
  return { rate, errors };
}

const mixes: MixResult[] = [];
const only = process.env.BENCH_MIX;
if (only !== 'on') mixes.push(await runMix(false));
if (only !== 'off') mixes.push(await runMix(true));

// Cached medal tally against a static file of the same size, same server, same connections.
// @fastify/static serves the files that exist when the server starts: the file is there first and
// gets the tally's bytes once the server can answer for them. (Before this, the file appeared
// after the start and every static request got the web app's HTML page instead.)
writeFileSync(path.join(staticDir, 'assets', 'same-size.json'), '{}');
const pairServer = await startServer(databaseUrl, sessionSecret, fixture.loginPhones, { isCacheOn: true, staticDir });
const tallyPath = `/api/public/events/${fixture.eventId}/medal-tally`;
const tallyBody = (await send('GET', tallyPath)).body;
writeFileSync(path.join(staticDir, 'assets', 'same-size.json'), tallyBody);
console.log(`\n## Cached medal tally (${Buffer.byteLength(tallyBody)} bytes) vs a static file of the same size, ${PAIR_SECONDS} s each`);
const cached = await runPair(tallyPath, 'GET medal-tally (cached)');
const fromDisk = await runPair('/assets/same-size.json', 'GET static file (@fastify/static)');
pairServer.kill('SIGTERM');
agent.destroy();
rmSync(staticDir, { recursive: true, force: true });

console.log('\n## Summary');
for (const mix of mixes)
  console.log(
    `Event-day mix, ${mix.label}: ${mix.throughput.toFixed(0)} requests/s, ${mix.errors} errors, RSS growth ${mix.growth.toFixed(1)}%`,
  );
if (mixes.length === 2) console.log(`Cache on / off: ${(mixes[1]!.throughput / mixes[0]!.throughput).toFixed(2)}x`);
console.log(`Cached medal tally at ${((cached.rate / fromDisk.rate) * 100).toFixed(0)}% of the static file's rate (target ≥ 50%)`);
const pairHadErrors = cached.errors > 0 || fromDisk.errors > 0;
if (pairHadErrors) console.log('The cached/static pair had errors: its rates do not compare like with like.');
process.exitCode = mixes.every((mix) => mix.errors === 0 && mix.growth <= 20) && !pairHadErrors ? 0 : 1;
