import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';
import type { AppContext } from '../app-context';
import type { TenantRow } from '../features/tenants';

declare module 'fastify' {
  interface FastifyInstance {
    /** Everything a route needs from outside itself: database, clock, config, services. */
    deps: AppContext;
    /** What the browser needs to show the captcha (provider and public site key). */
    captchaPublicConfig: TenantConfig['captcha'];
  }
  interface FastifyRequest {
    /** The tenant answering this request's host (set for every /api request). */
    tenant: TenantRow;
  }
}
