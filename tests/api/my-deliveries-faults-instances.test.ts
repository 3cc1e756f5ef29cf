// My deliveries changes (meals, skip, unskip, pause, resume, reminders) under a failing store,
// from separate OS processes, some killed (SIGKILL) at a random store write, the shopper
// sending again what did not answer; then staff send orders out and deliver them the same way
// (the shopper notices). At 10% and then 20% of store calls failing. Once the maintenance job has
// run, every invariant of tests/fixtures/store-invariants.ts holds: the standing orders' index
// keys (due day, customer, staff list, items) equal their records, one change email per claimed
// change, each shopper notice once, the customers index and the activity index keys equal their
// records. Seeded, the seed printed: MY_DELIVERIES_FAULTS_SEED replays a run.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/delivery/nz-time.ts';
import { STAFF_LIST_PREFIX } from '../../src/lib/standing-orders/staff-list.ts';
import { followingDate } from '../../src/lib/standing-orders/standing-order.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { runMaintenance } from '../../src/server/maintenance/maintenance-job.ts';
import { outbox } from '../../src/server/mail/outbox.ts';
import {
  callFromKilledInstance,
  expectNoDrift,
  FAULT_RUN_TIMEOUT_MS,
  faultSuite,
  markPaid,
  recoverWithMaintenance,
  sendWithKills,
} from '../fixtures/fault-runs.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';
import { callUntilCrash, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { seededRandom } from '../fixtures/seeds.ts';
import {
  myDeliveriesInstanceCall,
  standingScenario,
  type StandingScenario,
} from '../fixtures/standing-orders.ts';
import { storeDrifts } from '../fixtures/store-invariants.ts';

const { seed: SEED, blobs, team } = faultSuite('MY_DELIVERIES_FAULTS_SEED', 'my deliveries faults');

const MEAL = 'beef-bolognese';
const STANDING = 3;
const ROUNDS = 2;
/** Of the calls of a round, the share whose instance is killed, at one of its first writes. */
const KILLS = { killShare: 0.4, killWithinWrites: 12 };

const scenarios: StandingScenario[] = [];

beforeAll(async () => {
  await setStockLevel(MEAL, 1_000);
  for (let index = 0; index < STANDING; index += 1) {
    scenarios.push(await standingScenario({ items: [{ productId: MEAL, quantity: 2 }] }));
  }
}, 120_000);

const changeCallOf = myDeliveriesInstanceCall;

/** A random My deliveries change of the standing order. */
async function changeCall(scenario: StandingScenario, random: () => number): Promise<InstanceCall> {
  const weeks = Math.floor(random() * 3);
  const date = addDays(scenario.nextDate, 7 * weeks);
  const changes: [string, unknown][] = [
    ['items', { items: [{ productId: MEAL, quantity: 1 + Math.floor(random() * 6) }] }],
    ['skip', { date }],
    ['unskip', { date }],
    ['pause', { until: followingDate(scenario.nextDate, 2) }],
    ['resume', {}],
    ['reminders', { reminders: random() < 0.5 }],
  ];
  const [action, json] = changes[Math.floor(random() * changes.length)] ?? ['resume', {}];
  return changeCallOf(scenario, action, json);
}

/** Staff move an order on (out for delivery, delivered), which sends its shopper notices. */
const statusCall = (id: string, status: string): InstanceCall => ({
  handler: functionModule('admin-orders'),
  path: `/api/admin/orders/${id}/status`,
  options: { json: { status }, headers: team.staff, params: { id } },
});

describe.each([0.1, 0.2])(
  'My deliveries changes and shopper notices with %s of store calls failing, instances killed',
  (rate) => {
    it(
      'leaves no drift once the maintenance job has run',
      async () => {
        const random = seededRandom(SEED + Math.round(rate * 100));
        const log: string[] = [];
        blobs.setFaults({ rate, seed: SEED });
        for (let round = 0; round < ROUNDS; round += 1) {
          const calls = await Promise.all(
            scenarios.map((scenario) => changeCall(scenario, random)),
          );
          log.push((await sendWithKills(calls, random, KILLS)).join(' '));
        }
        // The first orders go out and arrive: each move's shopper notice, under the same faults.
        blobs.setFaults(null);
        const firstOrders = scenarios.map((scenario) => scenario.firstOrder.id);
        if (rate === 0.1) {
          for (const id of firstOrders) {
            await markPaid(id, team.staff);
            expect((await callFromKilledInstance(statusCall(id, 'packed'), null))?.status).toBe(
              200,
            );
          }
        }
        blobs.setFaults({ rate, seed: SEED + 1 });
        const to = rate === 0.1 ? 'out_for_delivery' : 'delivered';
        log.push(
          (
            await sendWithKills(
              firstOrders.map((id) => statusCall(id, to)),
              random,
              KILLS,
            )
          ).join(' '),
        );
        blobs.setFaults(null);
        console.info(
          `[my deliveries faults] rate ${String(rate)} seed ${String(SEED)}\n${log.join('\n')}`,
        );
        expect(log.join(' ')).toMatch(/:200/);
        await recoverWithMaintenance();
        await expectNoDrift(`my deliveries, rate ${String(rate)}, seed ${String(SEED)}`);
        // Each order moved on told its shopper once, whichever attempt (or recovery) sent it.
        const notice = rate === 0.1 ? 'is on its way' : 'has been delivered';
        const mail = await outbox.list();
        for (const { firstOrder } of scenarios) {
          const sent = mail.filter((message) =>
            message.subject.endsWith(`order ${firstOrder.number} ${notice}`),
          );
          expect(sent, `${firstOrder.number} ${notice}`).toHaveLength(1);
        }
      },
      FAULT_RUN_TIMEOUT_MS,
    );
  },
);

describe('a change killed after its record is saved, before its index keys follow', () => {
  // The retry finds the record changed already, so the state before the killed change is known
  // only from the key record (standing-keys-of/<id>), which lists every key a sync may have
  // written; the retry, or else the maintenance job's key repair, deletes the stale ones (before,
  // a staff row showed a resumed standing order as paused for ever).
  it(
    'leaves no stale key once retried and the maintenance job has run',
    async () => {
      const scenario = await standingScenario({ items: [{ productId: MEAL, quantity: 2 }] });
      const until = followingDate(scenario.nextDate, 2);
      const pause = await changeCallOf(scenario, 'pause', { until });
      expect((await callFromKilledInstance(pause, null))?.status).toBe(200);
      const resume = await changeCallOf(scenario, 'resume', {});
      await callUntilCrash(resume, new RegExp(`^${STAFF_LIST_PREFIX}/${scenario.standing.id}/`));
      expect((await callFromKilledInstance(resume, null))?.status).toBe(200);
      await recoverWithMaintenance();
      expect(await storeDrifts(['standing keys'])).toEqual([]);
    },
    FAULT_RUN_TIMEOUT_MS,
  );
});

describe('a change killed after claiming its notice, before the email left', () => {
  // The change is saved and its notice kept and claimed; the instance dies writing the email.
  // The retry finds nothing left to change, so it owes no email itself; the maintenance job
  // sends the kept notice once the claim's lease is over, and only once (before, a claimed
  // notice whose sender died was never sent).
  it(
    'is emailed once by the maintenance job, not before the lease is over',
    async () => {
      const scenario = await standingScenario({ items: [{ productId: MEAL, quantity: 2 }] });
      const skip = await changeCallOf(scenario, 'skip', { date: scenario.nextDate });
      await callUntilCrash(skip, /^outbox\//);
      expect((await callFromKilledInstance(skip, null))?.status).toBe(200);
      const notices = async () =>
        (await outbox.list()).filter(
          (message) =>
            message.to.includes(scenario.standing.customer.email) &&
            message.subject.startsWith('Your standing order changed'),
        );
      await runMaintenance({ origin: SITE_ORIGIN, afterAnswer: () => undefined, now: new Date() });
      expect(await notices()).toEqual([]);
      await recoverWithMaintenance();
      expect((await notices()).map((message) => message.subject)).toEqual([
        'Your standing order changed: skipped',
      ]);
      expect(await storeDrifts(['change notices once'])).toEqual([]);
    },
    FAULT_RUN_TIMEOUT_MS,
  );
});
