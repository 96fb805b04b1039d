import type { FastifyRequest } from 'fastify';
import { isConsoleBlockedByMfa, MFA_SETUP_REQUIRED_MESSAGE } from '@podium/contracts/mfa/mfa-enforcement';
import { DomainError } from '../../../errors/domain-error';
import { readBearerToken } from '../../sessions/bearer-token';
import type { AuthenticatedSession } from '../../sessions/session.service';

export type ConsoleRole = 'staff' | 'admin';

const REFUSALS: Record<ConsoleRole, string> = {
  staff: 'Only event staff and admins can do this. Ask an admin of this site for the staff role.',
  admin: 'Only admins of this site can do this. Ask an admin to make the change or to give you the admin role.',
};

/** True when `role` may act as `needed`: admins can do everything staff can. */
export function hasRole(role: string, needed: ConsoleRole): boolean {
  if (needed === 'staff') return role === 'staff' || role === 'admin';
  return role === 'admin';
}

/**
 * The session of a staff or admin call, or a refusal: 401 without a live session of this tenant
 * (sessions are tenant-bound, so another tenant's token is no session here), 403 with a message
 * when the person's role is too low, and 403 MFA_SETUP_REQUIRED while the tenant (or the person's
 * own flag) requires two-factor authentication and it is not on. A skipped setup does not open
 * the consoles: the skip postpones the reminder, not the requirement (docs/mfa.md).
 */
export async function requireRole(request: FastifyRequest, needed: ConsoleRole): Promise<AuthenticatedSession> {
  const found = await request.server.deps.sessions.requireSession(
    readBearerToken(request),
    request.tenant.id,
    'Please sign in with a staff or admin account.',
  );
  if (!hasRole(found.user.role, needed)) throw new DomainError('FORBIDDEN', REFUSALS[needed]);
  if (isConsoleBlockedByMfa(request.tenant, found.user)) throw new DomainError('MFA_SETUP_REQUIRED', MFA_SETUP_REQUIRED_MESSAGE);
  return found;
}

/**
 * An onRequest hook for a whole route plugin (before body validation, so a member learns nothing from a 400): every route in it needs `needed`. The session is kept on
 * the request (`request.console`) for handlers and the audit log.
 */
export function roleGuard(needed: ConsoleRole) {
  return async (request: FastifyRequest): Promise<void> => {
    request.console = await requireRole(request, needed);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff or admin session of a /api/staff or /api/admin call (set by roleGuard). */
    console: AuthenticatedSession;
  }
}
