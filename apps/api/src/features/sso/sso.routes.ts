import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { oneLineText } from '@podium/contracts/text/one-line-text';
import { safeReturnPath } from '@podium/contracts/auth/return-url';
import { ssoConnectionSchema } from '@podium/contracts/sso/sso-login';
import { IdentityProviderClient } from '../../platform/oidc/identity-provider-client';
import { completeSsoLogin } from './complete-sso-login';
import type { DemoIdentityProvider } from './demo-identity-provider';
import { loginNoticeUrl, loginPageUrl } from './login-page-url';
import { pendingSessionUserSchema } from '@podium/contracts/sso/session-user';
import { readPendingMfaChallenge } from './pending-session-user';
import { SsoLoginError } from './sso-login-error';
import {
  expireCookie,
  MFA_CHALLENGE_COOKIE,
  MFA_CHALLENGE_COOKIE_MAX_AGE_SECONDS,
  MFA_PENDING_MARKER_COOKIE,
  readCookie,
  serializeCookie,
  SSO_FLOW_COOKIE,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
} from './sso-cookies';
import { startSsoLogin, type SsoCollaborators } from './start-sso-login';

const CALLBACK_PATH = '/api/auth/callback';
const redirectResponse = { 302: z.void().describe('Redirect to the identity provider or back to the web app') };

const callbackQuerySchema = z.looseObject({
  code: oneLineText().max(2048).optional(),
  state: oneLineText().max(512).optional(),
  iss: oneLineText().max(2048).optional(),
  error: oneLineText().max(256).optional(),
  error_description: oneLineText().max(2048).optional(),
});

