// npm run bench:api — requests per second and p50/p99 latency of the busiest API routes on the
// production-like local stack (scripts/production-server.ts: our Functions over fresh seeded local
// Blobs), written to docs/benchmarks.md. Budget: GET /api/products >= 1,500 req/s,
// p99 < 50 ms. Flags: --duration 10 --warmup 2 --connections 10 (seconds, seconds, loops), --build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DeliveryOptions, OptionDay } from '../../src/lib/delivery/options.ts';
import type { FulfilmentRequest } from '../../src/lib/orders/request.ts';
import type { ShopProduct } from '../../src/lib/products/product.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { deliverySlots } from '../../src/server/delivery/store.ts';
import { startProductionServer } from '../production-server.ts';
import { runLoadInWorker, type LoadPlan, type LoadResult } from './load.ts';
import {
  placeOrdersFromInstances,
  type CallCounts,
  type InstancesResult,
} from './orders-instances.ts';
import { blobsCallsOf, fillWithOrders, staffHeaders } from './orders-list.ts';
import { writeBenchmarkSection } from './report.ts';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    instances: { type: 'string', default: '4' },
    'list-orders': { type: 'string', default: '10000' },
    build: { type: 'boolean', default: false },
  },
});
const durationMs = Number(flags.duration) * 1000;
const warmupMs = Number(flags.warmup) * 1000;
const concurrency = Number(flags.connections);
const instances = Number(flags.instances);
const listedOrders = Number(flags['list-orders']);
/** The orders list's budget: the first page of 50 in at most 5 Blobs calls, p99 < 300 ms. */
const LIST_BUDGET = { maxBlobsCalls: 5, maxP99Ms: 300 };
/** An order's budget: the median order makes at most this many Blobs calls before its answer. */
const ORDER_CALLS_BUDGET = 8;
// Netlify's edge passes the shopper's address in this header; here each order claims a new one.
const CLIENT_IP_HEADER = 'x-nf-client-connection-ip';
const MOST_SLOT_CAPACITY = 500;
const SSR_ENTRY = '.netlify/v1/functions/ssr/ssr.mjs';

/** The newest change under `directory`, in ms since the epoch. */
const newestChange = (directory: string): number =>
  readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );

// The API routes run from source; the build is only what the server serves around them.
const stale =
  !existsSync('dist/_headers') ||
  !existsSync(SSR_ENTRY) ||
  newestChange('src') > statSync(SSR_ENTRY).mtimeMs;
if (flags.build || stale) execSync('npx astro build', { stdio: 'inherit' });

const server = await startProductionServer(0, { clientIpHeader: CLIENT_IP_HEADER });
const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${server.origin}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
  return (await response.json()) as T;
};

/**
 * The bench's own throwaway store is set up so orders test the server, not the seed: one meal with
 * stock for any run, and every weekly slot at the highest capacity staff can set.
 */
async function prepareOrders(): Promise<NonNullable<LoadPlan['order']>> {
  const [product] = await getJson<ShopProduct[]>('/api/products');
  if (!product) throw new Error('The seeded shop has no products');
  await setStockLevel(product.id, 10_000_000);
  for (const slot of await deliverySlots.list()) {
    await deliverySlots.update(slot.id, (current) => ({
      ...(current ?? slot),
      capacity: MOST_SLOT_CAPACITY,
    }));
  }
  const options = await getJson<DeliveryOptions>('/api/delivery/options?postcode=3118');
  const address = {
    line1: '1 Bench Road',
    line2: '',
    suburb: 'Papamoa',
    city: 'Tauranga',
    postcode: '3118',
  };
  const slotsOf = (days: readonly OptionDay[]) =>
    days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, slotId: slot.slotId })));
  const fulfilments: FulfilmentRequest[] = [
    ...slotsOf(options.days).map((slot) => ({ method: 'delivery' as const, address, ...slot })),
    ...slotsOf(options.pickup?.days ?? []).map((slot) => ({ method: 'pickup' as const, ...slot })),
  ];
  if (fulfilments.length === 0) throw new Error('No open delivery or pickup slot to order for');
  const minimum = options.zone?.minimumOrderCents ?? 0;
  const quantity = Math.min(99, Math.max(1, Math.ceil(minimum / product.priceCents)));
  return { productId: product.id, quantity, fulfilments };
}

