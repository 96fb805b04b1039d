/**
 * Email in browser tests: the test server (start-e2e-server.ts) sends through a local SMTP server
 * that writes each message, decoded, as a file in this folder; specs read them (no mail leaves).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function e2eMailDir(port: number | string): string {
  return path.join(os.tmpdir(), `podium-e2e-mail-${port}`);
}

/** The decoded messages sent to `address` so far, oldest first. */
export function mailsTo(port: number | string, address: string): string[] {
  const folder = e2eMailDir(port);
  return readdirSync(folder)
    .filter((name) => name.endsWith(`-${address}.eml`))
    .sort()
    .map((name) => readFileSync(path.join(folder, name), 'utf8'));
}
