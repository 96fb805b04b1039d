import type { FastifyPluginAsync } from 'fastify';
import type { TenantModules } from '@podium/contracts/platform/tenant-modules';
import { DomainError } from '../errors/domain-error';

const MODULE_NAMES: Record<keyof TenantModules, string> = {
  olympicsMicrosite: 'The Corporate Olympics microsite',
  payments: 'Payments',
  tournaments: 'Tournaments',
  coupons: 'Coupons',
  ssoProviders: 'Sign-in with identity providers',
};

/**
 * Wraps a route plugin so its routes answer 404 MODULE_OFF on a tenant whose operator turned
 * `module` off (issue 29, docs/operations.md). The check runs after the tenant is resolved and
 * after a console guard, so a member still learns nothing of an admin route.
 */
export function gatedByModule<Options extends Record<string, unknown>>(
  module: keyof TenantModules,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRequest', async (request) => {
      if (!request.tenant.modules[module])
        throw new DomainError('MODULE_OFF', `${MODULE_NAMES[module]} is not offered on this site. The platform operator can turn it on.`);
    });
    await scope.register(plugin, options);
  };
}
