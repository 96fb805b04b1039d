import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const booleanFromEnv = z.enum(['true', 'false', '1', '0', '']).transform((value) => value === 'true' || value === '1');

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: `true`/`false`, a hop count (`1` = the one proxy
 * in front of us), or a comma-separated list of proxy addresses/CIDRs. `true` trusts every
 * X-Forwarded-For, so any client could pick the IP the rate limits count (issue 12, finding 11).
 */
const trustProxyFromEnv = z.string().transform((raw, context): boolean | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false' || value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    // ipaddr.js, not node:net: config makes no connection, and the outbound-request inventory
    // (test/security/outbound-requests.test.ts) flags every network module.
    const family = ipaddr.IPv4.isValidFourPartDecimal(address) ? 4 : ipaddr.IPv6.isValid(address) ? 6 : 0;
    const maxPrefix = family === 6 ? 128 : 32;
    const isPrefixValid = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !isPrefixValid || extra !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not true, false, a hop count or an IP address/CIDR (e.g. 1, or 10.0.0.0/8,192.168.1.5)`,
      });
    }
  }
  return entries;
});

/** Parses `"9000000001:123456,9000000002:123456"` into phone → fixed code. */
const testNumbersFromEnv = z.string().transform((raw, context) => {
  const numbers = new Map<string, string>();
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\d{10}):(\d{6})$/.exec(entry);
    if (!match) {
      context.addIssue({ code: 'custom', message: `"${entry}" is not PHONE:CODE (10 digits:6 digits)` });
      return z.NEVER;
    }
    numbers.set(match[1]!, match[2]!);
  }
  return numbers;
});

/**
 * Every environment variable the server reads, with its default. This is the only module that
 * touches process.env; README's configuration table mirrors it.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Port for web and API together. */
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** PostgreSQL connection string; unset means the embedded PostgreSQL (PGlite) in DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Folder for the embedded database and uploads. */
    DATA_DIR: z.string().default('./data'),
    /** Which X-Forwarded-* headers to trust behind a reverse proxy or load balancer (see trustProxyFromEnv). */
    TRUST_PROXY: trustProxyFromEnv.default(false),
    /** Comma-separated web origins allowed by CORS when the API runs on its own host. */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((raw) =>
        raw
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    /** Folder of the built web app served at /; empty disables static serving. */
    WEB_DIST_DIR: z.string().default('apps/web/dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Secret for signing session tokens and challenge tokens (at least 32 characters). */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Key for hashing OTPs and encrypting MFA secrets (at least 32 characters). */
    DATA_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Web Push (issue 33, docs/operations.md): the VAPID key pair (base64url, `npx web-push
     * generate-vapid-keys`). Outside production a pair is generated once into DATA_DIR/vapid.json;
     * production without them sends no push (email still goes) and says so at start.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url public key (87 characters) from `npx web-push generate-vapid-keys`')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key (43 characters) from `npx web-push generate-vapid-keys`')
      .optional(),
    /** Who push services may contact about our pushes (`mailto:` or `https:`); default: MAIL_FROM's address. */
    VAPID_SUBJECT: z
      .string()
      .max(200)
      .refine((value) => value.startsWith('mailto:') || value.startsWith('https://'), 'must start with mailto: or https://')
      .optional(),
    /**
     * Host of the operator console (issue 29, docs/operations.md). Default `platform.localhost`
     * outside production; unset in production means no console (the commands still work).
     */
    PLATFORM_HOST: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]{1,253}$/, 'must be a hostname such as platform.example.com')
      .optional(),
    /** Phone (10 digits) of the operator created at the first start when none exists, like Keycloak's bootstrap admin. */
    PODIUM_BOOTSTRAP_OPERATOR_PHONE: z
      .string()
      .regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number')
      .optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
    /** Fixed OTPs for listed numbers (demos, automated checks); refused in production. */
    OTP_TEST_NUMBERS: testNumbersFromEnv.default(new Map()),
    /**
     * Ceiling of code sends from one IP address per hour, for clear abuse only: a venue or office
     * puts hundreds of people behind one address (issue 13). Default 1000.
     */
    OTP_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(1000),
    /**
     * SMS pumping defence (docs/security.md): at most OTP_PREFIX_HOURLY_LIMIT sends per clock hour to
     * unknown numbers of one number block (the first OTP_PREFIX_DIGITS digits), per tenant, on top of
     * the per-phone and per-IP limits. Test numbers are not counted.
     */
    OTP_PREFIX_DIGITS: z.coerce.number().int().min(3).max(10).default(7),
    OTP_PREFIX_HOURLY_LIMIT: z.coerce.number().int().min(1).default(30),
    /**
     * Last resort over every tenant (issue 28): code sends per country per hour and per UTC day,
     * known numbers included. Reaching either refuses everyone and logs the alarm "SMS global cap
     * reached"; the per-tenant budgets below should stop abuse long before. Must be at least the
     * tenant budgets.
     */
    OTP_COUNTRY_HOURLY_LIMIT: z.coerce.number().int().min(1).default(10_000),
    OTP_DAILY_CAP: z.coerce.number().int().min(1).default(50_000),
    /**
     * Each tenant's budget for numbers it does not know (never signed in there, on a browser that
     * has not signed in with them lately), per clock hour and per UTC day (issue 28). One tenant's
     * flood cannot spend another tenant's budget, and known numbers do not need it.
     */
    OTP_TENANT_HOURLY_LIMIT: z.coerce.number().int().min(1).default(1000),
    OTP_TENANT_DAILY_LIMIT: z.coerce.number().int().min(1).default(5000),
    /** Each tenant's separate hourly budget for known numbers and known devices (issue 28). */
    OTP_TENANT_KNOWN_HOURLY_LIMIT: z.coerce.number().int().min(1).default(2000),
    /**
     * Above this share of a tenant's unknown-number budget (hour or day), unknown numbers need an
     * ALTCHA solved at ALTCHA_ESCALATED_FACTOR times the cost (issue 28).
     */
    OTP_CAPTCHA_ESCALATION_PERCENT: z.coerce.number().int().min(1).max(100).default(80),
    /** How long a browser that signed in with a number stays a known device for it (httpOnly cookie). */
    OTP_KNOWN_DEVICE_DAYS: z.coerce.number().int().min(1).max(365).default(60),
    /** SMS provider: console (log line), twilio, msg91. */
    SMS_PROVIDER: z.enum(['console', 'twilio', 'msg91']).default('console'),
    /**
     * Lets production start with SMS_PROVIDER=console (nobody receives a code; each send is one log
     * line naming the number, never the text or the code). Refused otherwise: a production console
     * outbox meant every sign-in code sat in the log.
     */
    UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION: booleanFromEnv.default(false),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_VERIFY_SERVICE_SID: z.string().optional(),
    TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
    TWILIO_VERIFY_BASE_URL: z.url().default('https://verify.twilio.com'),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_ID: z.string().optional(),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    /**
     * Email (registration confirmations, withdrawals, fixture changes). SMTP_URL (smtp:// or smtps://,
     * user and password in it) or SMTP_HOST with SMTP_PORT/SMTP_USER/SMTP_PASSWORD; with neither, mail
     * goes to the console outbox (one log line per mail: recipient and subject, no body).
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    SMTP_SECURE: booleanFromEnv.default(false),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    /** Sender of every email, e.g. `Podium <no-reply@sports.example.com>`. */
    MAIL_FROM: z.string().min(3).default('Podium <no-reply@localhost>'),
    /** Captcha: altcha (self-hosted, default), turnstile, hcaptcha, recaptcha, none (tests only). */
    CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'hcaptcha', 'recaptcha', 'none']).default('altcha'),
    CAPTCHA_SITE_KEY: z.string().optional(),
    CAPTCHA_SECRET: z.string().optional(),
    CAPTCHA_VERIFY_URL: z.url().optional(),
    /**
     * ALTCHA proof-of-work cost: the largest number the browser may have to try (one SHA-256 each;
     * the server picks between half of it and all of it). 10 000 solves in about 0.2-0.5 s in
     * Chromium on 2 cores, also at 4x CPU throttling (a mid-range phone), and the login page solves
     * it while the number is typed. See docs/sign-in.md.
     */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(10_000),
    /**
     * When set, GET /api/metrics requires `Authorization: Bearer <METRICS_TOKEN>`. In production
     * without it the route answers 404: metrics (routes, volumes, memory) are not public by default.
     */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * Profile pictures in an S3-compatible bucket (AWS S3, MinIO, R2, ...) instead of DATA_DIR/uploads:
     * used only when S3_ENDPOINT and S3_BUCKET are both set (path-style URLs, SigV4). Pictures are still
     * served from our origin (read through the API), so the CSP stays 'self'.
     */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /**
     * Public event reads (issue 14): browsers and any CDN may reuse an answer this many seconds
     * (`Cache-Control: public, max-age`), then serve it stale while they revalidate for
     * PUBLIC_CACHE_STALE_SECONDS more. Personal answers are always `private, no-store`.
     */
    PUBLIC_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
    PUBLIC_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Live microsite streams (`/api/public/events/{id}/stream`) one process keeps open; more get a 503. */
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(2_000),
    /**
     * Live microsite streams one client address may hold in a process (more get a 429), and one
     * tenant (more get a 503), checked before LIVE_STREAMS_MAX, so one client or one site cannot
     * take every slot (issue 28). A venue puts many phones behind one address: keep the first high.
     * A cap above the one that contains it is harmless: the smaller one refuses first.
     */
    LIVE_STREAMS_PER_CLIENT_MAX: z.coerce.number().int().min(1).max(100_000).default(50),
    LIVE_STREAMS_PER_TENANT_MAX: z.coerce.number().int().min(1).max(100_000).default(1_000),
    /**
     * Staff live attendance streams (`/api/staff/events/{id}/attendance/stream`): per process, per
     * tenant and per signed-in person (a few screens and tabs each); past a cap a 503 or 429.
     */
    ATTENDANCE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(500),
    ATTENDANCE_STREAMS_PER_TENANT_MAX: z.coerce.number().int().min(1).max(100_000).default(200),
    ATTENDANCE_STREAMS_PER_USER_MAX: z.coerce.number().int().min(1).max(1_000).default(10),
    /**
     * Tournament draws and schedules one process works out at once (each search may take about a
     * second of CPU), and one tenant at once; past either a 503 `SERVER_BUSY` or a 429, with
     * Retry-After (issue 28).
     */
    TOURNAMENT_COMPUTATIONS_MAX: z.coerce.number().int().min(1).max(64).default(2),
    TOURNAMENT_COMPUTATIONS_PER_TENANT_MAX: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * The in-process cache of serialized public answers per tenant and path, dropped on every write
     * (docs/performance.md). `false` reads the database each time (bench:load compares both). Its
     * entries also expire after PUBLIC_CACHE_SERVER_TTL_SECONDS, a bound for changes no write
     * announces (a blog post whose publication time arrives).
     */
    PUBLIC_CACHE_ENABLED: booleanFromEnv.default(true),
    PUBLIC_CACHE_SERVER_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Serve the web app's `.map` files (production answers 404 for them unless this is true). */
    SERVE_SOURCE_MAPS: booleanFromEnv.optional(),
    /** Seed the demo tenant at start (npm start sets it). */
    SEED_DEMO: booleanFromEnv.default(false),
    /**
     * A local OpenID provider at /oidc-demo standing in for the demo tenant's corporate directory and
     * Google (npm start sets it; refused in production). docs/sso.md lists its identities.
     */
    DEMO_IDENTITY_PROVIDER: booleanFromEnv.default(false),
    /**
     * Lets URLs typed by tenant admins (identity provider issuer and endpoints) reach loopback and
     * private addresses over plain http: tests and local development only; refused in production.
     */
    OUTBOUND_ALLOW_PRIVATE_HOSTS: booleanFromEnv.default(false),
    /** How long a sign-in round trip to an identity provider may take before its state expires. */
    SSO_FLOW_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
    /**
     * Client secrets of identity providers set by the operator: every variable named
     * SSO_SECRET_<TENANT SLUG>_<CONNECTION> (docs/sso.md). A row reads only the one variable named
     * after its own tenant and connection. Collected by loadConfig.
     */
    SSO_CLIENT_SECRETS: z.record(z.string(), z.string()).default({}),
    /**
     * Entry fees (docs/payments.md): demo (built-in checkout at /pay-demo, refused in production),
     * razorpay or stripe. Unset: demo outside production, no payments in production (a paid
     * category then refuses registration with a clear message).
     */
    PAYMENT_PROVIDER: z.enum(['demo', 'razorpay', 'stripe']).optional(),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Razorpay's API origin; tests point it at a local server speaking the documented API. */
    RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Stripe's API origin; tests point it at a local server speaking the documented API. */
    STRIPE_BASE_URL: z.url().default('https://api.stripe.com'),
    /** How long an unpaid order holds its places before it expires and releases them. */
    PAYMENT_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** How long a freed place is held for the first person on a category's waiting list (issue 33 §5). */
    WAITLIST_OFFER_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 7)
      .default(12),
    /** Orders still pending this long are asked about at the provider (a webhook may have been lost). */
    PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(3),
    /** A refund that does not reach the provider after this many sends is marked failed and the admin told (issue 28). */
    REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** Order-flood limits per member (issue 28): unpaid orders open at once, and orders started in an hour. */
    PAYMENT_MAX_OPEN_ORDERS: z.coerce.number().int().min(1).max(100).default(3),
    PAYMENT_MAX_ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
    /** A delayed payment method (Stripe's async methods) still settling holds the place this long. */
    PAYMENT_ASYNC_HOLD_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(14 * 24)
      .default(72),
  })
  .superRefine((config, context) => {
    for (const [globalKey, tenantKey] of [
      ['OTP_COUNTRY_HOURLY_LIMIT', 'OTP_TENANT_HOURLY_LIMIT'],
      ['OTP_DAILY_CAP', 'OTP_TENANT_DAILY_LIMIT'],
    ] as const) {
      if (config[globalKey] < config[tenantKey])
        context.addIssue({
          code: 'custom',
          path: [globalKey],
          message: `must be at least ${tenantKey} (${config[tenantKey]}): the global cap is the last resort above every tenant's budget`,
        });
    }
    if (config.S3_ENDPOINT && config.S3_BUCKET) {
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!config[key]) context.addIssue({ code: 'custom', path: [key], message: 'is required when S3_ENDPOINT and S3_BUCKET are set' });
      }
    }
    if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required with the other VAPID key (set both, or neither)',
      });
    }
    const paymentKeys = {
      razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
      stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    } as const;
    if (config.PAYMENT_PROVIDER === 'razorpay' || config.PAYMENT_PROVIDER === 'stripe') {
      for (const key of paymentKeys[config.PAYMENT_PROVIDER]) {
        if (!config[key])
          context.addIssue({ code: 'custom', path: [key], message: `is required when PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER}` });
      }
    }
    if (config.NODE_ENV !== 'production') return;
    if (config.OTP_TEST_NUMBERS.size > 0) {
      context.addIssue({ code: 'custom', path: ['OTP_TEST_NUMBERS'], message: 'is not allowed when NODE_ENV=production' });
    }
    for (const key of ['SESSION_SECRET', 'DATA_ENCRYPTION_KEY'] as const) {
      if (!config[key]) context.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
    if (config.DEMO_IDENTITY_PROVIDER) {
      context.addIssue({ code: 'custom', path: ['DEMO_IDENTITY_PROVIDER'], message: 'is not allowed when NODE_ENV=production' });
    }
    if (config.SMS_PROVIDER === 'console' && !config.UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION) {
      context.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message:
          'is "console" (no SMS is sent) when NODE_ENV=production: set twilio or msg91, or UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION=true to run without SMS',
      });
    }
    if (config.OUTBOUND_ALLOW_PRIVATE_HOSTS) {
      context.addIssue({ code: 'custom', path: ['OUTBOUND_ALLOW_PRIVATE_HOSTS'], message: 'is not allowed when NODE_ENV=production' });
    }
    if (config.PAYMENT_PROVIDER === 'demo') {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'cannot be "demo" when NODE_ENV=production (nobody would pay)',
      });
    }
    if (config.CAPTCHA_PROVIDER === 'none') {
      context.addIssue({ code: 'custom', path: ['CAPTCHA_PROVIDER'], message: 'cannot be "none" when NODE_ENV=production' });
    }
  });

