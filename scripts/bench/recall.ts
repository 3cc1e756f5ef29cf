// npm run bench:recall — the recall trace at scale: a throwaway local Blobs store per size holding
// 1,000 and then 10,000 orders placed over three years, each packed from a batch of its meal (a
// cook for every 100 orders, each batch with three ingredient lots, one shared with the next
// cook), then the Blobs calls and time of GET /api/admin/recall/trace through its function in this
// process, by one batch, by the meal and a month of cooks, and by an ingredient lot. Calls are
// counted as Netlify would bill them: a listing is one call per 1,000 keys it returns (Netlify
// pages listings by 1,000; the local server answers unpaged). Budget: at most one call per order
// found plus MOST_PER_BATCH per batch found plus MOST_FIXED, whatever the store holds, and the
// same calls for the same trace at every size (never a read of every order).
// Written to docs/benchmarks.md. Flags: --sizes 1000,10000.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import recallHandler from '../../netlify/functions/admin-recall.mts';
import { BatchSchema, type Batch } from '../../src/lib/batches/batch.ts';
import { addDays } from '../../src/lib/delivery/nz-time.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import type { RecallTrace } from '../../src/lib/admin/areas/recall.ts';
import { batches, writeBatchIndex } from '../../src/server/batches/store.ts';
import { startLocalBlobs } from '../../src/server/blobs/local-server.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { benchOrder, blobsCallsOf, staffHeaders } from './orders-list.ts';
import { writeBenchmarkSection } from './report.ts';

const { values: flags } = parseArgs({
  options: { sizes: { type: 'string', default: '1000,10000' } },
});
const sizes = flags.sizes.split(',').map(Number);
const ORDERS_PER_BATCH = 100;
const WRITES_AT_ONCE = 32;
const TIMED_REQUESTS = 5;
/** Calls a traced batch may cost besides its orders: itself, its lots' listings, a sharer. */
const MOST_PER_BATCH = 8;
/** Calls any trace may cost besides: the session, the meal's name, the meal's listing. */
const MOST_FIXED = 8;

/** The batch of the orders `from` to `from + orders.length`: made three days before the first. */
function batchOf(index: number, packed: readonly Order[]): Batch {
  const madeOn = addDays(packed[0]?.placedAt.slice(0, 10) ?? '2026-01-01', -3);
  const given = Object.fromEntries(
    packed.map((order) => [order.id, order.lines[0]?.quantity ?? 1]),
  );
  const packs = Object.values(given).reduce((sum, count) => sum + count, 0);
  return BatchSchema.parse({
    id: `bench-${String(index)}`,
    code: `BB-BENCH-${String(index)}`,
    productId: 'beef-bolognese',
    madeOn,
    bestBefore: addDays(madeOn, 180),
    packsMade: packs + 20,
    lots: [
      { supplier: 'Tasman Meats', ingredient: 'Beef mince', lot: `MINCE-${String(index >> 1)}` },
      { supplier: 'Fresh Co', ingredient: 'Tomatoes', lot: `TOM-${String(index)}` },
      { supplier: 'Herb Farm', ingredient: 'Basil', lot: `BAS-${String(index)}` },
    ],
    createdAt: new Date().toISOString(),
    createdBy: { id: 'bench', username: 'bench' },
    given,
  });
}

/** Writes the orders and their batches (with the batches' index keys) into the store. */
async function fill(count: number, now: number): Promise<Batch[]> {
  const all = Array.from({ length: count }, (_, n) => benchOrder(n, count, now));
  for (let start = 0; start < count; start += WRITES_AT_ONCE) {
    await Promise.all(
      all.slice(start, start + WRITES_AT_ONCE).map((order) => orders.createOnce(order.id, order)),
    );
  }
  const made: Batch[] = [];
  for (let start = 0; start < count; start += ORDERS_PER_BATCH) {
    made.push(batchOf(made.length, all.slice(start, start + ORDERS_PER_BATCH)));
  }
  for (let start = 0; start < made.length; start += WRITES_AT_ONCE) {
    await Promise.all(
      made.slice(start, start + WRITES_AT_ONCE).map(async (batch) => {
        await batches.createOnce(batch.id, batch);
        await writeBatchIndex(batch);
      }),
    );
  }
  return made;
}

