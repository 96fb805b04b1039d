// Test support: oathtool (Debian package "oathtool", OATH Toolkit) is an implementation nobody
// here wrote, so codes it makes from our secrets prove interoperability. Installed with apt-get
// when missing and running as root, like scripts/ensure-chromium.mjs does for Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const OATHTOOL_PATH = process.env.OATHTOOL_PATH ?? '/usr/bin/oathtool';

export function ensureOathtool(): { ok: true; path: string } | { ok: false; message: string } {
  if (existsSync(OATHTOOL_PATH)) return { ok: true, path: OATHTOOL_PATH };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot)
    return { ok: false, message: 'oathtool is missing: run `sudo apt-get install -y oathtool` to run the interoperability tests.' };
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'oathtool'], { stdio: 'ignore', env });
  if (existsSync(OATHTOOL_PATH)) return { ok: true, path: OATHTOOL_PATH };
  return { ok: false, message: 'Installing oathtool with apt-get failed: run `apt-get install -y oathtool` by hand.' };
}

/** The TOTP code oathtool computes for a base32 secret at a Unix time (SHA-1, 30 s, 6 digits unless told). */
export function oathtoolTotp(path: string, secretBase32: string, atMs: number, digits = 6): string {
  const atSeconds = Math.floor(atMs / 1000);
  return execFileSync(
    path,
    ['--totp=SHA1', '--base32', `--digits=${digits}`, '--time-step-size=30s', `--now=@${atSeconds}`, secretBase32],
    {
      encoding: 'utf8',
    },
  ).trim();
}
