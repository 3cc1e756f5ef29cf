// npm run bench:dashboard — the dashboard at scale: a throwaway local Blobs store per size holding
// 1,000 and then 10,000 orders placed over three years (paid, refunded, cancelled and unpaid ones,
// with the derived records the dashboard reads: list keys, day and week figures, owed keys and total),
// then the Blobs calls and time of GET /api/admin/dashboard through its function in this process.
// Calls are counted as Netlify would bill them: a listing is one call per 1,000 keys it returns
// (Netlify pages listings by 1,000; the local server answers unpaged). Budget (issue 43): the
// order figures, and the whole dashboard, in at most 10 calls and flat time with the years; the
// run fails (exit 1) when either is over. Written to docs/benchmarks.md.
// Flags: --sizes 1000,10000.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import dashboardHandler from '../../netlify/functions/admin-dashboard.mts';
import { mondayOf } from '../../src/lib/admin/dashboard.ts';
import {
  dayFiguresOf,
  moneyDaysOf,
  sumOfFigures,
  type DayFigures,
} from '../../src/lib/admin/day-figures.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { owedCents } from '../../src/lib/orders/money-ledger.ts';
import { ORDER_LIST_PREFIX, orderListKeyOf } from '../../src/lib/orders/order-list.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import type { StatusChange } from '../../src/lib/orders/status.ts';
import { dayFigures, weekFigures } from '../../src/server/admin/day-figures.ts';
import { orderFigures } from '../../src/server/admin/dashboard.ts';
import { dashboardBoard } from '../../src/server/admin/dashboard-board-sections.ts';
import { startLocalBlobs } from '../../src/server/blobs/local-server.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { syncOwedKey, syncOwedTotal } from '../../src/server/orders/money-owed.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { benchOrder, blobsCallsOf, staffHeaders } from './orders-list.ts';
import { writeBenchmarkSection } from './report.ts';

const { values: flags } = parseArgs({
  options: { sizes: { type: 'string', default: '1000,10000' } },
});
const sizes = flags.sizes.split(',').map(Number);
const MOST_ORDER_CALLS = 10;
const WRITES_AT_ONCE = 32;
const TIMED_REQUESTS = 20;
const HOUR_MS = 60 * 60 * 1000;
const STAFF = { kind: 'staff', id: 'bench', name: 'Bench' } as const;

/**
 * The n-th bench order with its money as a shop's would be: one in eight awaiting payment, one
 * cancelled unpaid, one refunded in full; every other paid an hour after it was placed, and one
 * in ten of those refunded a pack a day later.
 */
function moneyOrder(n: number, count: number, now: number): Order {
  const order = benchOrder(n, count, now);
  const placed = Date.parse(order.placedAt);
  const start: StatusChange = {
    from: null,
    to: 'awaiting_payment',
    at: order.placedAt,
    actor: STAFF,
  };
  if (order.status === 'awaiting_payment') return { ...order, history: [start] };
  if (order.status === 'cancelled') {
    return { ...order, history: [start, { ...start, from: 'awaiting_payment', to: 'cancelled' }] };
  }
  const paidAt = new Date(placed + HOUR_MS).toISOString();
  const refundAt = new Date(placed + 25 * HOUR_MS).toISOString();
  const whole = order.status === 'refunded';
  const refunds =
    whole || n % 10 === 1
      ? [
          {
            id: `bench-${String(n)}`,
            at: refundAt,
            actor: STAFF,
            amountCents: whole ? order.totals.totalCents : 1690,
            method: 'bank' as const,
            status: 'done' as const,
          },
        ]
      : [];
  return {
    ...order,
    payment: { ...order.payment, paidAt },
    history: [
      start,
      { from: 'awaiting_payment', to: 'paid', at: paidAt, actor: STAFF },
      ...(order.status === 'paid'
        ? []
        : [{ from: 'paid' as const, to: order.status, at: paidAt, actor: STAFF }]),
    ],
    refunds,
  };
}

/**
 * Writes the orders and what the dashboard reads of the records derived from them: their list
 * keys, each day's and week's figures worked out once by the same pure functions the sync uses
 * (as syncOrderDerived would leave them, without recomputing a day once per order), and the
 * money-owed keys of the orders that owe with their total.
 */
