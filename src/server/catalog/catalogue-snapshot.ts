// The catalogue snapshot: every product, delivery zone, weekly slot and special date (closed and
// extra days, a few a year) in one derived record
// (`catalogue-snapshot/current`), so a screen that needs them all (prep list, run sheet,
// forecast, dashboard) makes one read instead of a listing and a read per record. It is a pure
// function of those records, recomputed whole after every write to them (the collections'
// `afterSave`, so every writer goes through it) and never patched. It keeps the ETag each source
// record had when it was computed: a listing of the sources then says whether it is still true,
// which is how a write is verified and how the maintenance job repairs a snapshot a failed or
// killed writer left behind.
import { z } from 'zod';
import { SlotSchema, SpecialDateSchema } from '../../lib/delivery/slots.ts';
import { ZoneSchema } from '../../lib/delivery/zones.ts';
import { StoredProductSchema } from '../../lib/products/product.ts';
import { reusedRead } from '../blobs/instance-reuse.ts';
import { recordCollection, type RecordCollection } from '../blobs/records.ts';
import { retryingStore } from '../blobs/store-calls.ts';

/** The key prefixes of the records the snapshot is made from. */
export const CATALOGUE_SOURCE_PREFIXES = [
  'products',
  'delivery-zones',
  'delivery-slots',
  'special-dates',
] as const;

const CatalogueSnapshotSchema = z.object({
  products: z.array(StoredProductSchema),
  zones: z.array(ZoneSchema),
  slots: z.array(SlotSchema),
  specialDates: z.array(SpecialDateSchema),
  /** Each source record's ETag (by key) as listed before it was read. */
  sources: z.record(z.string(), z.string()),
});

/** Products, zones, weekly slots and special dates as one record, each list in id order. */
export type CatalogueSnapshot = z.output<typeof CatalogueSnapshotSchema>;

const SNAPSHOT_ID = 'current';

const snapshots = recordCollection({
  prefix: 'catalogue-snapshot',
  schema: CatalogueSnapshotSchema,
});

// Read-only handles on the source records (catalog.ts and delivery/store.ts own and write them):
// the writers' modules call this one, so it cannot import theirs without a circle.
const sourceProducts = recordCollection({ prefix: 'products', schema: StoredProductSchema });
const sourceZones = recordCollection({ prefix: 'delivery-zones', schema: ZoneSchema });
const sourceSlots = recordCollection({ prefix: 'delivery-slots', schema: SlotSchema });
const sourceSpecialDates = recordCollection({ prefix: 'special-dates', schema: SpecialDateSchema });

/** The source records' ETags by key, from one listing per source prefix. */
async function listedSources(): Promise<Record<string, string>> {
  const listings = await Promise.all(
    CATALOGUE_SOURCE_PREFIXES.map((prefix) => retryingStore().list({ prefix: `${prefix}/` })),
  );
  return Object.fromEntries(
    listings.flatMap(({ blobs }) => blobs.map((blob) => [blob.key, blob.etag] as const)),
  );
}

/** Whether two listings name the same records at the same ETags. */
function sameSources(a: Record<string, string>, b: Record<string, string>): boolean {
  const inOrder = (sources: Record<string, string>) =>
    JSON.stringify(Object.entries(sources).sort(([x], [y]) => (x < y ? -1 : 1)));
  return inOrder(a) === inOrder(b);
}

/**
 * The records of one source the listing names, in id order (one deleted since is left out). A
 * record listed at the ETag the previous snapshot was made from is taken from it (an ETag names
 * one version of a record, so it is the same record); the others are read.
 */
async function readListed<T>(
  collection: RecordCollection<T>,
  sources: Record<string, string>,
  previous: { records: readonly T[]; idOf: (record: T) => string; sources: Record<string, string> },
): Promise<T[]> {
  const folder = `${collection.prefix}/`;
  const kept = new Map(previous.records.map((record) => [previous.idOf(record), record]));
  const ids = Object.keys(sources)
    .filter((key) => key.startsWith(folder))
    .map((key) => key.slice(folder.length))
    .sort();
  const records = await Promise.all(
    ids.map((id) => {
      const key = `${folder}${id}`;
      const same = previous.sources[key] === sources[key] ? kept.get(id) : undefined;
      return same === undefined ? collection.get(id) : Promise.resolve(same);
    }),
  );
  return records.flatMap((record) => (record ? [record] : []));
}

const NO_SNAPSHOT: CatalogueSnapshot = {
  products: [],
  zones: [],
  slots: [],
  specialDates: [],
  sources: {},
};

/** The snapshot as the sources the listing names make it, `before` the last one stored. */
async function snapshotOf(
  sources: Record<string, string>,
  before: CatalogueSnapshot,
): Promise<CatalogueSnapshot> {
  const byId = { idOf: (record: { id: string }) => record.id, sources: before.sources };
  const [products, zones, slots, specialDates] = await Promise.all([
    readListed(sourceProducts, sources, { ...byId, records: before.products }),
    readListed(sourceZones, sources, { ...byId, records: before.zones }),
    readListed(sourceSlots, sources, { ...byId, records: before.slots }),
    readListed(sourceSpecialDates, sources, {
      idOf: (day) => day.date,
      sources: before.sources,
      records: before.specialDates,
    }),
  ]);
  return { products, zones, slots, specialDates, sources };
}

/**
 * The stored snapshot, reused by an instance for 5 s like the shop's other reads of records staff
 * change rarely (forgotten at once when this instance recomputes it). A store that has never had
 * one (records written before the snapshot existed) gets it computed now.
 */
const reusedSnapshot = reusedRead(
  async () => (await snapshots.get(SNAPSHOT_ID)) ?? recomputeCatalogueSnapshot(),
  5_000,
);

/**
 * Recomputes the snapshot whole from its sources and writes it, in one read of the snapshot,
 * listing of the sources and conditional write (writeSettled's way, with the stored snapshot
 * to reuse the records it already holds): if anyone wrote the snapshot after this read, the write
 * is refused and all is done again. So the write that lands last was worked out from sources
 * listed after every write before it, and each source writer recomputes after its own write.
 */
export async function recomputeCatalogueSnapshot(): Promise<CatalogueSnapshot> {
  const written = await snapshots.update(SNAPSHOT_ID, async (before) =>
    snapshotOf(await listedSources(), before ?? NO_SNAPSHOT),
  );
  reusedSnapshot.forget();
  return written.data;
}

/** The catalogue for screens that need all of it: one read at most. */
export async function catalogueSnapshot(): Promise<CatalogueSnapshot> {
  return reusedSnapshot.get(undefined);
}

/**
 * After a write to a source (the collections' `afterSave`): recomputes the snapshot. A failure is
 * logged, not thrown: the source write has landed and its caller still has follow-ups to make
 * (the audit entry), and the maintenance job's check below recomputes a snapshot left behind.
 */
export async function followCatalogueWrite(): Promise<void> {
  try {
    await recomputeCatalogueSnapshot();
  } catch (error) {
    console.error('[catalogue snapshot] not recomputed; the maintenance job will', error);
  }
}

/**
 * The maintenance job's check: the sources' listings against the ETags the snapshot was made
 * from (five calls); a snapshot a writer failed to recompute (a store fault, a killed instance)
 * is recomputed. Returns 1 when it was repaired, else 0.
 */
export async function repairCatalogueSnapshot(): Promise<number> {
  const [stored, sources] = await Promise.all([snapshots.get(SNAPSHOT_ID), listedSources()]);
  reusedSnapshot.forget();
  if (stored && sameSources(stored.sources, sources)) return 0;
  await recomputeCatalogueSnapshot();
  return 1;
}
