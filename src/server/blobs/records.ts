import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import {
  conditionalSetJSONTagged,
  StoreUnavailableError,
  UnknownWriteOutcomeError,
  withStoreRetries,
  type WriteOutcome,
} from './store-calls.ts';
import { checkStoreDeadline, pauseWithinDeadline } from './store-deadline.ts';
import { openStore } from './store.ts';
import { earlierWriteIdsAfter, newWriteId, writeLanded } from './write-ids.ts';

/**
 * How every record is stored: the value plus a revision that grows by one on each write, and
 * the ids of the writes that made the latest revisions (write-ids.ts), which older records lack.
 */
function envelopeSchema<S extends z.ZodType>(schema: S) {
  return z.object({
    revision: z.int().positive(),
    updatedAt: z.iso.datetime(),
    writeId: z.string().optional(),
    earlierWriteIds: z.array(z.string()).optional(),
    data: schema,
  });
}

/** An envelope as stored, write ids included. */
interface Stored<T> extends Revisioned<T> {
  writeId?: string | undefined;
  earlierWriteIds?: string[] | undefined;
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
export const WRITE_DEADLINE_MS = 20_000;
/** The longest key Netlify Blobs takes, in bytes. */
const MAX_KEY_BYTES = 600;
/** Writes in a row the store gave no clear answer to, beyond which it counts as down. */
const MAX_FAILED_WRITES = 3;
/** Retry pauses grow from a few milliseconds to this, each a random part of its bound. */
const MAX_RETRY_PAUSE_MS = 200;

/** Why a write gave up: other writers kept winning, or the store kept failing. */
const givingUp = (key: string, lastOutcome: WriteOutcome): Error =>
  lastOutcome === 'failed'
    ? new StoreUnavailableError(`writing ${key}`)
    : new WriteConflictError(key);

/**
 * "Full jitter" backoff: spreads writers that collided so they stop colliding. Inside a store
 * deadline it never runs past it (StoreDeadlineError instead).
 */
const retryPause = (attempt: number, key: string) =>
  pauseWithinDeadline(
    Math.random() * Math.min(MAX_RETRY_PAUSE_MS, 4 * 2 ** attempt),
    `writing ${key}`,
  );

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
  /** createOnce that also gives the version it wrote, when it did, for update's `from`. */
  createOnceWithVersion(
    id: string,
    value: T,
  ): Promise<{ created: boolean; record: T; version?: RecordVersion | undefined }>;
  /**
   * Read-modify-write of one record, safe against concurrent writers; `change` may throw to abort,
   * or return the very value it was given to leave the record as it is (no write).
   * It also gets the revision it is changing (0 for a new record), to refuse stale edits. It may
   * be async (a value worked out from other records between the read and the conditional write).
   */
  update(
    id: string,
    change: (current: T | null, revision: number) => T | Promise<T>,
    options?: UpdateOptions,
  ): Promise<Revisioned<T>>;
  delete(id: string): Promise<void>;
}

/** How an update may start. */
export interface UpdateOptions {
  /**
   * The record is most likely new (a key that names a time window, say): the first attempt skips
   * the read and writes only if there is no record yet, which saves a call when there is none
   * and costs one refused write when there is (then it reads and writes as usual).
   */
  expectNew?: boolean;
  /**
   * The version this instance wrote (from createOnce): the first attempt writes on its ETag
   * without reading; if anyone wrote since, the store refuses it and the update reads as usual.
   */
  from?: RecordVersion | undefined;
  /**
   * Takes the collection's `afterSave` work instead of awaiting it: a checkout runs it after its
   * answer, so the records derived from this one stay off the order's critical path.
   */
  followLater?: ((work: () => Promise<void>) => void) | undefined;
}

/** A record as one write of this instance left it, with the ETag the store gave that write. */
export interface RecordVersion {
  readonly etag: string;
  readonly stored: unknown;
}

