import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error';
import { requireSession } from '../../http/authentication/authentication';
import { findOperatorByUserId, type OperatorRow } from './platform.repository';
import type { PlatformActor } from './platform-actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator on an /api/platform route (set by the guard before the handler). */
    operator: OperatorRow;
  }
}

/** Told to an operator whose two-factor authentication is not on yet. */
export const OPERATOR_MFA_REQUIRED_MESSAGE =
  'Operators must use two-factor authentication. Set it up on the Security page (/security), then come back to /platform.';

/**
 * Declares every route of the /api/platform plugin as the operators' and checks, before body
 * validation: the request came to PLATFORM_HOST (elsewhere the console does not exist: 404), a
 * live session of the platform realm (sessions are realm-bound, so no tenant's token passes),
 * the account is a listed operator (403), and its two-factor authentication is on (403
 * MFA_SETUP_REQUIRED: no skip, unlike a tenant's staff).
 */
export function registerOperatorGuard(platformPlugin: FastifyInstance): void {
  platformPlugin.decorateRequest('operator', null as never);
  platformPlugin.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: 'operator' };
  });
  platformPlugin.addHook('onRequest', async (request) => {
    request.operator = await requireOperator(request);
  });
}

async function requireOperator(request: FastifyRequest): Promise<OperatorRow> {
  if (request.tenant.kind !== 'platform') throw new DomainError('NOT_FOUND', 'There is no operator console at this address.');
  const { user } = await requireSession(request, 'Please sign in as a platform operator.');
  const operator = await findOperatorByUserId(request.server.deps.db, user.id);
  if (!operator) throw new DomainError('FORBIDDEN', 'Only platform operators can use the operator console.');
  if (!user.mfaEnabled) throw new DomainError('MFA_SETUP_REQUIRED', OPERATOR_MFA_REQUIRED_MESSAGE);
  return operator;
}

/** The operator acting on this request, for the platform audit log. */
export function operatorActorOf(request: FastifyRequest): PlatformActor {
  return { operatorId: request.operator.id, label: request.operator.name };
}
