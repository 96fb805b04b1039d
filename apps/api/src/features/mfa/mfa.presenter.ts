import { securityEventKindSchema, type SecurityEvent } from '@podium/contracts/mfa/security-events';
import type { SecurityEventRow } from './mfa.repository';

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