/** Builds the collection of records of one entity. `storeName` is for tests and tools only. */
export function recordCollection<S extends z.ZodType>(options: {
  prefix: string;
  schema: S;
  storeName?: string;
  now?: () => Date;
  /** Called after this instance changed a record (e.g. to drop a reused read of them). */
  afterWrite?: () => void;
  /**
   * Awaited after each change of a record (given its id), before the change returns: recomputes
   * a record derived from this collection's records, so every writer keeps it up to date.
   */
  afterSave?: (id: string) => Promise<void>;
  /** How long one update keeps retrying against other writers; WRITE_DEADLINE_MS by default. */
  writeDeadlineMs?: number;
}): RecordCollection<z.output<S>> {
  type T = z.output<S>;
  const { prefix, schema } = options;
  const envelope = envelopeSchema(schema);
  const now = options.now ?? (() => new Date());
  const afterWrite = async (
    id: string,
    later?: (work: () => Promise<void>) => void,
  ): Promise<void> => {
    options.afterWrite?.();
    const { afterSave } = options;
    if (!afterSave) return;
    if (later) later(() => afterSave(id));
    else await afterSave(id);
  };
  const store = (): Store => openStore(options.storeName);
  // Route parameters are checked before any handler runs (src/lib/api/route-params.ts); this is
  // the last line: a key the store would refuse or that climbs out of its prefix is never sent.
  const keyOf = (id: string): string => {
    const key = `${prefix}/${id}`;
    const unfit =
      !id ||
      id.includes('..') ||
      id.startsWith('/') ||
      /[\p{Cc}\p{Cf}]/u.test(id) ||
      new TextEncoder().encode(key).length > MAX_KEY_BYTES;
    if (unfit) throw new Error(`Invalid record id: ${JSON.stringify(id.slice(0, 100))}`);
    return key;
  };
  const parseStored = (raw: unknown): Stored<T> => envelope.parse(raw) as Stored<T>;
  /** What callers get: the record without its write ids. */
  const revisioned = ({ revision, updatedAt, data }: Revisioned<T>): Revisioned<T> => ({
    revision,
    updatedAt,
    data,
  });
  const wrap = (data: T, previous: Stored<T> | null): Stored<T> => ({
    revision: (previous?.revision ?? 0) + 1,
    updatedAt: now().toISOString(),
    writeId: newWriteId(),
    earlierWriteIds: earlierWriteIdsAfter(previous),
    data: schema.parse(data),
  });
  const write = (
    key: string,
    value: Stored<T>,
    condition: Parameters<typeof conditionalSetJSONTagged>[3],
  ) => conditionalSetJSONTagged(options.storeName, key, value, condition);

  async function readStored(id: string): Promise<Stored<T> | null> {
    const key = keyOf(id);
    const raw: unknown = await withStoreRetries(`reading ${key}`, () =>
      store().get(key, { type: 'json' }),
    );
    return raw === null ? null : parseStored(raw);
  }

  async function getRevisioned(id: string): Promise<Revisioned<T> | null> {
    const stored = await readStored(id);
    return stored && revisioned(stored);
  }

  async function listIds(subPrefix = ''): Promise<string[]> {
    const listed = `${prefix}/${subPrefix}`;
    const { blobs } = await withStoreRetries(`listing ${listed}`, () =>
      store().list({ prefix: listed }),
    );
    return blobs.map((blob) => blob.key.slice(prefix.length + 1)).sort();
  }

  /** A strong read with its ETag, retried while the store fails. */
  async function readEntry(key: string): Promise<{ stored: Stored<T>; etag?: string } | null> {
    const entry = await withStoreRetries(`reading ${key}`, () =>
      store().getWithMetadata(key, { type: 'json' }),
    );
    return (
      entry && { stored: parseStored(entry.data), ...(entry.etag ? { etag: entry.etag } : {}) }
    );
  }

  /**
   * Settles an earlier attempt whose outcome was unknown, against the record read since:
   * true when it landed, false when not; an outcome the record can no longer tell is an error.
   */
  function landed(key: string, stored: Stored<T> | null, attempt: Stored<T>): boolean {
    const verdict = writeLanded(stored, {
      revision: attempt.revision,
      writeId: attempt.writeId ?? '',
    });
    if (verdict === 'unknown') throw new UnknownWriteOutcomeError(key);
    return verdict === 'yes';
  }

  async function createOnceWithVersion(
    id: string,
    value: T,
  ): Promise<{ created: boolean; record: T; version?: RecordVersion | undefined }> {
    const key = keyOf(id);
    const deadline = Date.now() + WRITE_DEADLINE_MS;
    let refusals = 0;
    let failures = 0;
    for (let attempt = 0; ; attempt += 1) {
      checkStoreDeadline(`writing ${key}`);
      const written = wrap(value, null);
      const { outcome, etag } = await write(key, written, { onlyIfNew: true });
      if (outcome === 'written') {
        await afterWrite(id);
        const version = etag ? { etag, stored: written } : undefined;
        return { created: true, record: written.data, version };
      }
      // Refused, or unknown: what is stored now says whether it is ours.
      const existing = await readStored(id);
      if (existing && outcome !== 'refused' && landed(key, existing, written)) {
        await afterWrite(id);
        return { created: true, record: written.data };
      }
      if (existing) return { created: false, record: existing.data };
      // Not there: our write never landed, or the record was deleted since. Write it again.
      if (outcome === 'refused') refusals += 1;
      failures = outcome === 'failed' ? failures + 1 : 0;
      if (refusals > 3 || failures > MAX_FAILED_WRITES || Date.now() >= deadline) {
        throw givingUp(key, outcome);
      }
      await retryPause(attempt, key);
    }
  }

  return {
    prefix,
    getRevisioned,
    async get(id) {
      return (await readStored(id))?.data ?? null;
    },
    listIds,
    async list(subPrefix) {
      const ids = await listIds(subPrefix);
      const records = await Promise.all(ids.map(readStored));
      return records.flatMap((record) => (record ? [record.data] : []));
    },
    async createOnce(id, value) {
      const { created, record } = await createOnceWithVersion(id, value);
      return { created, record };
    },
    createOnceWithVersion,
    async update(id, change, updateOptions = {}) {
      const key = keyOf(id);
      const deadline = Date.now() + (options.writeDeadlineMs ?? WRITE_DEADLINE_MS);
      // Our last write when the store's answer did not say whether it was made.
      let unsettled: Stored<T> | null = null;
      let lastOutcome: WriteOutcome = 'refused';
      let failures = 0;
      for (let attempt = 0; ; attempt += 1) {
        checkStoreDeadline(`writing ${key}`);
        const known = attempt === 0 ? updateOptions.from : undefined;
        const skipRead = attempt === 0 && (updateOptions.expectNew === true || known !== undefined);
        const entry = known
          ? { stored: parseStored(known.stored), etag: known.etag }
          : skipRead
            ? null
            : await readEntry(key);
        const current = entry?.stored ?? null;
        if (unsettled) {
          if (landed(key, current, unsettled)) {
            await afterWrite(id, updateOptions.followLater);
            return revisioned(unsettled);
          }
          unsettled = null;
        }
        // A store that fails write after write is down, not busy: say so instead of waiting.
        if (failures > MAX_FAILED_WRITES) throw new StoreUnavailableError(`writing ${key}`);
        if (attempt > 0 && Date.now() >= deadline) throw givingUp(key, lastOutcome);
        const revision = current?.revision ?? 0;
        const changed = await change(current ? current.data : null, revision);
        // Nothing to change (an idempotent step done before): no write, nobody else disturbed.
        if (current && changed === current.data) return revisioned(current);
        const next = wrap(changed, current);
        // The store refuses the write if anyone wrote the key since our read (or created it, for
        // a new record): the same atomic check in production and in the local server.
        if (entry && !entry.etag) throw new Error(`The Blobs store gave no ETag for ${key}`);
        const condition = entry?.etag ? { onlyIfMatch: entry.etag } : { onlyIfNew: true as const };
        const { outcome } = await write(key, next, condition);
        lastOutcome = outcome;
        if (outcome === 'written') {
          await afterWrite(id, updateOptions.followLater);
          return revisioned(next);
        }
        // Refused: someone else won. Otherwise read back to settle whether ours landed, at
        // once: while we pause, others write on, and past WRITE_HISTORY writes the record no
        // longer names ours (60 writers to one key did that in CI).
        if (outcome !== 'refused') unsettled = next;
        failures = outcome === 'failed' ? failures + 1 : 0;
        if (!unsettled) await retryPause(attempt, key);
      }
    },
    async delete(id) {
      const key = keyOf(id);
      await withStoreRetries(`deleting ${key}`, () => store().delete(key));
      await afterWrite(id);
    },
  };
}
