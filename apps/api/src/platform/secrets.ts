import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config';

export interface Secrets {
  /** Signs session and challenge tokens (HS256). */
  sessionSecret: string;
  /** Keys OTP hashes and encrypts MFA secrets at rest. */
  dataEncryptionKey: string;
}

/**
 * Secrets come from the environment. Outside production, missing ones are generated once and kept
 * in DATA_DIR/secrets.json (never committed: data/ is ignored), so a restart keeps sessions valid.
 * Production refuses to start without them (config validation).
 */
export function resolveSecrets(config: Config): Secrets {
  if (config.SESSION_SECRET && config.DATA_ENCRYPTION_KEY) {
    return { sessionSecret: config.SESSION_SECRET, dataEncryptionKey: config.DATA_ENCRYPTION_KEY };
  }
  const file = path.join(config.DATA_DIR, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    sessionSecret: config.SESSION_SECRET ?? stored.sessionSecret ?? randomBytes(32).toString('base64url'),
    dataEncryptionKey: config.DATA_ENCRYPTION_KEY ?? stored.dataEncryptionKey ?? randomBytes(32).toString('base64url'),
  };
  if (secrets.sessionSecret !== stored.sessionSecret || secrets.dataEncryptionKey !== stored.dataEncryptionKey) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}
