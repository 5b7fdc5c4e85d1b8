import { LRUCache } from 'lru-cache';
import type { CacheLookups } from '../metrics/metrics.js';

/** A scope's version (readCacheVersions), or several joined for a value that depends on several. */
export type Version = string;

/** A value read from the database, with the scope version it was read under and, if it depends on time, until when. */
interface Entry<V> {
  version: Version;
  value: V;
  /** The value holds from this time (ms)... */
  from: number;
  /** ...until this one (ms, exclusive); Infinity when time does not change it. */
  until: number;
}

export interface Loaded<V> {
  value: V;
  /** When the value stops being true by the clock alone (a subscription starts or ends); none if never. */
  validUntil?: Date | null;
}

/**
 * Values kept in memory and answered only while the database says they are current (docs/decisions/018): the
 * caller reads the scope's version first (readCacheVersions, one query for several scopes) and passes it; an entry
 * read under another version, or outside the time it holds for, is read again. Concurrent misses of one key and
 * version share one read.
 */
export function createVersionedCache<V>(options: {
  max: number;
  /**
   * Values whose size grows with the data (a list of matches) are also bounded by their sum: `sizeOf` a value
   * (at least 1), at most `maxSize` in all; a value larger than that is answered but not kept.
   */
  bySize?: { sizeOf: (value: V) => number; maxSize: number } | undefined;
  /** Counts each lookup as a hit or a miss (the metrics'). */
  lookups?: CacheLookups | undefined;
  /**
   * Values that depend on the version alone, never on the clock (a search's matches): they hold at every moment,
   * also for a request that began before another one read them. Otherwise, under concurrent requests, one that
   * began a moment earlier would read again what a later one has just read.
   */
  timeless?: boolean;
}) {
  const { bySize } = options;
  const entries = new LRUCache<string, Entry<V>>({
    max: options.max,
    ...(bySize && {
      maxSize: bySize.maxSize,
      sizeCalculation: (entry: Entry<V>) => Math.max(1, bySize.sizeOf(entry.value)),
    }),
  });
  const reading = new Map<string, Promise<Entry<V>>>();

  const holds = (entry: Entry<V>, version: Version, now: number) =>
    entry.version === version && (options.timeless === true || (entry.from <= now && now < entry.until));

  function read(key: string, version: Version, now: number, load: () => Promise<Loaded<V>>) {
    return load().then(({ value, validUntil }) => {
      const entry = { version, value, from: now, until: validUntil ? validUntil.getTime() : Infinity };
      entries.set(key, entry);
      return entry;
    });
  }

  return {
    /**
     * The value of `key` at `version` as of `now` (ms): the kept one if it was read under that version and holds
     * at `now`, else `load()`'s, kept for the next caller. The version must be read before `load` runs, so a
     * value is never kept under a version older than its rows.
     */
    async get(key: string, version: Version, now: number, load: () => Promise<Loaded<V>>): Promise<V> {
      const kept = entries.get(key);
      const hit = kept !== undefined && holds(kept, version, now);
      options.lookups?.(hit);
      if (hit) return kept.value;

      const readKey = `${version}\u0000${key}`;
      let shared = reading.get(readKey);
      if (!shared) {
        shared = read(key, version, now, load);
        reading.set(readKey, shared);
        void shared.finally(() => reading.delete(readKey)).catch(() => {});
      }
      const entry = await shared;
      // A read shared with a request of another moment may not hold at this one (time moved past a boundary).
      return holds(entry, version, now) ? entry.value : (await read(key, version, now, load)).value;
    },
  };
}
