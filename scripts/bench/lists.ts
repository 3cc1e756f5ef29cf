// npm run bench:lists — the order search, a day's prep list and run sheet, and the four-week
// forecast at scale:
// a throwaway local Blobs store holding 1,000 then 10,000 orders placed over three years (the
// latest due in the coming weeks) with their derived keys, and 25, 250 and 500 standing orders.
// Blobs calls are counted as Netlify makes them: a listing is one call per 1,000 keys (the local
// server answers unpaged). Budget: at most 10 calls each, and flat time; the run fails (exit 1)
// when a request is over. Written to docs/benchmarks.md. Flags: --orders 1000,10000
// --standing 25,250,500.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminStandingOrders from '../../netlify/functions/admin-standing-orders.mts';
import { addDays, nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { ORDER_LIST_PREFIX, orderListKeyOf } from '../../src/lib/orders/order-list.ts';
import { wordKeysOf } from '../../src/lib/orders/order-words.ts';
import { PREP_DAYS_PREFIX, prepDayKeysOf } from '../../src/lib/orders/prep-days.ts';
import { buildPrepList } from '../../src/lib/orders/prep-list.ts';
import type { Order } from '../../src/lib/orders/order.ts';
import { startLocalBlobs } from '../../src/server/blobs/local-server.ts';
import { openStore } from '../../src/server/blobs/store.ts';
import { createOrderRecord, indexOrder } from '../../src/server/orders/orders.ts';
import { recomputeRunSheetDay } from '../../src/server/orders/run-sheet-days.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { createStandingOrder } from '../../src/server/standing-orders/standing-orders.ts';
import { standingOrderFixture } from '../../tests/fixtures/standing-order.ts';
import { benchOrder, staffHeaders } from './orders-list.ts';
import { writeBenchmarkSection } from './report.ts';

const { values: flags } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000,10000' },
    standing: { type: 'string', default: '25,250,500' },
  },
});
const orderCounts = flags.orders.split(',').map(Number);
const standingCounts = flags.standing.split(',').map(Number);
const MOST_CALLS = 10;
const NETLIFY_PAGE = 1000;
const AT_ONCE = 32;
const TIMED = 7;
const STREETS = ['Pacific Ave', 'Dunlop Rd', 'Marine Pde', 'Gloucester Rd', 'Emerald Shores Dr'];
const MORE_STREETS = ['Maunganui Rd', 'Tara Rd', 'Parton Rd', 'Domain Rd', 'Grenada St'];
const SUBURBS = ['Papamoa', 'Mount Maunganui', 'Bayfair', 'Arataki', 'Omanu'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The n-th bench order, on one of 250 streets, due 3 to 24 days after it was placed. */
function varied(n: number, count: number, now: number): Order {
  const order = benchOrder(n, count, now);
  const street = `${STREETS[n % 5] ?? ''} ${MORE_STREETS[Math.floor(n / 5) % 5] ?? ''}`;
  const suburb = SUBURBS[Math.floor(n / 25) % 5] ?? 'Papamoa';
  const date = nzDateOf(new Date(Date.parse(order.placedAt) + (3 + (n % 22)) * DAY_MS));
  if (order.fulfilment.method !== 'delivery') return order;
  return {
    ...order,
    fulfilment: {
      ...order.fulfilment,
      date,
      address: {
        ...order.fulfilment.address,
        line1: `${String(1 + (n % 97))} ${street} ${String(Math.floor(n / 125) % 10)}`,
        suburb,
      },
    },
  };
}

/** Every bench order so far by its delivery date: what the prep day keys are made from. */
const byDate = new Map<string, Order[]>();

/**
 * `count` more orders over the three years, with their list, date and word keys, then the prep
 * day keys of every day from those orders in memory (the keys syncPrepDays would write), so
 * filling 10,000 orders does not read them all back.
 */
async function fillOrders(count: number, now: number): Promise<void> {
  const store = openStore();
  for (let first = 0; first < count; first += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - first) }, (_, index) =>
      varied(first + index, count, now),
    );
    await Promise.all(
      batch.map(async (order) => {
        await createOrderRecord(order);
        await indexOrder(order);
        await store.set(`${ORDER_LIST_PREFIX}/${orderListKeyOf(order)}`, '');
        await Promise.all(wordKeysOf(order).map((key) => store.set(key, '')));
        const { date } = order.fulfilment;
        byDate.set(date, [...(byDate.get(date) ?? []), order]);
      }),
    );
  }
  const { blobs } = await store.list({ prefix: `${PREP_DAYS_PREFIX}/` });
  await Promise.all(blobs.map((blob) => store.delete(blob.key)));
  const keys = [...byDate].flatMap(([date, orders]) =>
    prepDayKeysOf(buildPrepList(date, orders), orders.length),
  );
  for (let first = 0; first < keys.length; first += AT_ONCE * 4) {
    await Promise.all(keys.slice(first, first + AT_ONCE * 4).map((key) => store.set(key, '')));
  }
}

