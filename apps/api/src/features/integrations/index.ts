/** A tenant's consented third-party scripts: the member's routes, the admin's routes and their CSP. */
export { adminIntegrationsRoutes, integrationsRoutes } from './integrations.routes';
export { registerTenantScriptCsp } from './tenant-script-csp';
