import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentProviderOf, platformHostOf, type Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import type { AppContext } from './app-context';
import { registerErrorHandler } from './errors/error-handler';
import { registerBoundedJsonParser } from './http/bounded-json-parser';
import { serializeRequest } from './http/log-serializers';
import { registerSameOriginGuard } from './http/same-origin-guard';
import { registerAuthentication } from './http/authentication/authentication';
import { registerWebApp } from './http/web-app/web-app';
import { systemClock, type Clock } from './platform/clock';
import { resolveSecrets, type Secrets } from './platform/secrets';
import { resolveVapidKeys, type VapidKeys } from './platform/push/vapid-keys';
import { webPushSender } from './platform/push/push-sender';
import { adminConfiguredPolicy } from './platform/guarded-http';
import { notificationJob, notificationRoutes } from './features/notifications';
import { SessionService } from './features/sessions/session.service';
import { TenantResolver } from './features/tenants/tenant-resolver';
import { tenantRoutes } from './features/tenants/tenant.routes';
import { brandFileRoutes } from './features/tenants/brand-files.routes';
import { webManifestRoutes } from './features/tenants/web-manifest.routes';
import { healthRoutes } from './features/health';
import { contactRoutes } from './features/contact';
import { checkInRoutes } from './features/check-in/check-in.routes';
import { checkInCodeRoutes } from './features/check-in/checkin-codes.routes';
import { publicEventRoutes } from './features/check-in/public-events.routes';
import { kioskRoutes } from './features/kiosk/kiosk.routes';
import { AppMetrics } from './features/metrics/metrics';
import { registerMetrics } from './features/metrics/metrics.routes';
import { createSmsSender } from './platform/sms/create-sms-sender';
import type { SmsSender } from './platform/sms/sms-sender';
import { createCaptchaVerifier } from './platform/captcha/create-captcha-verifier';
import type { CaptchaVerifier } from './platform/captcha/captcha-verifier';
import { captchaCspSources } from './platform/captcha/captcha-csp';
import { paymentCspSources } from './features/payments/providers/payment-csp';
import { createMailer } from './platform/mailer/create-mailer';
import type { Mailer } from './platform/mailer/mailer';
import { createPictureStore } from './platform/picture-store/create-picture-store';
import type { PictureStore } from './platform/picture-store/picture-store';
import { authRoutes } from './features/auth/auth.routes';
import { mfaRoutes } from './features/mfa/mfa.routes';
import { eventRoutes } from './features/events/events.routes';
import { registerPublicCaching } from './features/events';
import { calendarRoutes, publicCalendarRoutes } from './features/calendars/calendars.routes';
import { publicAnnouncementRoutes } from './features/announcements/announcements.routes';
import { standingsRoutes } from './features/tournaments/standings.routes';
import { eventLiveRoutes } from './features/tournaments/live.routes';
import { blogRoutes } from './features/blogs';
import { registrationRoutes } from './features/registrations/registrations.routes';
import { waitlistRoutes } from './features/registrations/waitlist.routes';
import { teamInviteRoutes } from './features/registrations/team-invites.routes';
import { waitlistJob } from './features/registrations/waitlist-jobs';
import { couponRoutes } from './features/coupons/coupons.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { dataRightsRoutes } from './features/data-rights/data-rights.routes';
import { emailRoutes } from './features/email/email.routes';
import { emailVerificationRoutes } from './features/email-verification';
import { integrationsRoutes, registerTenantScriptCsp } from './features/integrations';
import { ssoRoutes } from './features/sso/sso.routes';
import { DemoIdentityProvider } from './features/sso/demo-identity-provider';
import { listConfiguredConnections, providerSettingsDeps } from './features/sso';
import { adminRoutes, galleryFileRoutes } from './features/admin';
import { staffRoutes } from './features/staff/staff.routes';
import { certificateRoutes } from './features/certificates/certificates.routes';
import { isEventInStaffScope } from './http/staff-scope';
import { PublicReadCache } from './features/public-cache/public-read-cache';
import { DatabaseChannels, EventStreams } from './platform/realtime';
import { requireRouteCacheDeclarations } from './http/route-cache';
import { registerPrivateByDefault, registerPublicCacheInvalidation } from './features/public-cache/invalidate-on-write';
import { registerCompression } from './http/compression';
import { createPaymentProvider } from './features/payments/providers/create-payment-provider';
import { paymentRoutes } from './features/payments/payments.routes';
import { EmailNotifier } from './features/email';
import { paymentWebhookRoutes } from './features/payments/webhooks.routes';
import { paymentJob } from './features/payments/payment-jobs';
import { JobRegistry } from './platform/jobs';
import { platformRoutes, registerSuspendedTenantGate, tenantPurgeJob } from './features/operators';
import { invitationLookupRoutes } from './features/invitations';
import { gatedByModule } from './http/module-gate';
import './http/fastify-augment';

