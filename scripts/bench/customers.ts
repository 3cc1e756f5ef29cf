// npm run bench:customers — a customer's page with 10,000 orders in the store: the Blobs calls
// one GET /api/admin/customers/{id} makes (budget: at most 5, issue 24) and its latency, and the
// same for the customers list's first page, on the production-like local stack. Writes
// docs/benchmarks.md. Flags: --orders 10000 --customers 1000 --requests 200 --build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  customerEntryOf,
  withOrderEntry,
  type CustomerSummary,
} from '../../src/lib/customers/customer.ts';
import { ORDER_LIST_PREFIX, orderListKeyOf } from '../../src/lib/orders/order-list.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { customerIdOf, customerSummaries } from '../../src/server/customers/customer-records.ts';
import { syncCustomerListing } from '../../src/server/customers/customer-sync.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { startProductionServer } from '../production-server.ts';
import { percentile } from './load.ts';
import { benchOrder, blobsCallsOf, staffHeaders } from './orders-list.ts';
import { writeBenchmarkSection } from './report.ts';

const { values: flags } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    customers: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '200' },
    build: { type: 'boolean', default: false },
  },
});
const orderCount = Number(flags.orders);
const customerCount = Number(flags.customers);
const requests = Number(flags.requests);
/** The budget of issue 24: a customer's page in at most 5 Blobs calls. */
const MAX_CALLS = 5;
const WRITES_AT_ONCE = 32;

if (flags.build || !existsSync('dist/_headers')) execSync('npx astro build', { stdio: 'inherit' });
const server = await startProductionServer(0);

/** The n-th bench order, shopping as one of `customerCount` people in turn. */
function customerOrder(n: number, now: number): Order {
  const order = benchOrder(n, orderCount, now);
  const email = `shopper${String(n % customerCount)}@example.co.nz`;
  return { ...order, customer: { ...order.customer, email } };
}

/**
 * Writes the orders, their list keys and their customers' summaries and keys straight to the
 * store (the keys and summaries the order hook writes; placing 10,000 orders through the API
 * would take an hour and measure nothing new).
 */
async function fill(): Promise<string> {
  const now = Date.now();
  const store = openStore();
  const summaries = new Map<string, CustomerSummary>();
  for (let start = 0; start < orderCount; start += WRITES_AT_ONCE) {
    const batch = Array.from({ length: Math.min(WRITES_AT_ONCE, orderCount - start) }, (_, index) =>
      customerOrder(start + index, now),
    );
    await Promise.all(
      batch.map(async (order) => {
        await orders.createOnce(order.id, order);
        await store.set(`${ORDER_LIST_PREFIX}/${orderListKeyOf(order)}`, '');
      }),
    );
    for (const order of batch) {
      const id = customerIdOf(order.customer.email);
      summaries.set(
        id,
        withOrderEntry(summaries.get(id) ?? null, order.customer.email, customerEntryOf(order, 1)),
      );
    }
  }
  const all = [...summaries];
  for (let start = 0; start < all.length; start += WRITES_AT_ONCE) {
    await Promise.all(
      all.slice(start, start + WRITES_AT_ONCE).map(async ([id, summary]) => {
        const saved = await customerSummaries.update(id, () => summary);
        await syncCustomerListing(id, saved.data);
      }),
    );
  }
  return customerIdOf('shopper0@example.co.nz');
}

/** Calls, and p50/p99 of `requests` sequential requests, of one admin GET. */
async function measure(path: string, headers: Record<string, string>) {
  const get = async () => {
    const answer = await fetch(`${server.origin}${path}`, { headers });
    if (!answer.ok) throw new Error(`${path} answered ${String(answer.status)}`);
    await answer.arrayBuffer();
  };
  const calls = await blobsCallsOf(get);
  const times: number[] = [];
  for (let done = 0; done < requests; done += 1) {
    const started = performance.now();
    await get();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { calls, p50: percentile(times, 50), p99: percentile(times, 99) };
}

let body: string;
try {
  console.log(
    `Filling the store with ${String(orderCount)} orders of ${String(customerCount)} customers…`,
  );
  const id = await fill();
  const staff = await staffHeaders();
  const page = await measure(`/api/admin/customers/${id}`, staff);
  const list = await measure('/api/admin/customers?limit=50', staff);
  const ok = page.calls <= MAX_CALLS;
  body = [
    `${orderCount.toLocaleString('en-NZ')} orders in the store from ${customerCount.toLocaleString('en-NZ')} customers (${String(orderCount / customerCount)} orders each), on the production-like local stack, ${String(requests)} sequential requests each.`,
    '',
    '| Request | Blobs calls (most of 5) | p50 | p99 |',
    '| --- | --- | --- | --- |',
    `| \`GET /api/admin/customers/{id}\` (a customer's page) | ${String(page.calls)}${ok ? '' : ' ✗'} (budget ≤ ${String(MAX_CALLS)}) | ${page.p50.toFixed(1)} ms | ${page.p99.toFixed(1)} ms |`,
    `| \`GET /api/admin/customers?limit=50\` (the list's first page) | ${String(list.calls)} | ${list.p50.toFixed(1)} ms | ${list.p99.toFixed(1)} ms |`,
    '',
    "A customer's page checks the session and reads the customer's summary (every order's entry in one document), their notes and their subscriber record: the last three at once, whatever the number of orders. The list reads the session, every customer's list key and every subscriber's list key (Blobs lists 1,000 keys per call), so it grows by one call per 1,000 customers and never reads an order.",
  ].join('\n');
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
await writeBenchmarkSection('customers', 'Customers (npm run bench:customers)', body);
console.log(`\n${body}`);
