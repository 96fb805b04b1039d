import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './errors/error-handler';
import { registerBoundedJsonParser } from './http/bounded-json-parser';
import { serializeRequest } from './http/log-serializers';
import { registerWebApp } from './http/web-app/web-app';
import type { Clock } from './platform/clock';
import type { Secrets } from './platform/secrets';
import type { VapidKeys } from './platform/push/vapid-keys';
import type { SmsSender } from './platform/sms/sms-sender';
import type { CaptchaVerifier } from './platform/captcha/captcha-verifier';
import type { Mailer } from './platform/mailer/mailer';
import type { PictureStore } from './platform/picture-store/picture-store';
import { webManifestRoutes } from './features/tenants/web-manifest.routes';
import { DemoIdentityProvider } from './features/sso/demo-identity-provider';
import { contextPlugin } from './server/context.plugin';
import { securityHeadersPlugin } from './server/security-headers.plugin';
import { apiDocsPlugin } from './server/api-docs.plugin';
import { apiRoutesPlugin } from './server/api-routes.plugin';
import { jobsPlugin } from './server/jobs.plugin';
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

/**
 * Builds the server without listening: main.ts listens, tests call `inject`. The server is a row of
 * named plugins, each declaring what it needs (fastify-plugin `dependencies`: registering them out
 * of order fails at start): the context (`app.deps`), the headers every answer carries, the API's
 * documentation, the /api routes, the jobs, and the web app last (its catch-all serves the SPA).
 */
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

  await app.register(contextPlugin, { config, database, overrides });
  await app.register(securityHeadersPlugin);
  await app.register(apiDocsPlugin);
  // npm start only (refused in production): a local OpenID provider at /oidc-demo for the demo tenant.
  const demoIdentityProvider = config.DEMO_IDENTITY_PROVIDER ? new DemoIdentityProvider(app) : undefined;
  demoIdentityProvider?.mount();

  await app.register(webManifestRoutes);
  await app.register(apiRoutesPlugin, { demoIdentityProvider });
  await app.register(jobsPlugin);
  registerWebApp(app, config);
  return app;
}