/** Replaceable collaborators: tests pass a fixed clock, fixed secrets, local provider servers. */
export interface AppOverrides {
  clock?: Clock;
  secrets?: Secrets;
  /** Pino options or false to silence logs (tests). */
  logger?: boolean | object;
  /** Where the configured logger writes (tests capture the log to check what it reveals). */
  logStream?: { write(line: string): void };
  /** SMS adapter (tests pass an outbox or an adapter pointed at a local server). */
  smsSender?: SmsSender;
  /** Captcha verifier (tests pass one pointed at a local siteverify server). */
  captcha?: CaptchaVerifier;
  /** Email adapter (tests pass one pointed at a local SMTP server). */
  mailer?: Mailer;
  /** Picture storage (tests may pass their own; the default follows S3_* / DATA_DIR). */
  pictures?: PictureStore;
  /** VAPID keys (tests pass a fixed pair; the default follows VAPID_* / DATA_DIR/vapid.json). */
  vapid?: VapidKeys | null;
}

/** Paths under /api that never need a tenant (liveness must answer even when the database is down). */
const TENANTLESS_PATHS = new Set(['/api/health', '/api/ready', '/api/metrics']);

/** Builds the server without listening: main.ts listens, tests call `inject`. */
export async function buildApp(config: Config, database: DatabaseHandle, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: overrides.logger ?? {
      level: config.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers["access-token"]',
          'req.headers.cookie',
          '*.otp',
          '*.token',
          '*.totpCode',
          '*.recoveryCode',
        ],
        censor: '[redacted]',
      },
      // Query strings can carry credentials (OAuth codes, unsubscribe tokens): their values are masked.
      serializers: { req: serializeRequest },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    // A hop count trusts that many proxies in front of us (what Fastify does with a number; its types omit it).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Query strings like `?redirect=/a?b=c` must not be split on ';'.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerBoundedJsonParser(app);

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

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // A hosted captcha (Turnstile, hCaptcha, reCAPTCHA) needs its provider's documented origins; ALTCHA none.
  const captchaCsp = captchaCspSources(config.CAPTCHA_PROVIDER);
  // Razorpay's checkout is its own script over our page (docs/payments.md); other providers add nothing.
  const paymentCsp = paymentCspSources(paymentProviderOf(config));
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // wasm-unsafe-eval: the QR decoder is WebAssembly; no other eval is allowed.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...captchaCsp.scriptSrc, ...paymentCsp.scriptSrc],
        // Workers are our own files: the captcha's proof of work and the QR decoder (issue 34: ALTCHA's
        // widget, which made its workers from blobs, is no longer used).
        workerSrc: ["'self'"],
        frameSrc: ["'self'", ...captchaCsp.frameSrc, ...paymentCsp.frameSrc],
        styleSrc: ["'self'", "'unsafe-inline'", ...captchaCsp.styleSrc],
        imgSrc: ["'self'", 'data:', 'blob:', ...paymentCsp.imgSrc],
        mediaSrc: ["'self'", 'blob:', 'mediastream:'],
        connectSrc: ["'self'", ...config.CORS_ORIGINS, ...captchaCsp.connectSrc, ...paymentCsp.connectSrc],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Camera needs a same-origin embedder; the default 'require-corp' would block nothing we use,
    // but keeps the door open for SharedArrayBuffer-free decoding only.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  // A tenant's consented third-party scripts: their origins join its HTML document's CSP (not /Login).
  registerTenantScriptCsp(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
  });

  await registerCompression(app);

  if (config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, { origin: config.CORS_ORIGINS, credentials: true });
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Podium API', version: '1.0.0', description: 'Corporate sports events: sign-in, events, check-in.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerMetrics(app, context.metrics, { metricsToken: config.METRICS_TOKEN, isProduction: config.NODE_ENV === 'production' });

  // npm start only (refused in production): a local OpenID provider at /oidc-demo for the demo tenant.
  const demoIdentityProvider = config.DEMO_IDENTITY_PROVIDER ? new DemoIdentityProvider(app) : undefined;
  demoIdentityProvider?.mount();

  await app.register(webManifestRoutes);
  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        const pathOnly = request.url.split('?')[0]!;
        if (TENANTLESS_PATHS.has(pathOnly) || pathOnly.startsWith('/api/docs')) return;
        request.tenant = await context.tenants.resolve(request.host);
      });
      // A suspended site answers only its configuration and landing state (features/operators).
      registerSuspendedTenantGate(api);
      // A state-changing call authenticated only by the cookie must come from our own origin.
      registerSameOriginGuard(api, config.CORS_ORIGINS);
      // Each route's `config.auth` decides who may call it (request.session for its handler).
      registerAuthentication(api);
      registerPrivateByDefault(api);
      // Each route's `config.cache` says what it does to the public cache (checked when ready).
      requireRouteCacheDeclarations(api);
      registerPublicCacheInvalidation(api);
      await registerPublicCaching(api);
      await api.register(healthRoutes);
      await api.register(tenantRoutes, {
        listSignInConnections: (tenant) => listConfiguredConnections(context.db, providerSettingsDeps(context), tenant),
      });
      await api.register(contactRoutes);
      await api.register(eventRoutes);
      await api.register(publicCalendarRoutes);
      await api.register(calendarRoutes);
      await api.register(publicAnnouncementRoutes);
      await api.register(gatedByModule('tournaments', standingsRoutes));
      await api.register(eventLiveRoutes);
      await api.register(blogRoutes);
      await api.register(registrationRoutes);
      await api.register(waitlistRoutes);
      await api.register(teamInviteRoutes);
      await api.register(gatedByModule('payments', paymentRoutes));
      await api.register(paymentWebhookRoutes);
      await api.register(gatedByModule('coupons', couponRoutes));
      await api.register(profileRoutes);
      await api.register(dataRightsRoutes);
      await api.register(emailRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(integrationsRoutes);
      await api.register(mfaRoutes);
      await api.register(checkInRoutes);
      await api.register(certificateRoutes);
      await api.register(notificationRoutes);
      await api.register(checkInCodeRoutes);
      // A kiosk's code is read only while its starter still works its event (the staff feature's scope).
      await api.register(kioskRoutes, { prefix: '/kiosk', isEventInStarterScope: isEventInStaffScope });
      await api.register(publicEventRoutes);
      await api.register(authRoutes);
      await api.register(invitationLookupRoutes);
      await api.register(ssoRoutes, { demo: demoIdentityProvider });
      await api.register(galleryFileRoutes);
      await api.register(brandFileRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(staffRoutes, { prefix: '/staff' });
      await api.register(platformRoutes, { prefix: '/platform' });
    },
    { prefix: '/api' },
  );

  registerWebApp(app, config);
  registerJobs(app, context);
  return app;
}

/**
 * The server's repeating jobs, in one registry: started when the server is ready, stopped (waiting
 * for a run in progress) when it closes. Tests run none on a timer: they call each job's run.
 */
function registerJobs(app: FastifyInstance, context: AppContext): void {
  const jobs = new JobRegistry(app.log);
  jobs.register(paymentJob(context));
  jobs.register(waitlistJob(context));
  jobs.register(tenantPurgeJob(context));
  jobs.register(notificationJob(context, app.log));
  if (context.config.NODE_ENV === 'test') return;
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
}
