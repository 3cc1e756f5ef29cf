import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { openStore } from './store.ts';

/** How every record is stored: the value plus a revision that grows by one on each write. */
function envelopeSchema<S extends z.ZodType>(schema: S) {
  return z.object({ revision: z.int().positive(), updatedAt: z.iso.datetime(), data: schema });
}

/** A stored value with its revision, for callers that need to know which version they read. */
export interface Revisioned<T> {
  revision: number;
  updatedAt: string;
  data: T;
}

/** Raised when a conditional write kept losing to writers in other function instances. */
export class WriteConflictError extends Error {
  constructor(key: string) {
    super(`Gave up writing ${key} after repeated conflicting writes`);
    this.name = 'WriteConflictError';
  }
}

/**
 * How long one update keeps retrying a write that other instances keep beating: long enough for
 * a burst of a hundred buyers of one meal, well inside a function's time limit.
 */
const WRITE_DEADLINE_MS = 20_000;
/** Retry pauses grow from a few milliseconds to this, each a random part of its bound. */
const MAX_RETRY_PAUSE_MS = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "Full jitter" backoff: spreads writers that collided so they stop colliding. */
const retryPause = (attempt: number) =>
  pause(Math.random() * Math.min(MAX_RETRY_PAUSE_MS, 4 * 2 ** attempt));

/**
 * One entity's records, one key each under `prefix/` (never a list of records in one blob).
 * Unique records are created once (onlyIfNew), shared documents change only through update(),
 * and values are validated by `schema` on the way in and on the way out.
 */
export interface RecordCollection<T> {
  /** The key prefix of these records: `<prefix>/<id>`. */
  readonly prefix: string;
  get(id: string): Promise<T | null>;
  getRevisioned(id: string): Promise<Revisioned<T> | null>;
  /** Ids under the prefix, optionally narrowed by a further prefix (key design is the index). */
  listIds(subPrefix?: string): Promise<string[]>;
  list(subPrefix?: string): Promise<T[]>;
  /** Writes once: returns the stored record and whether this call created it. */
  createOnce(id: string, value: T): Promise<{ created: boolean; record: T }>;
  /**
   * Read-modify-write of one record, safe against concurrent writers; `change` may throw to abort,
   * or return the very value it was given to leave the record as it is (no write).
   * It also gets the revision it is changing (0 for a new record), to refuse stale edits.
   */
  update(id: string, change: (current: T | null, revision: number) => T): Promise<Revisioned<T>>;
  delete(id: string): Promise<void>;
}

/** Builds the collection of records of one entity. `storeName` is for tests and tools only. */
export function recordCollection<S extends z.ZodType>(options: {
  prefix: string;
  schema: S;
  storeName?: string;
  now?: () => Date;
  /** Called after this instance changed a record (e.g. to drop a reused read of them). */
  afterWrite?: () => void;
}): RecordCollection<z.output<S>> {
  type T = z.output<S>;
  const { prefix, schema } = options;
  const envelope = envelopeSchema(schema);
  const now = options.now ?? (() => new Date());
  const afterWrite = options.afterWrite ?? (() => undefined);
  const store = (): Store => openStore(options.storeName);
  const keyOf = (id: string): string => {
    if (!id || id.includes('..') || id.startsWith('/')) throw new Error(`Invalid record id: ${id}`);
    return `${prefix}/${id}`;
  };
  const parseStored = (raw: unknown): Revisioned<T> => envelope.parse(raw) as Revisioned<T>;
  const wrap = (data: T, revision: number): Revisioned<T> => ({
    revision,
    updatedAt: now().toISOString(),
    data: schema.parse(data),
  });

  async function getRevisioned(id: string): Promise<Revisioned<T> | null> {
    const raw: unknown = await store().get(keyOf(id), { type: 'json' });
    return raw === null ? null : parseStored(raw);
  }

  async function listIds(subPrefix = ''): Promise<string[]> {
    const { blobs } = await store().list({ prefix: `${prefix}/${subPrefix}` });
    return blobs.map((blob) => blob.key.slice(prefix.length + 1)).sort();
  }

  return {
    prefix,
    getRevisioned,
    async get(id) {
      return (await getRevisioned(id))?.data ?? null;
    },
    listIds,
    async list(subPrefix) {
      const ids = await listIds(subPrefix);
      const records = await Promise.all(ids.map(getRevisioned));
      return records.flatMap((record) => (record ? [record.data] : []));
    },
    async createOnce(id, value) {
      const key = keyOf(id);
      const written = wrap(value, 1);
      for (let attempt = 0; ; attempt += 1) {
        const result = await store().setJSON(key, written, { onlyIfNew: true });
        if (result.modified) {
          afterWrite();
          return { created: true, record: written.data };
        }
        const existing = await getRevisioned(id);
        if (existing) return { created: false, record: existing.data };
        // Deleted between our write and our read: try to create it again.
        if (attempt >= 3) throw new WriteConflictError(key);
      }
    },
    async update(id, change) {
      const key = keyOf(id);
      const deadline = Date.now() + WRITE_DEADLINE_MS;
      for (let attempt = 0; ; attempt += 1) {
        const entry = await store().getWithMetadata(key, { type: 'json' });
        const current = entry ? parseStored(entry.data) : null;
        const revision = current?.revision ?? 0;
        const changed = change(current ? current.data : null, revision);
        // Nothing to change (an idempotent step done before): no write, nobody else disturbed.
        if (current && changed === current.data) return current;
        const next = wrap(changed, revision + 1);
        // The store refuses the write if anyone wrote the key since our read (or created it, for
        // a new record): the same atomic check in production and in the local server.
        if (entry && !entry.etag) throw new Error(`The Blobs store gave no ETag for ${key}`);
        const condition = entry?.etag ? { onlyIfMatch: entry.etag } : { onlyIfNew: true as const };
        const result = await store().setJSON(key, next, condition);
        if (result.modified) {
          afterWrite();
          return next;
        }
        if (Date.now() >= deadline) throw new WriteConflictError(key);
        await retryPause(attempt);
      }
    },
    async delete(id) {
      await store().delete(keyOf(id));
      afterWrite();
    },
  };
}
