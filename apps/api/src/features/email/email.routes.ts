import { z } from 'zod';
import { oneLineText } from '@podium/contracts/text/one-line-text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { emailSubscriptionSchema } from '@podium/contracts/email/email-subscription';
import { emailNotifierOf } from './email-notifier-of';
import { presentEmailSubscription } from './email.presenter';
import { setEmailSubscription } from './email.service';
import { success } from '../../http/success';

const tokenQuerySchema = z.object({ token: oneLineText().min(1, 'The link has no token. Open the whole link from the email.').max(200) });
const unsubscribeAnswerSchema = successEnvelope(emailSubscriptionSchema);

/** Email preferences: the unsubscribe link of every email we send (no sign-in; the signed token names the person). */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail still being handed over finishes before the app closes.
  app.addHook('onClose', async () => emailNotifierOf(app).settled());

  // Mail apps send the one-click POST as a form (`List-Unsubscribe=One-Click`); the token is in the URL, so the body is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  const setUnsubscribed = async (token: string, tenantId: number, unsubscribed: boolean) => {
    const secret = app.deps.secrets.sessionSecret;
    const subscription = await setEmailSubscription(app.deps.db, { secret, token, tenantId, unsubscribed, now: app.deps.clock.now() });
    return presentEmailSubscription(subscription);
  };

  const unsubscribeSchema = (summary: string) => ({
    tags: ['email'],
    summary,
    querystring: tokenQuerySchema,
    response: { 200: unsubscribeAnswerSchema },
  });

  app.get(
    '/email/unsubscribe',
    { schema: unsubscribeSchema('Unsubscribe from registration, withdrawal and match emails (the link in every email)') },
    async (request) =>
      success(
        await setUnsubscribed(request.query.token, request.tenant.id, true),
        'You are unsubscribed. We will not email you about registrations or matches any more.',
      ),
  );

  // RFC 8058: mail apps' own Unsubscribe button POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL.
  app.post(
    '/email/unsubscribe',
    { config: { cache: 'none' }, schema: unsubscribeSchema('One-click unsubscribe (RFC 8058, sent by mail apps)') },
    async (request) =>
      success(
        await setUnsubscribed(request.query.token, request.tenant.id, true),
        'You are unsubscribed. We will not email you about registrations or matches any more.',
      ),
  );

  app.post(
    '/email/resubscribe',
    { config: { cache: 'none' }, schema: unsubscribeSchema('Undo an unsubscribe (the same link)') },
    async (request) => success(await setUnsubscribed(request.query.token, request.tenant.id, false), 'You are subscribed again.'),
  );
};