/** One size: a fresh store filled, then each way of tracing measured. */
async function measure(count: number) {
  const directory = await mkdtemp(join(tmpdir(), 'bench-recall-'));
  const blobs = await startLocalBlobs(directory, { faults: null });
  try {
    await seedShop();
    console.log(`Filling a store with ${String(count)} orders over three years…`);
    const made = await fill(count, Date.now());
    const newest = made.at(-1);
    if (!newest) throw new Error('No batches made');
    const headers = await staffHeaders();
    const ways = [
      { label: 'one batch', query: `batches=${newest.id}` },
      {
        label: 'the meal, a month of cooks',
        query: `meal=beef-bolognese&from=${addDays(newest.madeOn, -30)}&to=${newest.madeOn}`,
      },
      { label: 'an ingredient lot', query: `lot=${encodeURIComponent(newest.lots[0]?.lot ?? '')}` },
    ];
    const rows = [];
    for (const way of ways) {
      let traced: RecallTrace | null = null;
      const get = async () => {
        const response = await recallHandler(
          new Request(`http://localhost/api/admin/recall/trace?${way.query}`, { headers }),
          { ip: '127.0.0.1', params: {}, waitUntil: () => undefined },
        );
        if (response.status !== 200) throw new Error(`Trace answered ${String(response.status)}`);
        traced = (await response.json()) as RecallTrace;
      };
      await get();
      const calls = await blobsCallsOf(get, 3, { pagedListings: true });
      const times: number[] = [];
      for (let time = 0; time < TIMED_REQUESTS; time += 1) {
        const started = performance.now();
        await get();
        times.push(performance.now() - started);
      }
      const found = traced as RecallTrace | null;
      const median = [...times].sort((a, b) => a - b)[times.length >> 1] ?? 0;
      rows.push({
        count,
        batches: made.length,
        way: way.label,
        tracedBatches: found?.batches.length ?? 0,
        tracedOrders: new Set(found?.deliveries.map((row) => row.orderId)).size,
        calls,
        median,
      });
      console.log(`${String(count)} orders, ${way.label}: ${String(calls)} calls`);
    }
    return rows;
  } finally {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

const results: Awaited<ReturnType<typeof measure>> = [];
for (const size of sizes) results.push(...(await measure(size)));
const budgetOf = (row: (typeof results)[number]) =>
  row.tracedOrders + MOST_PER_BATCH * row.tracedBatches + MOST_FIXED;
const bounded = results.every((row) => {
  const smallest = results.find((other) => other.way === row.way && other.count === sizes[0]);
  const sameTrace = smallest?.tracedOrders === row.tracedOrders;
  return row.calls <= budgetOf(row) && (!sameTrace || smallest.calls === row.calls);
});
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ');
await writeBenchmarkSection(
  'recall',
  'Recall trace (npm run bench:recall)',
  [
    `${new Date().toISOString().slice(0, 10)}: orders placed evenly over three years up to now in a fresh local Blobs store per size, each packed from a batch of its meal (one cook per ${String(ORDERS_PER_BATCH)} orders, three ingredient lots each, the mince lot shared by two cooks in a row); GET /api/admin/recall/trace through its function in this process, Node ${process.version}, ${String(availableParallelism())} cores, load ${load}. Blobs calls are counted as Netlify bills them, a listing one call per 1,000 keys it returns, the most over three requests; time is the median of ${String(TIMED_REQUESTS)}. Budget: at most one call per order found, ${String(MOST_PER_BATCH)} per batch found and ${String(MOST_FIXED)} more, whatever the store holds, and the same calls for the same trace at every size (a trace reads the affected batches' keys and their orders, never all orders)${bounded ? '' : ' ✗ (missed)'}. A month of cooks holds more batches at 10,000 orders only because the shop cooks more often.`,
    '',
    '| Orders in store | Batches | Traced by | Batches found | Orders found | Blobs calls (budget) | Median time |',
    '| --------------- | ------- | --------- | ------------- | ------------ | -------------------- | ----------- |',
    ...results.map(
      (row) =>
        `| ${row.count.toLocaleString('en-NZ')} | ${String(row.batches)} | ${row.way} | ${String(row.tracedBatches)} | ${String(row.tracedOrders)} | ${String(row.calls)} (${String(budgetOf(row))})${row.calls > budgetOf(row) ? ' ✗' : ''} | ${row.median.toFixed(1)} ms |`,
    ),
    '',
    "Where the calls go: the staff session (1-2), the batch record (1 each; by meal, one listing of the meal's `batches-by-meal/` keys, which stays one call up to 1,000 cooks of a meal; by lot, one listing of `batches-by-lot/<lot>/`), one listing per distinct ingredient lot for the batches sharing it and a read of each such batch, the meal names (1 per meal), and one read per order that got packs (the batch's own `given`, so no allocation or order listing). Nothing grows with the years of orders.",
  ].join('\n'),
);
if (!bounded) process.exitCode = 1;
