import { keptInInstance } from '../system/instance-memory.ts';

/**
 * A read that one function instance reuses for a few seconds, per key. For shopper-facing reads
 * of records staff change rarely (products, delivery zones and slots), which would otherwise cost
 * a Blobs read per record on every request. Writes made by this instance call forget() so they
 * show at once; writes made elsewhere show within `reuseMs`. Never use it where a decision must
 * see the newest value (taking stock or slot places reads the record itself).
 */
export interface ReusedRead<K, T> {
  get(key: K, now?: number): Promise<T>;
  forget(): void;
}

export function reusedRead<K, T>(read: (key: K) => Promise<T>, reuseMs: number): ReusedRead<K, T> {
  const kept = new Map<K, { value: Promise<T>; until: number }>();
  keptInInstance(() => {
    kept.clear();
  });
  // Bounded, because keys such as dates keep changing over an instance's life.
  const MOST_KEYS = 50;
  return {
    get(key, now = Date.now()) {
      const entry = kept.get(key);
      if (entry && entry.until > now) return entry.value;
      const value = read(key);
      if (kept.size >= MOST_KEYS) kept.clear();
      kept.set(key, { value, until: now + reuseMs });
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    },
    forget() {
      kept.clear();
    },
  };
}