export type Config = z.infer<typeof configSchema>;

/**
 * Settings production accepts but an operator should hear about at start-up (main.ts prints each).
 * The console mail outbox only warns: its log line holds the recipient and subject, never the body
 * (unsubscribe tokens, join codes), and sign-in does not depend on mail.
 */
export function productionWarnings(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!config.VAPID_PUBLIC_KEY) {
    warnings.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: no push notifications are sent (email still is).');
  }
  if (config.SMS_PROVIDER === 'console') {
    warnings.push('SMS_PROVIDER=console with UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION=true: no sign-in code is sent to anyone (nor logged).');
  }
  if (!config.SMTP_URL && !config.SMTP_HOST) {
    warnings.push('Neither SMTP_URL nor SMTP_HOST is set: emails are not sent, only logged (recipient and subject) by the console outbox.');
  }
  if (!config.METRICS_TOKEN) warnings.push('METRICS_TOKEN is not set: GET /api/metrics answers 404.');
  return warnings;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const ssoSecrets = Object.fromEntries(Object.entries(present).filter(([variable]) => variable.startsWith('SSO_SECRET_')));
  const parsed = configSchema.safeParse({ ...present, SSO_CLIENT_SECRETS: ssoSecrets });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const variable = issue.path.join('.') || 'environment';
    const received = env[variable];
    const isSecret = /SECRET|KEY|TOKEN|PASSWORD|DATABASE_URL|SMTP_URL/.test(variable);
    const shown = received === undefined || isSecret ? '' : ` (got "${received.length > 40 ? received.slice(0, 40) + '…' : received}")`;
    return `${variable} ${issue.message}${shown}`;
  });
  throw new ConfigError(problems);
}

