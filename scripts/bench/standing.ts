// `npm run bench:standing`: the standing-order job under a failing store, as the schedule runs
// it. For each fault rate, a throwaway local Blobs store with 20 bank-transfer standing orders
// due in the same hour; the job runs every 5 minutes of that hour on its own clock, each run as
// the scheduled function runs it (no new standing order after 20 s, store work stopped at 27 s).
// Writes the deliveries made within their hour and the run times to docs/benchmarks.md.
//   node scripts/bench/standing.ts [--deliveries 20] [--rates 0,0.1,0.2] [--seed 7]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { changeByOf } from '../../src/lib/standing-orders/standing-order.ts';
import { timeBudget } from '../../src/lib/system/time-budget.ts';
import { startLocalBlobs } from '../../src/server/blobs/local-server.ts';
import { withStoreDeadline } from '../../src/server/blobs/store-deadline.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { SITE_ORIGIN } from '../../tests/fixtures/http.ts';
import { standingScenario, type StandingScenario } from '../../tests/fixtures/standing-orders.ts';
import { writeBenchmarkSection } from './report.ts';

const { values } = parseArgs({
  options: {
    deliveries: { type: 'string', default: '20' },
    rates: { type: 'string', default: '0,0.1,0.2' },
    seed: { type: 'string', default: '7' },
  },
});
const DELIVERIES = Number(values.deliveries);
const RATES = values.rates.split(',').map(Number);
const SEED = Number(values.seed);
/** What standing-orders.mts gives a run: new work until 20 s, store work until 27 s. */
const BUDGET_MS = 20_000;
const DEADLINE_MS = 27_000;
const RUNS = 12;
const SCHEDULE_MS = 5 * 60_000;

interface RateResult {
  rate: number;
  madeInTime: number;
  runMs: number[];
  outOfTime: number;
}

/** One fault rate: a fresh store, the standing orders, the hour's twelve runs. */
async function benchRate(rate: number): Promise<RateResult> {
  const directory = await mkdtemp(join(tmpdir(), 'bench-standing-'));
  const blobs = await startLocalBlobs(directory, { faults: null });
  try {
    await seedShop();
    await setStockLevel('beef-bolognese', 10_000);
    const now = new Date();
    const scenarios: StandingScenario[] = [];
    for (let index = 0; index < DELIVERIES; index += 1) {
      scenarios.push(await standingScenario({ now }));
    }
    const first = scenarios[0];
    if (!first) throw new Error('No standing orders');
    const changeBy = Date.parse(changeByOf(first.slotCutoffAt));
    blobs.setFaults(rate > 0 ? { rate, seed: SEED } : null);
    const runMs: number[] = [];
    let outOfTime = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = Date.now();
      const report = await withStoreDeadline(started + DEADLINE_MS, () =>
        runStandingOrders({
          now: new Date(changeBy + run * SCHEDULE_MS + 20_000),
          origin: SITE_ORIGIN,
          budget: timeBudget(BUDGET_MS),
        }),
      ).catch((error: unknown) => {
        console.error(`Run ${String(run)} failed`, error);
        return null;
      });
      runMs.push(Date.now() - started);
      if (!report || report.outOfTime) outOfTime += 1;
    }
    blobs.setFaults(null);
    const all = await orders.list();
    const madeInTime = scenarios.filter(({ standing, nextDate, slotCutoffAt }) =>
      all.some(
        (order) =>
          order.standingOrder?.id === standing.id &&
          order.standingOrder.dueDate === nextDate &&
          Date.parse(order.placedAt) < Date.parse(slotCutoffAt),
      ),
    ).length;
    return { rate, madeInTime, runMs, outOfTime };
  } finally {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

const results: RateResult[] = [];
for (const rate of RATES) {
  console.log(`Store failing ${String(rate * 100)}% of calls…`);
  const result = await benchRate(rate);
  console.log(JSON.stringify(result));
  results.push(result);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const body = [
  `${String(DELIVERIES)} bank-transfer standing orders due in the same hour, on a local Blobs store failing a share of its calls (seed ${String(SEED)}); the job run every 5 minutes of the hour (${String(RUNS)} runs) as the scheduled function runs it: no new standing order after 20 s, store work stopped at 27 s (Netlify kills a run at 30 s). No run is killed here (tests/api/standing-orders-faults-instances.test.ts kills them).`,
  '',
  '| Store calls failing | Deliveries made in their hour | Longest run | First run | Runs out of time |',
  '| --- | --- | --- | --- | --- |',
  ...results.map(
    (result) =>
      `| ${String(result.rate * 100)}% | ${String(result.madeInTime)} of ${String(DELIVERIES)} | ${seconds(Math.max(...result.runMs))} | ${seconds(result.runMs[0] ?? 0)} | ${String(result.outOfTime)} |`,
  ),
  '',
  `Measured ${new Date().toISOString().slice(0, 10)}; run times include the local store's injected delays.`,
].join('\n');
await writeBenchmarkSection('standing', 'Standing-order job under store faults', body);
console.log(body);
