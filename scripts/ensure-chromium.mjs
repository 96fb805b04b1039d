// Browser tests drive Debian's Chromium (never a downloaded browser). When it is missing and we
// are root, install it with apt-get; otherwise say the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    const message = 'Chromium is missing: run `sudo apt-get install -y chromium` and try again.';
    console.error(message);
    return { ok: false, message };
  }
  console.log('Installing Chromium with apt-get (Debian package "chromium")...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (install.status === 0 && existsSync(CHROMIUM_PATH)) return { ok: true, path: CHROMIUM_PATH };
  const message = 'Installing Chromium failed: run `apt-get install -y chromium` by hand.';
  console.error(message);
  return { ok: false, message };
}

// Run directly (`npm run test:e2e`): install when missing and fail with the message otherwise.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ensureChromium().ok) process.exit(1);
}
