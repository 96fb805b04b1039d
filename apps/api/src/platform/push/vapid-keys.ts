import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config/config';

/** The application server's key pair (RFC 8292), base64url, and whom push services may contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const addressIn = (mailFrom: string) => /<([^<>\s]{1,200})>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from the environment. Outside production a missing pair is
 * generated once and kept in DATA_DIR/vapid.json (like secrets.json), so subscriptions survive a
 * restart; production without keys sends no push (null), and config warns at start.
 */
export function resolveVapidKeys(config: Config): VapidKeys | null {
  const subject = config.VAPID_SUBJECT ?? `mailto:${addressIn(config.MAIL_FROM)}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  if (config.NODE_ENV === 'production') return null;
  const file = path.join(config.DATA_DIR, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const generated = webPush.generateVAPIDKeys();
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}
