import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import type { AppOverrides } from '../app';
import { platformHostOf, type Config } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import { systemClock } from '../platform/clock';
import { resolveSecrets } from '../platform/secrets';
import { resolveVapidKeys } from '../platform/push/vapid-keys';
import { webPushSender } from '../platform/push/push-sender';
import { adminConfiguredPolicy } from '../platform/guarded-http';
import { SessionService } from '../features/sessions/session.service';
import { TenantResolver } from '../features/tenants/tenant-resolver';
import { AppMetrics } from '../features/metrics/metrics';
import { createSmsSender } from '../platform/sms/create-sms-sender';
import { createCaptchaVerifier } from '../platform/captcha/create-captcha-verifier';
import { createMailer } from '../platform/mailer/create-mailer';
import { createPictureStore } from '../platform/picture-store/create-picture-store';
import { PublicReadCache } from '../features/public-cache/public-read-cache';
import { DatabaseChannels, EventStreams } from '../platform/realtime';
import { createPaymentProvider } from '../features/payments/providers/create-payment-provider';
import { EmailNotifier } from '../features/email';

export interface ContextPluginOptions {
  config: Config;
  database: DatabaseHandle;
  overrides: AppOverrides;
}

/**
 * `app.deps`: every collaborator a route or job needs, built once from the validated config (tests
 * replace some through `overrides`), with the lifecycle of those that hold connections (the public
 * cache's listening, the realtime channels and streams). Every other plugin depends on it.
 */
const context: FastifyPluginAsyncZod<ContextPluginOptions> = async (app, { config, database, overrides }) => {
  const clock = overrides.clock ?? systemClock;
  const secrets = overrides.secrets ?? resolveSecrets(config);
  const mailer = overrides.mailer ?? createMailer(config);
  const vapid = overrides.vapid === undefined ? resolveVapidKeys(config) : overrides.vapid;
  const realtime = { channels: new DatabaseChannels(database, app.log), streams: new EventStreams() };
  const context: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    secrets,
    sessions: new SessionService(database.db, clock, secrets.sessionSecret, config.SESSION_TTL_DAYS),
    tenants: new TenantResolver(database.db, { platformHost: platformHostOf(config), isProduction: config.NODE_ENV === 'production' }),
    smsSender: overrides.smsSender ?? createSmsSender(config),
    captcha: overrides.captcha ?? createCaptchaVerifier(config, clock, secrets.dataEncryptionKey),
    metrics: new AppMetrics(database),
    mailer,
    notifier: new EmailNotifier({ db: database.db, mailer, unsubscribeSecret: secrets.sessionSecret, log: app.log, port: config.PORT }),
    pictures: overrides.pictures ?? createPictureStore(config),
    realtime,
    publicCache: new PublicReadCache(realtime.channels, app.log, {
      enabled: config.PUBLIC_CACHE_ENABLED,
      ttlMs: config.PUBLIC_CACHE_SERVER_TTL_SECONDS * 1000,
    }),
    payments: createPaymentProvider(config, secrets.sessionSecret),
    vapid,
    // A push endpoint came from a browser, so from a member: only https to public addresses (docs/security.md).
    push: vapid ? webPushSender(vapid, adminConfiguredPolicy(config.OUTBOUND_ALLOW_PRIVATE_HOSTS)) : null,
  };
  app.addHook('onReady', async () => context.publicCache.start());
  // Open streams would keep app.close() waiting for ever: end them first.
  app.addHook('preClose', async () => realtime.streams.endAll());
  app.addHook('onClose', async () => {
    await context.publicCache.close();
    await realtime.channels.close();
  });
  app.decorate('deps', context);
  app.decorate('captchaPublicConfig', {
    provider: config.CAPTCHA_PROVIDER,
    ...(config.CAPTCHA_SITE_KEY ? { siteKey: config.CAPTCHA_SITE_KEY } : {}),
  });
  app.decorateRequest('tenant', null as never);
};

export const contextPlugin = fp(context, { name: 'podium-context', fastify: '5.x' });
