#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL: installs Debian's `postgresql` when missing (as
// root), `initdb` in a temporary folder, `pg_ctl` on a free loopback port (as the `postgres` user
// when we are root, since PostgreSQL refuses to run as root), sets TEST_DATABASE_URL, runs the
// command, then stops the server and removes the folder. No test depends on a server someone left running.
//
//   node scripts/with-throwaway-postgres.mjs npm test
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-throwaway-postgres.mjs <command> [args...]');
  process.exit(2);
}

const isRoot = process.getuid?.() === 0;

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

let bin = findPostgresBin();
if (!bin) {
  if (!isRoot) {
    console.error('PostgreSQL is missing: run `sudo apt-get install -y postgresql` and try again.');
    process.exit(1);
  }
  console.log('Installing PostgreSQL with apt-get (Debian package "postgresql")...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  bin = findPostgresBin();
  if (!bin) {
    console.error('Installing PostgreSQL failed.');
    process.exit(1);
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'podium-pg-'));
chmodSync(folder, 0o777);
const dataDir = path.join(folder, 'data');
const port = await freePort();

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function pgTool(tool, args) {
  const full = path.join(bin, tool);
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: ['ignore', 'pipe', 'pipe'], cwd: folder })
    : spawnSync(full, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: folder });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  return result.status === 0;
}

function stop() {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  rmSync(folder, { recursive: true, force: true });
}

if (!pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])) {
  stop();
  process.exit(1);
}
// THROWAWAY_PG_OPTIONS adds server options, e.g. `-c shared_preload_libraries=pg_stat_statements` to profile a bench.
const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${process.env.THROWAWAY_PG_OPTIONS ?? ''}`;
if (!pgTool('pg_ctl', ['-D', dataDir, '-l', path.join(folder, 'server.log'), '-o', serverOptions, '-w', 'start'])) {
  stop();
  process.exit(1);
}
const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`Throwaway PostgreSQL running at ${url}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}
const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
stop();
process.exit(result.status ?? 1);