/** The demo accounts' fixed codes (README lists them). */
export const DEMO_OTP_TEST_NUMBERS = '9000000001:123456,9000000002:123456,9000000003:123456,9000000004:123456,9000000009:123456';

/**
 * `npm start` runs the demo: seed the demo tenant and give the demo accounts fixed codes, unless
 * the environment says otherwise. Nothing is defaulted in production.
 */
export function applyDemoDefaults(env: Record<string, string | undefined>): void {
  if (env.NODE_ENV === 'production') return;
  env.SEED_DEMO ??= 'true';
  env.OTP_TEST_NUMBERS ??= DEMO_OTP_TEST_NUMBERS;
  env.DEMO_IDENTITY_PROVIDER ??= 'true';
}

/** The operator console's host: PLATFORM_HOST, else `platform.localhost` outside production, else none. */
export function platformHostOf(config: Config): string | undefined {
  return config.PLATFORM_HOST ?? (config.NODE_ENV === 'production' ? undefined : 'platform.localhost');
}

export type PaymentProviderName = 'demo' | 'razorpay' | 'stripe' | 'none';

/** The payment provider in use: PAYMENT_PROVIDER, else demo outside production, else none. */
export function paymentProviderOf(config: Config): PaymentProviderName {
  return config.PAYMENT_PROVIDER ?? (config.NODE_ENV === 'production' ? 'none' : 'demo');
}