/** Sign-in through OpenID Connect and OAuth 2 providers (spec section 7: browser redirect to /api/auth/login). */
export const ssoRoutes: FastifyPluginAsyncZod<{ demo?: DemoIdentityProvider }> = async (app, options) => {
  const collaborators: SsoCollaborators = {
    deps: app.deps,
    identityProviders: new IdentityProviderClient({
      allowPrivateHosts: app.deps.config.OUTBOUND_ALLOW_PRIVATE_HOSTS,
      isProduction: app.deps.config.NODE_ENV === 'production',
    }),
    demo: options.demo,
  };

  const failTo = (request: FastifyRequest, reply: FastifyReply, error: unknown, returnTo: string) => {
    const known = error instanceof SsoLoginError ? error : undefined;
    if (known) request.log.warn({ code: known.code, reason: known.reason }, 'SSO sign-in refused');
    else request.log.error({ err: error }, 'SSO sign-in failed');
    return reply.redirect(loginPageUrl(known?.code ?? 'login_failed', returnTo), 302);
  };

  app.get(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a sign-in at the corporate directory or a social provider (browser navigation)',
        querystring: z.object({
          // Checked in the handler: a browser following an old or hand-edited link gets the login page, not JSON.
          connection: oneLineText().max(64),
          login_hint: oneLineText().max(320).optional(),
          // Any text: safeReturnPath turns a hostile or garbled path into '/', and a browser following
          // a link must land on the site, never on a JSON 400 (headers-and-logs.test.ts).
          returnTo: z.string().max(2000).optional().meta({ 'x-sanitised-path': true }),
        }),
        response: redirectResponse,
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnPath(request.query.returnTo);
      const connection = ssoConnectionSchema.safeParse(request.query.connection);
      if (!connection.success) return failTo(request, reply, new SsoLoginError('unknown_connection'), returnTo);
      try {
        const { authorizationUrl, browserBinding } = await startSsoLogin(collaborators, {
          tenant: request.tenant,
          connection: connection.data,
          loginHint: request.query.login_hint,
          returnTo,
          origin: `${request.protocol}://${request.host}`,
        });
        const flowCookie = serializeCookie(request, SSO_FLOW_COOKIE, browserBinding, {
          path: CALLBACK_PATH,
          maxAgeSeconds: app.deps.config.SSO_FLOW_TTL_SECONDS,
          httpOnly: true,
        });
        return reply.header('set-cookie', flowCookie).header('cache-control', 'no-store').redirect(authorizationUrl.href, 302);
      } catch (error) {
        return failTo(request, reply, error, returnTo);
      }
    },
  );

  app.get(
    '/auth/callback/:connection',
    {
      schema: {
        tags: ['auth'],
        summary: "The identity provider's redirect back: checks the answer, then signs in and returns to the web app",
        params: z.object({ connection: ssoConnectionSchema }),
        querystring: callbackQuerySchema,
        response: redirectResponse,
      },
    },
    async (request, reply) => {
      let returnTo = '/';
      reply.header('cache-control', 'no-store');
      const cookies = [expireCookie(request, SSO_FLOW_COOKIE, CALLBACK_PATH)];
      try {
        const outcome = await completeSsoLogin(
          collaborators,
          {
            tenant: request.tenant,
            connection: request.params.connection,
            callbackParameters: new URL(request.url, 'http://callback').searchParams,
            browserBinding: readCookie(request, SSO_FLOW_COOKIE),
            client: { userAgent: request.headers['user-agent'], ip: request.ip },
          },
          (flowReturnTo) => (returnTo = flowReturnTo),
        );
        if (outcome.kind === 'session') {
          // Readable by the web app, which copies it to local storage (spec: token in storage and cookie).
          cookies.push(
            serializeCookie(request, 'token', outcome.token, { path: '/', maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS, httpOnly: false }),
          );
        } else {
          cookies.push(
            serializeCookie(request, MFA_CHALLENGE_COOKIE, outcome.mfaChallengeToken, {
              path: '/api/auth',
              maxAgeSeconds: MFA_CHALLENGE_COOKIE_MAX_AGE_SECONDS,
              httpOnly: true,
            }),
            serializeCookie(request, MFA_PENDING_MARKER_COOKIE, '1', {
              path: '/',
              maxAgeSeconds: MFA_CHALLENGE_COOKIE_MAX_AGE_SECONDS,
              httpOnly: false,
            }),
          );
        }
        const target = outcome.notice ? loginNoticeUrl(outcome.notice, returnTo) : returnTo;
        return reply.header('set-cookie', cookies).redirect(target, 302);
      } catch (error) {
        reply.header('set-cookie', cookies);
        return failTo(request, reply, error, returnTo);
      }
    },
  );

  await app.register(formPostCallbackRoutes);

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The session user object after a social sign-in that needs MFA (handed over once); 204 when none',
        response: { 200: pendingSessionUserSchema, 204: z.void() },
      },
    },
    async (request, reply) => {
      const token = readCookie(request, MFA_CHALLENGE_COOKIE);
      const pending = token ? readPendingMfaChallenge(token, request.tenant.id, app.deps.clock.now()) : undefined;
      reply.header('set-cookie', [
        expireCookie(request, MFA_CHALLENGE_COOKIE, '/api/auth'),
        expireCookie(request, MFA_PENDING_MARKER_COOKIE, '/'),
      ]);
      reply.header('cache-control', 'no-store');
      if (!pending) return reply.status(204).send();
      return { success: true as const, message: 'MFA required', user: pending };
    },
  );
};

// Apple answers with response_mode=form_post. A cross-site POST carries no SameSite=Lax cookie,
// so hand the same parameters to the GET callback as a top-level navigation, which does.
const formPostCallbackRoutes: FastifyPluginAsyncZod = async (formPost) => {
  formPost.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  formPost.post(
    '/auth/callback/:connection',
    {
      // Re-sent as the GET callback: signing in changes nothing a public read shows.
      config: { cache: 'none' },
      schema: {
        tags: ['auth'],
        summary: 'form_post variant of the callback (Apple): re-sent as a GET',
        params: z.object({ connection: ssoConnectionSchema }),
        body: callbackQuerySchema.extend({ user: oneLineText().max(4096).optional() }),
        response: { 303: z.void().describe('Redirect to the GET callback') },
      },
    },
    async (request, reply) => {
      const { user: _user, ...parameters } = request.body;
      const query = new URLSearchParams(
        Object.entries(parameters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      return reply.redirect(`${CALLBACK_PATH}/${request.params.connection}?${query.toString()}`, 303);
    },
  );
};
