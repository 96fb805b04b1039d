/** Where a cached answer sits: its key, the group of variants it belongs to, and the event it shows. */
export interface EntryPlace {
  /** The whole cache key: route, validated parameters and validated query string. */
  key: string;
  /** Route and validated parameters: the variants of one group differ only by their query string. */
  group: string;
  /** The event whose reads this answer is (a route with `:eventId`), for per-event invalidation. */
  eventId: number | undefined;
}

export interface StoredEntry<T> extends EntryPlace {
  value: T;
}

/**
 * One tenant's cached answers, least recently used first (a Map keeps insertion order; a hit moves
 * its entry to the end). Past `maxEntries` the least recently used answer goes, and past
 * `maxVariantsPerGroup` the least recently used variant of the same group: 500 unique query
 * strings on one path replace that path's variants only, never the event pages other people read
 * (issue 28; it used to empty the whole tenant).
 */
export class TenantEntries<T> {
  private readonly entries = new Map<string, StoredEntry<T>>();
  private readonly groupSizes = new Map<string, number>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxVariantsPerGroup: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry under `key`, now the most recently used. */
  get(key: string): StoredEntry<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(place: EntryPlace, value: T): void {
    this.delete(place.key);
    if ((this.groupSizes.get(place.group) ?? 0) >= this.maxVariantsPerGroup) this.evictOldestOf(place.group);
    if (this.entries.size >= this.maxEntries) this.evictOldestOf(undefined);
    this.entries.set(place.key, { ...place, value });
    this.groupSizes.set(place.group, (this.groupSizes.get(place.group) ?? 0) + 1);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const left = (this.groupSizes.get(entry.group) ?? 1) - 1;
    if (left > 0) this.groupSizes.set(entry.group, left);
    else this.groupSizes.delete(entry.group);
  }

  /** Drops every answer of these events; answers of no event (lists, blogs) stay. */
  deleteEvents(eventIds: ReadonlySet<number>): void {
    for (const entry of [...this.entries.values()]) {
      if (entry.eventId !== undefined && eventIds.has(entry.eventId)) this.delete(entry.key);
    }
  }

  /** The least recently used entry of `group`, or of all when `group` is undefined, goes. */
  private evictOldestOf(group: string | undefined): void {
    for (const entry of this.entries.values()) {
      if (group === undefined || entry.group === group) {
        this.delete(entry.key);
        return;
      }
    }
  }
}