interface Scenario {
  label: string;
  success: number;
  plan: LoadPlan;
  /** The budget, where there is one (GET /api/products: >= 1,500 req/s, p99 < 50 ms). */
  target?: { minPerSecond: number; maxP99Ms: number };
}

const base = { origin: server.origin, concurrency, warmupMs, durationMs };
const machineLoad = loadavg().map((value) => value.toFixed(2));
const results: { scenario: Scenario; result: LoadResult }[] = [];
let fromInstances: InstancesResult | undefined;
const listCalls = { most: Number.NaN };
const showMail = console.info;
try {
  const order = await prepareOrders();
  // Each order prints its two emails on the console when SMTP_URL is unset (they are still
  // written to the outbox): thousands of them would bury the results.
  console.info = () => undefined;
  const scenarios: Scenario[] = [
    {
      label: 'GET /api/products',
      success: 200,
      plan: { ...base, method: 'GET', path: '/api/products' },
      target: { minPerSecond: 1500, maxP99Ms: 50 },
    },
    {
      label: 'GET /api/delivery/options?postcode=3118',
      success: 200,
      plan: { ...base, method: 'GET', path: '/api/delivery/options?postcode=3118' },
    },
    {
      label: 'POST /api/orders',
      success: 201,
      plan: {
        ...base,
        method: 'POST',
        path: '/api/orders',
        order,
        clientIpHeader: CLIENT_IP_HEADER,
      },
    },
  ];
  console.log(`Filling the store with ${String(listedOrders)} orders…`);
  await fillWithOrders(listedOrders);
  const staff = await staffHeaders();
  const firstPage = `/api/admin/orders?limit=50`;
  listCalls.most = await blobsCallsOf(async () => {
    const answer = await fetch(`${server.origin}${firstPage}`, { headers: staff });
    if (!answer.ok) throw new Error(`${firstPage} answered ${String(answer.status)}`);
    await answer.arrayBuffer();
  });
  scenarios.push({
    label: `GET ${firstPage} (${listedOrders.toLocaleString('en-NZ')} orders, staff)`,
    success: 200,
    plan: { ...base, method: 'GET', path: firstPage, headers: staff },
    target: { minPerSecond: 0, maxP99Ms: LIST_BUDGET.maxP99Ms },
  });
  for (const scenario of scenarios) {
    console.log(`${scenario.label}: ${String(durationMs / 1000)} s…`);
    results.push({ scenario, result: await runLoadInWorker(scenario.plan) });
  }
  console.log(
    `POST /api/orders from ${String(instances)} instances: ${String(durationMs / 1000)} s…`,
  );
  fromInstances = await placeOrdersFromInstances({ instances, order, warmupMs, durationMs });
} finally {
  console.info = showMail;
  await server.stop();
}

