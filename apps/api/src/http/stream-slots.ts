import { DomainError, RateLimitError } from '../errors/domain-error';

/** How long a refused stream is told to wait: long enough for slots to free, short for a live page. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export interface StreamCaps {
  /** Streams one client (an address, or a signed-in person) may hold. */
  perClient: number;
  /** Streams one tenant may hold, so a busy or attacked site leaves room for the others. */
  perTenant: number;
  /** Streams the process holds in all (memory, sockets), checked last. */
  total: number;
}

export interface StreamRefusals {
  /** The client's own cap (429): close some pages. */
  client: string;
  /** The tenant's or the process's cap (503): busy, the page falls back to refreshing. */
  busy: string;
}

/**
 * Counts the open server-sent event streams of a process per client, per tenant and in all, and
 * refuses a new one past a cap before it starts (issue 28: one anonymous client could hold every
 * slot of the process, for every tenant). Synchronous: take a slot before the first await that
 * could let another request in, release it when the stream ends.
 */
export class StreamSlots {
  private readonly perClient = new Map<string, number>();
  private readonly perTenant = new Map<number, number>();
  private total = 0;

  constructor(
    private readonly caps: StreamCaps,
    private readonly refusals: StreamRefusals,
  ) {}

  /** Takes a slot for `client` of `tenantId`, or throws the refusal; returns its (idempotent) release. */
  take(client: string, tenantId: number): () => void {
    if ((this.perClient.get(client) ?? 0) >= this.caps.perClient) {
      throw new RateLimitError(this.refusals.client, STREAM_RETRY_AFTER_SECONDS);
    }
    if ((this.perTenant.get(tenantId) ?? 0) >= this.caps.perTenant || this.total >= this.caps.total) {
      throw new DomainError('TOO_MANY_STREAMS', this.refusals.busy, { retryAfterSeconds: STREAM_RETRY_AFTER_SECONDS });
    }
    add(this.perClient, client, 1);
    add(this.perTenant, tenantId, 1);
    this.total += 1;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      add(this.perClient, client, -1);
      add(this.perTenant, tenantId, -1);
      this.total -= 1;
    };
  }
}

function add<K>(counts: Map<K, number>, key: K, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
