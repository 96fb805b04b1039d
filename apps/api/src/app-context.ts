import type { Config } from './config/config';
import type { Database, DatabaseHandle } from './db/client';
import type { Clock } from './platform/clock';
import type { Secrets } from './platform/secrets';
import type { SessionService } from './features/sessions/session.service';
import type { TenantResolver } from './features/tenants/tenant-resolver';
import type { AppMetrics } from './features/metrics/metrics';

/**
 * The application's wiring, built once by buildApp. Features read their collaborators from here;
 * tests replace the side-effecting ones (clock, SMS sender, captcha verifier) through AppOverrides.
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  secrets: Secrets;
  sessions: SessionService;
  tenants: TenantResolver;
  metrics: AppMetrics;
}
