import type { Config } from './config/config';
import type { Database, DatabaseHandle } from './db/client';
import type { Clock } from './platform/clock';
import type { Secrets } from './platform/secrets';
import type { SessionService } from './features/sessions';
import type { TenantResolver } from './features/tenants';
import type { SmsSender } from './platform/sms/sms-sender';
import type { CaptchaVerifier } from './platform/captcha/captcha-verifier';
import type { AppMetrics } from './features/metrics';
import type { Mailer } from './platform/mailer/mailer';
import type { PictureStore } from './platform/picture-store/picture-store';
import type { PublicReadCache } from './features/public-cache';
import type { PaymentProvider } from './features/payments';
import type { EmailNotifier } from './features/email';
import type { VapidKeys } from './platform/push/vapid-keys';
import type { PushSender } from './platform/push/push-sender';

/**
 * The application's wiring, built once by buildApp. Features read their collaborators from here;
 * tests replace the side-effecting ones (clock, SMS sender, captcha verifier) through AppOverrides.
 */
import type { DatabaseChannels, EventStreams } from './platform/realtime';

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  secrets: Secrets;
  sessions: SessionService;
  tenants: TenantResolver;
  /** Sends one-time codes (SMS_PROVIDER). */
  smsSender: SmsSender;
  /** Checks the captcha on OTP sends (CAPTCHA_PROVIDER). */
  captcha: CaptchaVerifier;
  metrics: AppMetrics;
  /** Event email (registration, fixture changes, opponent missing); shutdown awaits its sends. */
  notifier: EmailNotifier;
  /** Sends email (SMTP_URL / SMTP_HOST, else the console outbox). */
  mailer: Mailer;
  /** Stored pictures (S3_ENDPOINT + S3_BUCKET, else DATA_DIR/uploads). */
  pictures: PictureStore;
  /** Live updates: the one LISTEN connection and the one server-sent-events writer (platform/realtime). */
  realtime: { channels: DatabaseChannels; streams: EventStreams };
  /** Serialized public answers per tenant and path; `invalidate(tenantId)` after a write (docs/performance.md). */
  publicCache: PublicReadCache;
  /** Entry fees (PAYMENT_PROVIDER: demo, razorpay, stripe); null when payments are off. */
  payments: PaymentProvider | null;
  /** Web Push keys (VAPID_*, else DATA_DIR/vapid.json outside production); null: no push. */
  vapid: VapidKeys | null;
  /** Sends Web Push through the guarded agent; null when there are no VAPID keys. */
  push: PushSender | null;
}