async function fill(count: number, now: number): Promise<void> {
  const store = openStore();
  const byDay = new Map<string, Order[]>();
  for (let start = 0; start < count; start += WRITES_AT_ONCE) {
    const batch = Array.from({ length: Math.min(WRITES_AT_ONCE, count - start) }, (_, index) =>
      moneyOrder(start + index, count, now),
    );
    await Promise.all(
      batch.map(async (order) => {
        await orders.createOnce(order.id, order);
        await store.set(`${ORDER_LIST_PREFIX}/${orderListKeyOf(order)}`, '');
        if (owedCents(order) > 0) await syncOwedKey(order);
      }),
    );
    for (const order of batch) {
      for (const day of moneyDaysOf(order)) byDay.set(day, [...(byDay.get(day) ?? []), order]);
    }
  }
  await syncOwedTotal();
  const days = [...byDay].map(([day, touching]) => dayFiguresOf(day, touching));
  const weeks = new Map<string, DayFigures[]>();
  for (const day of days) {
    const monday = mondayOf(day.date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), day]);
  }
  const records = [
    ...days.map((day) => () => dayFigures.update(day.date, () => day)),
    ...[...weeks].map(
      ([monday, week]) =>
        () =>
          weekFigures.update(monday, () => sumOfFigures(monday, week)),
    ),
  ];
  for (let start = 0; start < records.length; start += WRITES_AT_ONCE) {
    await Promise.all(records.slice(start, start + WRITES_AT_ONCE).map((write) => write()));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** One size: a fresh store filled, then the dashboard measured. */
async function measure(count: number) {
  const directory = await mkdtemp(join(tmpdir(), 'bench-dashboard-'));
  const blobs = await startLocalBlobs(directory, { faults: null });
  try {
    const now = Date.now();
    console.log(`Filling a store with ${String(count)} orders over three years…`);
    // The launch catalogue (products and their stock, zones, slots, special dates), as a shop has.
    await seedShop();
    await fill(count, now);
    const headers = await staffHeaders();
    const get = async () => {
      const response = await dashboardHandler(
        new Request('http://localhost/api/admin/dashboard', { headers }),
        { ip: '127.0.0.1', params: {}, waitUntil: () => undefined },
      );
      if (response.status !== 200) throw new Error(`Dashboard answered ${String(response.status)}`);
      return (await response.json()) as unknown;
    };
    await get();
    const whole = await blobsCallsOf(get, 3, { pagedListings: true });
    const figures = await blobsCallsOf(
      async () => orderFigures(new Date(), (await dashboardBoard()).orders),
      3,
      { pagedListings: true },
    );
    const times: number[] = [];
    for (let time = 0; time < TIMED_REQUESTS; time += 1) {
      const started = performance.now();
      await get();
      times.push(performance.now() - started);
    }
    const summary = await orderFigures(new Date(), (await dashboardBoard()).orders);
    console.log(
      `${String(count)}: ${String(figures)} calls for the order figures, ${String(whole)} in all`,
    );
    return { count, whole, figures, median: median(times), summary, today: nzDateOf(new Date()) };
  } finally {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

const results = [];
for (const size of sizes) results.push(await measure(size));
const over = results.some(
  (result) => result.figures > MOST_ORDER_CALLS || result.whole > MOST_ORDER_CALLS,
);
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' / ');
await writeBenchmarkSection(
  'dashboard',
  'Dashboard (npm run bench:dashboard)',
  [
    `${new Date().toISOString().slice(0, 10)}: orders placed evenly over three years up to now in a fresh local Blobs store per size (one in eight awaiting payment, one cancelled, one refunded in full, the rest paid an hour after placing and one in ten of those part-refunded a day later), with the derived records the dashboard reads (list keys, day and week figures, money-owed keys and their total; the dashboard board and the stock snapshot are worked out by the first request, as in a store from before them); GET /api/admin/dashboard through its function in this process, Node ${process.version}, ${String(availableParallelism())} cores, load ${load}. Blobs calls are counted as Netlify bills them, a listing one call per 1,000 keys it returns, the most over three requests; time is the median of ${String(TIMED_REQUESTS)}. The shop is seeded first (9 products with their stock, zones, slots and special dates). Budget: the order figures and the whole dashboard each in at most ${String(MOST_ORDER_CALLS)} calls, flat with the years; ✗ marks a miss. Before the day figures the dashboard made 110 calls at 10,000 orders (a listing per half-month of history) and took 5 times longer than at 1,000.`,
    '',
    '| Orders | Order figures: Blobs calls | Whole dashboard: Blobs calls | Median time | Today revenue | Week revenue | Awaiting payment |',
    '| ------ | -------------------------- | ---------------------------- | ----------- | ------------- | ------------ | ---------------- |',
    ...results.map(
      (result) =>
        `| ${result.count.toLocaleString('en-NZ')} | ${String(result.figures)}${result.figures > MOST_ORDER_CALLS ? ' ✗' : ''} | ${String(result.whole)}${result.whole > MOST_ORDER_CALLS ? ' ✗' : ''} | ${result.median.toFixed(1)} ms | ${String(result.summary.today.revenueCents)} ¢ | ${String(result.summary.week.revenueCents)} ¢ | ${String(result.summary.awaitingPayment.count)} orders, ${String(result.summary.awaitingPayment.totalCents)} ¢ |`,
    ),
    '',
    "The order figures read today's `day-figures/<date>` and this week's `week-figures/<monday>` (2) and the orders section of the dashboard board (1: what is owed and the orders still to hand over, worked out by the order door from the `money-owed-total/all` record and the orders list's keys after each order change). The whole dashboard reads the session and its account (2), the dashboard board `dashboard-board/current` (1: besides the orders, the contact messages' open count and 10 newest, the subscribers' count, the active standing orders with their meals, the last week's missed deliveries and the last finished drill, each section worked out from its source by that source's writers), the stock snapshot `stock-snapshot/current` (1: every product's stock document copied with its revision after each stock write) and the day and week figures (2); the settings (1) and the catalogue snapshot (1) are reused by an instance for 5 s, so a cold instance makes 8. Nothing it reads grows with orders, messages, subscribers, standing orders or products. Before the board and the stock snapshot the whole dashboard made 23 calls: a stock document per product on sale (9), 2 listings and the 10 newest for the messages, a listing each for subscribers, missed deliveries and drills, 2 for standing orders, and 3 or 4 listings of the orders list for the next deliveries.",
  ].join('\n'),
);
if (over) process.exitCode = 1;
