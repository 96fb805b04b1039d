import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseChannels } from '../../platform/realtime';
import { TenantEntries, type EntryPlace } from './tenant-entries';
import { formatInvalidation, parseInvalidation } from './invalidation-message';

/** The channel every replica LISTENs on; the payload names the tenant (and maybe events) whose public answers changed. */
export const PUBLIC_CACHE_CHANNEL = 'public_cache';
/** A tenant keeps at most this many cached answers; past it the least recently used goes. */
const MAX_ENTRIES_PER_TENANT = 500;
/** Query-string variants kept of one route and parameters (fixtures by sport, venue, status...). */
const MAX_VARIANTS_PER_GROUP = 32;
const MAX_TENANTS = 1_000;

export interface CachedAnswer {
  /** The serialized JSON body, exactly as first sent. */
  body: string;
  /** Weak validator: a hash of the body, quoted, `W/`-prefixed (equal for every content encoding). */
  etag: string;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

export interface PublicReadCacheOptions {
  enabled: boolean;
  ttlMs: number;
}

/** Which events of a tenant changed; `undefined` means anything of the tenant may have. */
export type ChangedEvents = ReadonlySet<number> | undefined;

/**
 * The ETag of a serialized answer: equal bodies, equal tags, on every replica. Weak (`W/`), because
 * the bytes sent differ by content encoding (identity, gzip, br) while the answer is the same, and
 * a strong tag must name exact bytes (RFC 9110 8.8.3); If-None-Match compares weakly anyway.
 */
export function answerEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Serialized public answers (event microsite, calendar, blogs) per tenant and URL, so an event-day
 * refresh storm is served without the database. Writes call `invalidate(tenantId)` (app.ts does it
 * for every successful unsafe request, see docs/performance.md), or `invalidateEvents` when they
 * know the few events they touched (a member's profile edit); the other replicas hear it through
 * PostgreSQL NOTIFY. A read that started before an invalidation does not store its (possibly old)
 * answer: each tenant has a generation number, bumped by every invalidation, and an answer is kept
 * only if it is unchanged. Concurrent misses of one URL share one read (`read`).
 */
export class PublicReadCache {
  private readonly tenants = new Map<number, TenantEntries<Entry>>();
  private readonly generations = new Map<number, number>();
  /** Reads in progress per tenant and key; an invalidation forgets them, so later reads start afresh. */
  private readonly flights = new Map<number, Map<string, Promise<CachedAnswer | undefined>>>();
  private stopListening: (() => void) | undefined;
  private readonly changeListeners = new Set<(tenantId: number, eventIds: ChangedEvents) => void>();

  constructor(
    private readonly channels: DatabaseChannels,
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

  lookup(tenantId: number, key: string): CachedAnswer | undefined {
    if (!this.options.enabled) return undefined;
    const entries = this.tenants.get(tenantId);
    const entry = entries?.get(key);
    if (!entry) return undefined;
    if (entry.value.expiresAt <= this.now()) {
      entries!.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The cached answer at `place`, or the one `load` makes (its serialized body; `undefined` when the
   * answer may not be kept). Concurrent misses of the same key wait for the first one's `load`: a
   * storm of misses costs one database read per URL. With the cache off, each caller loads its own.
   * Resolves `undefined` when the answer was not cacheable (the handler sent its own reply): a
   * caller whose own `load` did not run then reads for itself.
   */
  async read(tenantId: number, place: EntryPlace, load: () => Promise<string | undefined>): Promise<CachedAnswer | undefined> {
    if (!this.options.enabled) {
      // Off: every request reads for itself (the HTTP validators still come from its answer).
      const body = await load();
      return body === undefined ? undefined : { body, etag: answerEtag(body) };
    }
    const cached = this.lookup(tenantId, place.key);
    if (cached) return cached;
    let tenantFlights = this.flights.get(tenantId);
    const inFlight = tenantFlights?.get(place.key);
    if (inFlight) return inFlight;
    const generation = this.generation(tenantId);
    const flight = load().then((body) => (body === undefined ? undefined : this.store(tenantId, place, body, generation)));
    if (!tenantFlights) this.flights.set(tenantId, (tenantFlights = new Map()));
    tenantFlights.set(place.key, flight);
    const forget = () => {
      if (this.flights.get(tenantId)?.get(place.key) === flight) this.flights.get(tenantId)!.delete(place.key);
    };
    flight.then(forget, forget);
    return flight;
  }

  /** Keeps `body` at `place` unless the tenant's data changed since the read began (`generation`). */
  store(tenantId: number, place: EntryPlace, body: string, generation: number): CachedAnswer {
    const answer = { body, etag: answerEtag(body) };
    if (!this.options.enabled || generation !== this.generation(tenantId)) return answer;
    let entries = this.tenants.get(tenantId);
    if (!entries) {
      if (this.tenants.size >= MAX_TENANTS) this.tenants.clear();
      this.tenants.set(tenantId, (entries = new TenantEntries(MAX_ENTRIES_PER_TENANT, MAX_VARIANTS_PER_GROUP)));
    }
    entries.set(place, { ...answer, expiresAt: this.now() + this.options.ttlMs });
    return answer;
  }

  /**
   * Drops the tenant's cached answers here and, on PostgreSQL, on every other replica (NOTIFY).
   * Call it after the write committed; resolves once the other replicas have been told.
   */
  async invalidate(tenantId: number): Promise<void> {
    this.invalidateLocally(tenantId, undefined);
    await this.tell(formatInvalidation(tenantId, undefined));
  }

  /**
   * Drops only the answers of these events of the tenant (their `/public/events/{id}/...` reads),
   * here and on every replica, and tells only their live pages: for a write that changes nothing
   * else anyone reads (a member's new name in the teams of the events they play in). No events, no
   * work. Lists and blog answers stay.
   */
  async invalidateEvents(tenantId: number, eventIds: readonly number[]): Promise<void> {
    if (eventIds.length === 0) return;
    const changed = new Set(eventIds);
    this.invalidateLocally(tenantId, changed);
    await this.tell(formatInvalidation(tenantId, changed));
  }

  invalidateLocally(tenantId: number, eventIds: ChangedEvents): void {
    this.generations.set(tenantId, this.generation(tenantId) + 1);
    this.flights.delete(tenantId);
    if (eventIds === undefined) this.tenants.delete(tenantId);
    else this.tenants.get(tenantId)?.deleteEvents(eventIds);
    for (const listener of this.changeListeners) listener(tenantId, eventIds);
  }

  /**
   * Tells `listener` each time a tenant's public data may have changed (all of it, or the events
   * named), from a write on this replica or another (the same signal that drops cached answers):
   * the live microsite streams. Returns the function that stops it.
   */
  onChange(listener: (tenantId: number, eventIds: ChangedEvents) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private async tell(payload: string): Promise<void> {
    // PGlite: one process, nothing else to tell (notify sends nothing).
    await this.channels.notify(PUBLIC_CACHE_CHANNEL, payload).catch((error: unknown) => {
      this.log.warn({ err: error }, 'public cache NOTIFY failed; other replicas keep their answers until they expire');
    });
  }

  private invalidateAll(): void {
    for (const tenantId of new Set([...this.tenants.keys(), ...this.generations.keys()])) this.invalidateLocally(tenantId, undefined);
  }

  /**
   * Starts hearing other replicas' invalidations (PostgreSQL only; PGlite is one process), also
   * with the cache off: the live microsite streams follow the same signal.
   */
  async start(): Promise<void> {
    if (!this.channels.crossesProcesses) return;
    this.stopListening = await this.channels.subscribe(PUBLIC_CACHE_CHANNEL, {
      onMessage: (payload) => {
        const message = parseInvalidation(payload);
        if (message) this.invalidateLocally(message.tenantId, message.eventIds);
      },
      // Invalidations sent while the connection was down were missed: forget everything.
      onReconnect: () => this.invalidateAll(),
    });
  }

  async close(): Promise<void> {
    this.stopListening?.();
    this.tenants.clear();
  }
}
