import { randomBytes } from 'node:crypto';

/** A fresh team invite code: 128 random bits as 22 base64url characters (TEAM_INVITE_CODE_PATTERN). */
export function newInviteCode(): string {
  return randomBytes(16).toString('base64url');
}

/** A team's short join code (8 hex characters, typed on the registration form); lookups are rate-limited. */
export function newJoinCode(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}
