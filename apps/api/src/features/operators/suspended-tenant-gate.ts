import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors/domain-error';

/** What a suspended site still answers: its configuration and the landing state the maintenance page polls. */
const OPEN_WHILE_SUSPENDED = new Set(['/api/tenant-config', '/api/user/landing']);

/** The refusal of every other call on a suspended site. */
export const SITE_SUSPENDED_MESSAGE = 'This site is paused by the platform operator. Your data is kept; please try again later.';

/**
 * Closes a suspended tenant (issue 29): sign-ins, writes and reads answer 503 TENANT_SUSPENDED;
 * only the configuration and the landing state answer, and the landing state says
 * `maintenance: true`, so the web app shows its maintenance page. Register after the tenant is
 * resolved, before the routes.
 */
export function registerSuspendedTenantGate(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    // `deleting` is closed the same way until it is erased or restored.
    if (!request.tenant || request.tenant.status === 'active') return;
    if (OPEN_WHILE_SUSPENDED.has(request.url.split('?')[0]!)) return;
    throw new DomainError('TENANT_SUSPENDED', SITE_SUSPENDED_MESSAGE);
  });
}
