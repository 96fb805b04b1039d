import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';

/**
 * The process's Prometheus metrics. One registry per app (not prom-client's global one), so
 * several apps in one test process don't collide.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'podium_http_requests_total',
    help: 'HTTP requests by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'podium_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  /** Check-ins recorded, by event and attendance type (participant, visitor, check-out). */
  readonly checkIns = new Counter({
    name: 'podium_check_ins_total',
    help: 'Attendance records written, by event and type',
    labelNames: ['event_id', 'type'] as const,
    registers: [this.registry],
  });

  /** One-time codes sent and failed sends, by outcome (sent, failed, limited). */
  readonly otpSends = new Counter({
    name: 'podium_otp_sends_total',
    help: 'One-time code sends by outcome',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /** Code sends refused by the SMS pumping limits, by limit (prefix, country, daily). */
  readonly otpPumpingRefusals = new Counter({
    name: 'podium_otp_pumping_refusals_total',
    help: 'One-time code sends refused by the SMS pumping limits, by limit',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  readonly otpVerifications = new Counter({
    name: 'podium_otp_verifications_total',
    help: 'One-time code checks by outcome (ok, wrong, expired, locked)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(database: DatabaseHandle) {
    collectDefaultMetrics({ register: this.registry, prefix: 'podium_' });
    const pool = database.pool;
    if (pool) {
      new Gauge({
        name: 'podium_db_pool_connections',
        help: 'PostgreSQL pool connections by state',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
  }
}
