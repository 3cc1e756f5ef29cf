// npm run bench:activity — the activity log at scale: a throwaway local Blobs store holding
// 10,000 orders placed over three years and the audit entries staff made on them (two each,
// written through recordAudit with their index keys), then the Blobs calls and time of the
// activity page's first page and of filtered pages, through the real function in this process.
// Budget (issue 24): each opens in at most 5 Blobs calls. Written to docs/benchmarks.md.
// Flags: --orders 10000 --entries-per-order 2.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import activityHandler from '../../netlify/functions/admin-activity.mts';
import type { ActivityPage } from '../../src/lib/admin/areas/activity.ts';
import { nzDateOf } from '../../src/lib/delivery/nz-time.ts';
import { recordAudit } from '../../src/server/audit.ts';
import { startSession } from '../../src/server/auth/sessions.ts';
import { createUser } from '../../src/server/auth/users.ts';
import { startLocalBlobs } from '../../src/server/blobs/local-server.ts';
import { blobsCallsOf, benchOrder, fillWithOrders } from './orders-list.ts';
import { writeBenchmarkSection } from './report.ts';

const { values: flags } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    'entries-per-order': { type: 'string', default: '2' },
  },
});
const orderCount = Number(flags.orders);
const perOrder = Number(flags['entries-per-order']);
const MOST_BLOBS_CALLS = 5;
const WRITES_AT_ONCE = 32;
const TIMED_REQUESTS = 20;
const STATUS_STEPS = [
  ['paid', 'packed'],
  ['packed', 'out_for_delivery'],
  ['out_for_delivery', 'delivered'],
] as const;

const directory = await mkdtemp(join(tmpdir(), 'bench-activity-'));
const blobs = await startLocalBlobs(directory, { faults: null });

/** Three staff who share the work, as a small kitchen's team would. */
const staff = ['aroha', 'liam', 'mere'].map((username) => ({ id: randomUUID(), username }));

/** Each order's status changes, a few hours after it was placed, by one of the team. */
async function fillWithEntries(now: number): Promise<void> {
  for (let start = 0; start < orderCount; start += WRITES_AT_ONCE) {
    const writes: Promise<void>[] = [];
    for (let n = start; n < Math.min(orderCount, start + WRITES_AT_ONCE); n += 1) {
      const order = benchOrder(n, orderCount, now);
      for (let step = 0; step < perOrder; step += 1) {
        const [from, to] = STATUS_STEPS[step % STATUS_STEPS.length] ?? STATUS_STEPS[0];
        const actor = staff[(n + step) % staff.length] ?? staff[0];
        if (!actor) throw new Error('No staff');
        const at = new Date(Date.parse(order.placedAt) + (step + 1) * 3 * 60 * 60 * 1000);
        writes.push(
          recordAudit(
            {
              actor,
              action: 'order.status',
              target: `orders/${order.id}`,
              before: { status: from, number: order.number },
              after: { status: to, number: order.number },
            },
            at,
          ),
        );
      }
    }
    await Promise.all(writes);
  }
}

/** The median of some numbers. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

try {
  const now = Date.now();
  console.log(`Filling the store with ${String(orderCount)} orders…`);
  await fillWithOrders(orderCount);
  console.log(`…and ${String(orderCount * perOrder)} audit entries with their index keys…`);
  await fillWithEntries(now);
  const admin = await createUser({
    username: 'bench-admin',
    password: randomBytes(18).toString('base64url'),
    role: 'admin',
  });
  const { token } = await startSession(admin);
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string): Promise<ActivityPage> => {
    const response = await activityHandler(new Request(`http://localhost${path}`, { headers }), {
      ip: '127.0.0.1',
      params: {},
      waitUntil: () => undefined,
    });
    if (response.status !== 200) throw new Error(`${path} answered ${String(response.status)}`);
    return (await response.json()) as ActivityPage;
  };
  const lastWeek = nzDateOf(new Date(now - 7 * 24 * 60 * 60 * 1000));
  const [person] = staff;
  const pages = [
    ['first page', '/api/admin/activity'],
    ['one person', `/api/admin/activity?person=${person?.id ?? ''}`],
    ['one area (Orders)', '/api/admin/activity?area=orders'],
    ['one NZ day, a week ago', `/api/admin/activity?from=${lastWeek}&to=${lastWeek}`],
    [
      'person, area and day',
      `/api/admin/activity?person=${person?.id ?? ''}&area=orders&from=${lastWeek}&to=${lastWeek}`,
    ],
  ] as const;
  const rows: string[] = [];
  let over = false;
  for (const [label, path] of pages) {
    const found = await get(path);
    const calls = await blobsCallsOf(() => get(path));
    const times: number[] = [];
    for (let time = 0; time < TIMED_REQUESTS; time += 1) {
      const started = performance.now();
      await get(path);
      times.push(performance.now() - started);
    }
    if (calls > MOST_BLOBS_CALLS) over = true;
    rows.push(
      `| ${label} | \`${path.replace(/[0-9a-f-]{36}/, '<id>')}\` | ${String(found.entries.length)} | ${String(calls)}${calls > MOST_BLOBS_CALLS ? ' ✗' : ''} | ${median(times).toFixed(1)} ms |`,
    );
    console.log(`${label}: ${String(found.entries.length)} rows, ${String(calls)} Blobs calls`);
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
  const today = new Date().toISOString().slice(0, 10);
  await writeBenchmarkSection(
    'activity',
    'Activity log (npm run bench:activity)',
    [
      `${today}: ${String(orderCount)} orders placed over three years and ${String(orderCount * perOrder)} audit entries (each order's status changed ${String(perOrder)} times by one of 3 staff, written through recordAudit with their index keys) in a local Blobs store; GET /api/admin/activity through its function in this process, Node ${process.version}, ${String(availableParallelism())} cores, load ${load}. Blobs calls are the most over five requests; time is the median of ${String(TIMED_REQUESTS)}. Budget: at most ${String(MOST_BLOBS_CALLS)} Blobs calls; ✗ marks a miss.`,
      '',
      '| Page | Request | Rows | Blobs calls | Median |',
      '| ---- | ------- | ---- | ----------- | ------ |',
      ...rows,
      '',
      "A page reads index keys only: the session and its account 2, the folders of its family (everything, one person or one area) 1, the people for the person filter 1 (at once with the folders), and the newest half-month folder of keys 1 (when it holds fewer entries than the page, the older folders follow ten at a time). An entry's before and after are read only when its Changes disclosure is opened (1 call).",
    ].join('\n'),
  );
  if (over) process.exitCode = 1;
} finally {
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
}
