import { DomainError, RateLimitError } from '../errors/domain-error';

/** How long a refused computation is told to wait: a schedule search ends within its budget, about a second. */
export const COMPUTATION_RETRY_AFTER_SECONDS = 5;

export interface ComputationCaps {
  /** Computations one tenant may run at once, so one site cannot take every slot. */
  perTenant: number;
  /** Computations the process runs at once (CPU: each may take its search budget). */
  total: number;
}

/**
 * Counts the heavy computations (tournament draws and schedules) a process runs, per tenant and in
 * all, and refuses one more past a cap before it starts (issue 28): a tenant's second one gets 429
 * `RATE_LIMITED`, one past the process's cap 503 `SERVER_BUSY`, both with `Retry-After`.
 * Synchronous, like `StreamSlots`: take before the first await, release in a `finally`.
 */
export class ComputationSlots {
  private readonly perTenant = new Map<number, number>();
  private total = 0;

  constructor(private readonly caps: ComputationCaps) {}

  /** Takes a slot for `tenantId`, or throws the refusal; returns its (idempotent) release. */
  take(tenantId: number): () => void {
    const ofTenant = this.perTenant.get(tenantId) ?? 0;
    if (ofTenant >= this.caps.perTenant) {
      throw new RateLimitError(
        'A draw or schedule of this site is still being worked out. Try again in a few seconds, when it is done.',
        COMPUTATION_RETRY_AFTER_SECONDS,
      );
    }
    if (this.total >= this.caps.total) {
      throw new DomainError('SERVER_BUSY', 'The server is working out other draws and schedules. Try again in a few seconds.', {
        retryAfterSeconds: COMPUTATION_RETRY_AFTER_SECONDS,
      });
    }
    this.perTenant.set(tenantId, ofTenant + 1);
    this.total += 1;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const left = (this.perTenant.get(tenantId) ?? 1) - 1;
      if (left > 0) this.perTenant.set(tenantId, left);
      else this.perTenant.delete(tenantId);
      this.total -= 1;
    };
  }

  /** Runs `work` in a slot of `tenantId`, releasing it however the work ends. */
  async run<T>(tenantId: number, work: () => Promise<T>): Promise<T> {
    const release = this.take(tenantId);
    try {
      return await work();
    } finally {
      release();
    }
  }
}
