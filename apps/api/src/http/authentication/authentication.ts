import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MESSAGES } from '@podium/contracts/messages';
import { isConsoleBlockedByMfa, MFA_SETUP_REQUIRED_MESSAGE } from '@podium/contracts/mfa/mfa-enforcement';
import { DomainError } from '../../errors/domain-error';
import type { AuthenticatedSession } from '../../features/sessions';
import type { SessionTokenClaims } from '../../features/sessions';
import { readBearerToken } from './bearer-token';

/**
 * Who may call a route, declared in its options: `{ config: { auth: 'member' } }`.
 * - `member`: any live session of this tenant (401 otherwise);
 * - `staff` / `admin`: that, with the role (admins can do everything staff can), and two-factor
 *   authentication on where the tenant requires it (403 otherwise);
 * - `optional`: the session when there is one (`request.optionalSession`), never a refusal;
 * - `claims`: a valid token's claims only (`request.sessionClaims`, 401 otherwise), for the
 *   check-in, which reads the session row in its own statement to save a round trip;
 * - `kiosk`: a kiosk's device token, not a person's session; the kiosk service checks it.
 * - `operator`: a platform operator's session on PLATFORM_HOST, with two-factor authentication
 *   on; the /api/platform plugin's guard checks it (features/operators/operator-guard.ts).
 * A route whose OpenAPI entry says it needs a bearer token must declare one of these: the server
 * refuses to start otherwise, so a new route cannot forget its check.
 */
export type RouteAuth = 'member' | ConsoleRole | 'optional' | 'claims' | 'kiosk' | 'operator';
export type ConsoleRole = 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (apps/api/src/http/authentication). */
    auth?: RouteAuth;
    /** The 401 text for a missing session, where the product description gives a route its own. */
    signInMessage?: string;
  }
  interface FastifyRequest {
    /** The caller's session on a route declared `member`, `staff` or `admin` (set before the handler). */
    session: AuthenticatedSession;
    /** The caller's session, if any, on a route declared `optional`. */
    optionalSession: AuthenticatedSession | undefined;
    /** The caller's token claims on a route declared `claims`. */
    sessionClaims: SessionTokenClaims;
  }
}

const CONSOLE_REFUSALS: Record<ConsoleRole, string> = {
  staff: 'Only event staff and admins can do this. Ask an admin of this site for the staff role.',
  admin: 'Only admins of this site can do this. Ask an admin to make the change or to give you the admin role.',
};
const CONSOLE_SIGN_IN_MESSAGE = 'Please sign in with a staff or admin account.';

/** True when `role` may act as `needed`: admins can do everything staff can. */
export function hasRole(role: string, needed: ConsoleRole): boolean {
  if (needed === 'staff') return role === 'staff' || role === 'admin';
  return role === 'admin';
}

/**
 * The live session of this request's tenant, or 401 with `message`. Sessions are tenant-bound, so
 * another tenant's token is no session here.
 */
export function requireSession(request: FastifyRequest, message: string = MESSAGES.checkIn.sessionExpired): Promise<AuthenticatedSession> {
  return request.server.deps.sessions.requireSession(readBearerToken(request), request.tenant.id, message);
}

/** The session of this request's tenant when there is a live one. */
export function findSession(request: FastifyRequest): Promise<AuthenticatedSession | undefined> {
  return request.server.deps.sessions.findSession(readBearerToken(request), request.tenant.id);
}

/**
 * The token's claims without reading the session row: only for the check-in, which reads the row
 * in its own statement with the same rules (docs/check-in.md).
 */
export function readSessionClaims(request: FastifyRequest): Promise<SessionTokenClaims | undefined> {
  return request.server.deps.sessions.readClaims(readBearerToken(request), request.tenant.id);
}

/**
 * The session of a staff or admin call, or a refusal: 401 without a live session, 403 with a
 * message when the role is too low, and 403 MFA_SETUP_REQUIRED while the tenant (or the person's
 * own flag) requires two-factor authentication and it is not on. A skipped setup does not open
 * the consoles: the skip postpones the reminder, not the requirement (docs/mfa.md).
 */
export async function requireConsoleRole(request: FastifyRequest, needed: ConsoleRole): Promise<AuthenticatedSession> {
  const found = await requireSession(request, CONSOLE_SIGN_IN_MESSAGE);
  if (!hasRole(found.user.role, needed)) throw new DomainError('FORBIDDEN', CONSOLE_REFUSALS[needed]);
  if (isConsoleBlockedByMfa(request.tenant, found.user)) throw new DomainError('MFA_SETUP_REQUIRED', MFA_SETUP_REQUIRED_MESSAGE);
  return found;
}

/**
 * Reads each route's `config.auth` and sets `request.session` (or refuses) before its handler.
 * Member routes are checked after body validation, as they always were: a bad body answers 400
 * whoever sends it. Register once on the /api plugin, before its routes.
 */
export function registerAuthentication(api: FastifyInstance): void {
  api.decorateRequest('session', null as never);
  api.decorateRequest('optionalSession', undefined);
  api.decorateRequest('sessionClaims', null as never);
  // Checked when the server is ready: a console plugin's own onRoute hook declares its routes after this one runs.
  const routes: RouteOptions[] = [];
  api.addHook('onRoute', (route) => {
    routes.push(route);
  });
  api.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => needsBearerToken(route) && !route.config?.auth);
    if (undeclared.length > 0)
      throw new Error(
        `These routes need a bearer token but declare no config.auth (apps/api/src/http/authentication): ${undeclared.map((route) => `${String(route.method)} ${route.url}`).join(', ')}`,
      );
  });
  api.addHook('preHandler', async (request) => {
    const { auth, signInMessage } = request.routeOptions.config;
    if (!auth || auth === 'kiosk' || auth === 'operator') return;
    if (auth === 'optional') request.optionalSession = await findSession(request);
    else if (auth === 'member') request.session = await requireSession(request, signInMessage);
    else if (auth === 'claims') {
      const claims = await readSessionClaims(request);
      if (!claims) throw new DomainError('UNAUTHENTICATED', signInMessage ?? MESSAGES.checkIn.sessionExpired);
      request.sessionClaims = claims;
    }
    // A console plugin's guard has already set the session; a console route elsewhere checks here.
    else if (!request.session) request.session = await requireConsoleRole(request, auth);
  });
}

/**
 * Declares every route of a console plugin (/api/staff, /api/admin) as `role`'s and checks it in
 * onRequest, before body validation, so a member learns nothing about a console route's schema
 * from a 400.
 */
export function registerConsoleGuard(consolePlugin: FastifyInstance, role: ConsoleRole): void {
  consolePlugin.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: role };
  });
  consolePlugin.addHook('onRequest', async (request) => {
    request.session = await requireConsoleRole(request, role);
  });
}

/** The 401 text of the member's own registrations, orders and profile. */
export const SIGN_IN_AGAIN_MESSAGE = 'Please sign in again to continue.';

/** Who is acting, for services and the audit log: the console session's tenant and person. */
export function actorOf(request: FastifyRequest): { tenantId: number; userId: number } {
  return { tenantId: request.tenant.id, userId: request.session.user.id };
}

function needsBearerToken(route: RouteOptions): boolean {
  const security = (route.schema as { security?: Array<Record<string, unknown>> } | undefined)?.security;
  return security?.some((entry) => 'bearer' in entry) ?? false;
}
