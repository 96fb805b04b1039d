import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { SessionService } from '../../src/features/sessions/session.service';
import { createCheckInEvent, registerFor } from '../../src/features/check-in/check-in.test-fixtures';
import { systemClock } from '../../src/platform/clock';
import { createTenant, createUser } from '../factories';
import { withDatabase } from '../global-setup';
import { TEST_SECRETS } from '../test-app';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Where a server process keeps its data: an embedded data folder, or a PostgreSQL database of its own. */
export interface ServerStore {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** Opens the store from the test (for PGlite only while no server holds it). */
  open(): Promise<DatabaseHandle>;
}

/**
 * A fresh store for server processes: a PostgreSQL database copied from the migrated template when
 * the suite runs on PostgreSQL (TEST_DATABASE_URL), else a PGlite data folder holding a copy of the
 * suite's migrated snapshot (2 s, where migrating a new folder took 6-8 s on a busy machine).
 */
export async function createServerStore(): Promise<ServerStore> {
  const provided = inject('testDatabase');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'podium-proc-'));
  if (provided.kind === 'postgres') {
    const name = `podium_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: provided.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${provided.templateName}`);
    await admin.end();
    const url = withDatabase(provided.adminUrl, name);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'postgres', url, poolSize: 4 }),
    };
  }
  const open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
  const snapshot = new Blob([readFileSync(provided.snapshotPath)]);
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg'), loadDataDir: snapshot });
  await handle.close();
  return { kind: 'pglite', env: { DATA_DIR: dataDir }, open };
}

/** A tenant with an event open for check-in today (all day, Kolkata time) and `people` registered participants with tokens. */
export async function seedCheckInCrowd(db: DatabaseHandle['db'], people: number) {
  // The servers listen on 127.0.0.1, and fetch sends that as the host.
  const tenant = await createTenant(db, { hostnames: ['127.0.0.1'] });
  const today = new Date();
  const day = (offsetDays: number) => new Date(today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const games = await createCheckInEvent(db, tenant, { startsOn: day(-2), endsOn: day(2), opensAt: '00:00', closesAt: '23:59' });
  const sessions = new SessionService(db, systemClock, TEST_SECRETS.sessionSecret, 30);
  const crowd: { userId: number; token: string; scanId: string }[] = [];
  for (let index = 0; index < people; index++) {
    const user = await createUser(db, tenant.id);
    await registerFor(db, user.id, games.footballMen.id, games.team.id);
    const { token } = await sessions.startSession(user, 'test');
    crowd.push({ userId: user.id, token, scanId: randomUUID() });
  }
  return { tenant, games, crowd };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: string[];
  exited: Promise<number | null>;
}

/** Starts `node --import tsx apps/api/src/main.ts` on a free port and waits until /api/health answers. */
export async function startServer(store: ServerStore, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: TEST_SECRETS.sessionSecret,
    DATA_ENCRYPTION_KEY: TEST_SECRETS.dataEncryptionKey,
    DATABASE_POOL_SIZE: '10',
    ...store.env,
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join('')}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output, exited };
}

/** One check-in over real HTTP: 'ok' when the server answered success, else what happened. */
export async function checkIn(
  url: string,
  games: { event: { id: number }; football: { id: number } },
  person: { token: string; scanId: string },
): Promise<{ outcome: 'ok' | 'refused' | 'failed'; status?: number; body?: string }> {
  try {
    const response = await fetch(`${url}/api/user/checkin/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: games.event.id, sportId: games.football.id, venue: 'Stadium', scanId: person.scanId }),
    });
    const body = await response.text();
    const success = response.status === 200 && (JSON.parse(body) as { success?: boolean }).success === true;
    return { outcome: success ? 'ok' : 'refused', status: response.status, body };
  } catch {
    return { outcome: 'failed' };
  }
}
