import type { CurrentUser } from '@podium/contracts/auth/current-user';
import { securityEventKindSchema, type SecurityEvent } from '@podium/contracts/mfa/security-events';
import type { MfaUserRow, SecurityEventRow } from './mfa.repository';

/** The signed-in person as answers show them: never the secret, its ciphertext or counters. */
export function presentMfaUser(user: MfaUserRow, companyName: string | null): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    role: user.role,
    profileUrl: user.profileUrl,
    companyId: user.companyId,
    companyName,
    mfaEnabled: user.mfaEnabled,
    emailVerified: user.email !== null && user.emailVerifiedAt !== null,
  };
}

/** A security log row as /security shows it; rows of unknown kinds are left out. */
export function presentSecurityEvents(rows: SecurityEventRow[]): SecurityEvent[] {
  const events: SecurityEvent[] = [];
  for (const row of rows) {
    const kind = securityEventKindSchema.safeParse(row.kind);
    if (!kind.success) continue;
    const detail = row.detail;
    events.push({
      id: row.id,
      kind: kind.data,
      at: row.at.toISOString(),
      ip: typeof detail.ip === 'string' ? detail.ip : null,
      userAgent: typeof detail.userAgent === 'string' ? detail.userAgent : null,
      recoveryCodesRemaining: typeof detail.recoveryCodesRemaining === 'number' ? detail.recoveryCodesRemaining : null,
    });
  }
  return events;
}