/** The first Thursday a week or more from today: standing orders' next delivery. */
function thursdayAfterAWeek(): string {
  let date = addDays(nzDateOf(new Date()), 7);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 4) date = addDays(date, 1);
  return date;
}

/** Weekly or fortnightly standing orders on Papamoa's Thursday slot, `from` up to `count`. */
async function fillStanding(from: number, count: number): Promise<void> {
  const next = thursdayAfterAWeek();
  for (let first = from; first < count; first += AT_ONCE / 2) {
    const batch = Array.from({ length: Math.min(AT_ONCE / 2, count - first) }, (_, index) =>
      standingOrderFixture({
        id: randomUUID(),
        customerId: randomUUID().replaceAll('-', '').padEnd(64, '0'),
        nextDate: next,
        everyWeeks: (first + index) % 3 === 0 ? 2 : 1,
        fulfilment: { ...standingOrderFixture().fulfilment, slotId: 'papamoa-thu-1600' },
      }),
    );
    await Promise.all(batch.map((order) => createStandingOrder(order)));
  }
}

/** Blobs calls of one request as Netlify counts them: a listing's keys by 1,000 a page. */
async function netlifyCalls(request: () => Promise<unknown>): Promise<number> {
  const context = process.env.NETLIFY_BLOBS_CONTEXT ?? '';
  const { edgeURL } = JSON.parse(Buffer.from(context, 'base64').toString()) as { edgeURL: string };
  const origin = new URL(edgeURL).origin;
  const realFetch = globalThis.fetch;
  const counted: Promise<number>[] = [];
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await realFetch(input, init);
    if (url.origin !== origin) return response;
    const listing = url.searchParams.has('prefix') || url.searchParams.has('directories');
    counted.push(
      listing
        ? response
            .clone()
            .json()
            .then((body: { blobs?: unknown[]; directories?: unknown[] }) =>
              Math.max(
                1,
                Math.ceil(
                  ((body.blobs?.length ?? 0) + (body.directories?.length ?? 0)) / NETLIFY_PAGE,
                ),
              ),
            )
        : Promise.resolve(1),
    );
    return response;
  };
  try {
    await request();
  } finally {
    globalThis.fetch = realFetch;
  }
  return (await Promise.all(counted)).reduce((sum, calls) => sum + calls, 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const directory = await mkdtemp(join(tmpdir(), 'bench-lists-'));
const blobs = await startLocalBlobs(directory, { faults: null });
try {
  await seedShop();
  const headers = await staffHeaders();
  const get = async (handler: typeof adminOrders, path: string): Promise<unknown> => {
    const response = await handler(new Request(`http://localhost${path}`, { headers }), {
      ip: '127.0.0.1',
      params: {},
      waitUntil: () => undefined,
    });
    if (response.status !== 200) throw new Error(`${path} answered ${String(response.status)}`);
    return response.json();
  };
  const now = Date.now() + 21 * DAY_MS;
  const day = thursdayAfterAWeek();
  const pages = [
    ['search by street', adminOrders, `/api/admin/orders?q=${encodeURIComponent('Tara Rd 3')}`],
    ['search by name', adminOrders, `/api/admin/orders?q=${encodeURIComponent('Sophie Walker')}`],
    ['search by phone', adminOrders, `/api/admin/orders?q=${encodeURIComponent('021 100 042')}`],
    ['prep list of a day', adminOrders, `/api/admin/prep-list?date=${day}`],
    ['run sheet of a day', adminOrders, `/api/admin/run-sheet?date=${day}`],
    ['four-week forecast', adminStandingOrders, '/api/admin/standing-orders/forecast'],
  ] as const;
  const rows: string[] = [];
  /** Writes the section with the rows so far (after each row, so a cut run still reports). */
  const report = async () => {
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ');
    await writeBenchmarkSection(
      'lists',
      'Order search, prep list, run sheet and forecast (npm run bench:lists)',
      [
        `${new Date().toISOString().slice(0, 10)}: orders placed over three years (each due 3 to 24 days after, so the coming weeks hold orders) on 250 streets, with their list, date, word and prep day keys, and weekly or fortnightly standing orders due from next week, in a local Blobs store; through the functions in this process, Node ${process.version}, ${String(availableParallelism())} cores, load ${load}. Calls are counted as Netlify makes them (a listing is one call per 1,000 keys); time is the median of ${String(TIMED)}. Budget: at most ${String(MOST_CALLS)} calls; ✗ marks a miss. The session and its account are 2 of each.`,
        '',
        '| Request | Orders | Standing orders | Blobs calls | Median |',
        '| ------- | ------ | --------------- | ----------- | ------ |',
        ...rows,
        '',
        "A search lists the keys of its longest word only (order-words/<word>…). A prep list lists its day keys, the month of the day index and the standing orders due that day (3), and when standing deliveries are due reads the catalogue snapshot (products, zones, slots and special dates in one record, `catalogue-snapshot/current`) and the booking document of each slot with one (1 each). A run sheet reads its day record (`run-sheet-days/<date>`) and lists the day index (2), never an order. The forecast lists the prep keys and the day index per month (2 + 2) and reads the standing plan `standing-plan/current` (1: every standing order's due-day keys, listed whole after each save of a standing order's keys, and a copy of each coming slot-day's booking document with its revision, made after every booking write), the catalogue snapshot (1), the stock snapshot (1) and lists every meal's batches in sale once (1); its calls grow with neither orders, standing orders, slots nor weeks. Before the standing plan it listed the due-day keys (one call per 1,000 keys: 2 with 500 standing orders) and read the booking document of each slot-day with a standing delivery, a stock document and a batch listing per meal: 15 calls at 500 standing orders over a month's turn, 11 in the month the earlier run fell in. Before the catalogue snapshot the prep list made 40 calls and the forecast 47 (zones, slots, special dates and products read record by record). Its time is flat with standing orders since it works out a zone's bookable slots once per change-by time, not once per delivery (before: 370, 1,448 and 1,504 ms at 25, 250 and 500 standing orders and 10,000 orders, load 18; bookableSlots was nearly all of it in a CPU profile).",
      ].join('\n'),
    );
  };
  let over = false;
  let ordersSoFar = 0;
  let standingSoFar = 0;
  for (const orderCount of orderCounts) {
    // A bigger run adds its extra orders as a second spread over the same three years.
    await fillOrders(orderCount - ordersSoFar, now);
    // The measured day's run sheet record, as the orders' sync writes it.
    await recomputeRunSheetDay(day);
    ordersSoFar = orderCount;
    for (const standingCount of standingCounts) {
      // The smaller runs are measured with the fewest standing orders only.
      if (orderCount !== orderCounts.at(-1) && standingCount !== standingCounts[0]) continue;
      if (standingCount > standingSoFar) await fillStanding(standingSoFar, standingCount);
      standingSoFar = Math.max(standingSoFar, standingCount);
      for (const [label, handler, path] of pages) {
        await get(handler, path);
        const calls = await netlifyCalls(() => get(handler, path));
        const times: number[] = [];
        for (let time = 0; time < TIMED; time += 1) {
          const started = performance.now();
          await get(handler, path);
          times.push(performance.now() - started);
        }
        if (calls > MOST_CALLS) over = true;
        const mark = calls > MOST_CALLS ? ' ✗' : '';
        rows.push(
          `| ${label} | ${String(orderCount)} | ${String(standingCount)} | ${String(calls)}${mark} | ${median(times).toFixed(1)} ms |`,
        );
        console.log(
          `${label} @ ${String(orderCount)}/${String(standingCount)}: ${String(calls)} calls`,
        );
        await report();
      }
    }
  }
  if (over) process.exitCode = 1;
} finally {
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
}