const others = (scenario: Scenario, result: LoadResult): string => {
  const counts = Object.entries(result.statuses)
    .filter(([status]) => Number(status) !== scenario.success)
    .map(([status, count]) => `${status} × ${String(count)}`);
  if (result.networkErrors > 0) counts.push(`network × ${String(result.networkErrors)}`);
  return counts.length > 0 ? counts.join(', ') : 'none';
};
const mark = (ok: boolean) => (ok ? '' : ' ✗');
const rows = results.map(({ scenario: { target, ...scenario }, result }) => {
  const perSecond = result.requests / result.seconds;
  return [
    `\`${scenario.label}\``,
    `${perSecond.toFixed(0)}${mark(!target || perSecond >= target.minPerSecond)}`,
    `${result.p50Ms.toFixed(1)} ms`,
    `${result.p99Ms.toFixed(1)} ms${mark(!target || result.p99Ms < target.maxP99Ms)}`,
    `${String(result.statuses[scenario.success] ?? 0)} × ${String(scenario.success)}`,
    others(scenario, result),
  ].join(' | ');
});
/** The row of the orders placed from several instances. */
function instancesRow(result: InstancesResult): string {
  const answers = Object.entries(result.statuses)
    .map(([status, count]) => `${String(count)} × ${status}`)
    .join(', ');
  const calls = ({ mean, median, most }: CallCounts) =>
    `${mean.toFixed(1)} / ${String(median)} / ${String(most)}`;
  return [
    (result.orders / result.seconds).toFixed(1),
    `${result.p50Ms.toFixed(1)} ms`,
    `${result.p99Ms.toFixed(1)} ms`,
    answers,
    `${calls(result.callsBeforeAnswer)}${mark(result.callsBeforeAnswer.median <= ORDER_CALLS_BUDGET)}`,
    calls(result.callsAfterAnswer),
    calls(result.reusedReads),
  ].join(' | ');
}
const instancesTable = [
  '',
  `Orders from ${String(instances)} function instances at once: separate processes over the same store, each placing one order at a time as a Netlify instance serves requests (${String(durationMs / 1000)} s after ${String(warmupMs / 1000)} s warm-up). Blobs calls are counted per placed order, before its answer (the critical path) and after it (the order record, its stock movements, lists, derived records, emails, closing the placement). A warm order that meets no other writer makes ${String(ORDER_CALLS_BUDGET)} before its answer (budget: the median at most ${String(ORDER_CALLS_BUDGET)}, also guarded by tests/api/order-blobs-calls.test.ts): rate limit 1 (a new window's count, written without a read), idempotency key 1, placement 1, stock 2, slot 2, the placement confirmed on the ETag its opening got 1; the order number comes from a block of ten the instance took from the counter (its read and write once every ten orders). Each collision on the stock or slot document, which every instance writes, adds a read and a write. Reads of what an instance reuses for a few seconds (zones, slots, special dates, settings, products) are counted apart (last column): an instance's first order makes them, and so does every order when orders come slower than they are kept (a loaded machine).`,
  '',
  '| Orders/s | p50 | p99 | Answers | Blobs calls before the answer (mean / median / most) | after it (mean / median / most) | reused reads (mean / median / most) |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  `| ${instancesRow(fromInstances)} |`,
];
const ordersOverBudget = fromInstances.callsBeforeAnswer.median > ORDER_CALLS_BUDGET;
const table = [
  `${new Date().toISOString().slice(0, 10)}: ${String(concurrency)} concurrent connections, ${String(warmupMs / 1000)} s warm-up then ${String(durationMs / 1000)} s per endpoint; keep-alive HTTP loops in a worker thread against scripts/production-server.ts (Functions from source over fresh seeded local Blobs), Node ${process.version}, ${String(availableParallelism())} cores, machine load before the run ${machineLoad.join(' / ')} (1/5/15 min). Orders: bank transfer, one meal, spread over every open Papamoa 3118 delivery and pickup slot (capacity raised to ${String(MOST_SLOT_CAPACITY)}), each from its own client address. Budget: GET /api/products >= 1,500 req/s, p99 < 50 ms; ✗ marks a miss.`,
  '',
  '| Endpoint | Req/s | p50 | p99 | Succeeded | Other answers |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) => `| ${row} |`),
  '',
  `The orders list with ${listedOrders.toLocaleString('en-NZ')} orders in the store (placed over three years, half a month of index keys per Blobs folder): its first page of 50 made ${String(listCalls.most)} Blobs calls${mark(listCalls.most <= LIST_BUDGET.maxBlobsCalls)} (the most over five requests; budget at most ${String(LIST_BUDGET.maxBlobsCalls)}, p99 < ${String(LIST_BUDGET.maxP99Ms)} ms): the session 1, the folders 1, the newest half-month's keys 1 (and the one before when the newest holds fewer than 51), the settings 1 unless this instance read them in the last 5 s.`,
  ...instancesTable,
].join('\n');
await writeBenchmarkSection('api', 'API (npm run bench:api)', table);
console.log(`\n${table}`);
if (ordersOverBudget) {
  console.error(
    `Orders made ${String(fromInstances.callsBeforeAnswer.median)} Blobs calls before their answer (median), over the budget of ${String(ORDER_CALLS_BUDGET)}`,
  );
  process.exitCode = 1;
}
