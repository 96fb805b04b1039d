import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { listenOnChannel } from './pg-channel';

/** The channel every replica LISTENs on; the payload is the tenant id whose public answers changed. */
export const PUBLIC_CACHE_CHANNEL = 'public_cache';
/** A tenant keeps at most this many cached answers (paths × query strings); past it they are dropped. */
const MAX_ENTRIES_PER_TENANT = 500;
const MAX_TENANTS = 1_000;

export interface CachedAnswer {
  /** The serialized JSON body, exactly as first sent. */
  body: string;
  /** Strong validator: a hash of the body, quoted. */
  etag: string;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

export interface PublicReadCacheOptions {
  enabled: boolean;
  ttlMs: number;
}

/** The strong ETag of a serialized answer: equal bodies, equal tags, on every replica. */
export function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Serialized public answers (event microsite, calendar, blogs) per tenant and URL, so an event-day
 * refresh storm is served without the database. Every write that may change a tenant's public data
 * calls `invalidate(tenantId)` (app.ts does it for every successful unsafe request, see
 * docs/performance.md); the other replicas hear it through PostgreSQL NOTIFY. A read that started
 * before an invalidation does not store its (possibly old) answer: each tenant has a generation
 * number, bumped by every invalidation, and `store` keeps an answer only if it is unchanged.
 */
export class PublicReadCache {
  private readonly tenants = new Map<number, Map<string, Entry>>();
  private readonly generations = new Map<number, number>();
  private stopListening: (() => Promise<void>) | undefined;
  private readonly changeListeners = new Set<(tenantId: number) => void>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    private readonly options: PublicReadCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  generation(tenantId: number): number {
    return this.generations.get(tenantId) ?? 0;
  }

  lookup(tenantId: number, url: string): CachedAnswer | undefined {
    if (!this.options.enabled) return undefined;
    const entry = this.tenants.get(tenantId)?.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.tenants.get(tenantId)?.delete(url);
      return undefined;
    }
    return entry;
  }

  /** Keeps `body` for `url` unless the tenant's data changed since the read began (`generation`). */
  store(tenantId: number, url: string, body: string, generation: number): CachedAnswer {
    const answer = { body, etag: strongEtag(body) };
    if (!this.options.enabled || generation !== this.generation(tenantId)) return answer;
    let entries = this.tenants.get(tenantId);
    if (!entries) {
      if (this.tenants.size >= MAX_TENANTS) this.tenants.clear();
      this.tenants.set(tenantId, (entries = new Map()));
    }
    if (entries.size >= MAX_ENTRIES_PER_TENANT) entries.clear();
    entries.set(url, { ...answer, expiresAt: this.now() + this.options.ttlMs });
    return answer;
  }

  /**
   * Drops the tenant's cached answers here and, on PostgreSQL, on every other replica (NOTIFY).
   * Call it after the write committed; resolves once the other replicas have been told.
   */
  async invalidate(tenantId: number): Promise<void> {
    this.invalidateLocally(tenantId);
    const { pool } = this.database;
    if (!pool) return; // PGlite: one process, nothing else to tell.
    await pool.query('select pg_notify($1, $2)', [PUBLIC_CACHE_CHANNEL, String(tenantId)]).catch((error: unknown) => {
      this.log.warn({ err: error }, 'public cache NOTIFY failed; other replicas keep their answers until they expire');
    });
  }

  invalidateLocally(tenantId: number): void {
    this.generations.set(tenantId, this.generation(tenantId) + 1);
    this.tenants.delete(tenantId);
    for (const listener of this.changeListeners) listener(tenantId);
  }

  /**
   * Tells `listener` each time a tenant's public data may have changed, from a write on this
   * replica or another (the same signal that drops cached answers): the live microsite streams.
   * Returns the function that stops it.
   */
  onChange(listener: (tenantId: number) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private invalidateAll(): void {
    for (const tenantId of new Set([...this.tenants.keys(), ...this.generations.keys()])) this.invalidateLocally(tenantId);
  }

  /**
   * Starts hearing other replicas' invalidations (PostgreSQL only; PGlite is one process), also
   * with the cache off: the live microsite streams follow the same signal.
   */
  async start(): Promise<void> {
    if (!this.database.pool) return;
    this.stopListening = await listenOnChannel(this.database.pool, PUBLIC_CACHE_CHANNEL, this.log, {
      onMessage: (payload) => {
        const tenantId = Number(payload);
        if (Number.isSafeInteger(tenantId)) this.invalidateLocally(tenantId);
      },
      // Invalidations sent while the connection was down were missed: forget everything.
      onReconnect: () => this.invalidateAll(),
    });
  }

  async close(): Promise<void> {
    await this.stopListening?.().catch(() => undefined);
    this.tenants.clear();
  }
}
