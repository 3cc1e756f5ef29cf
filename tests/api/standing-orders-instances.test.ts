// The standing-order job run by separate OS processes (like Netlify instances, no memory shared):
// two runs at once make a delivery's order once; a run killed half-way (after the order's key
// and holds were taken, or after the order was made) leaves it for a fresh run, which makes
// exactly one order and takes the stock once; a run while its 35 s lease lasts leaves it alone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/lib/orders/order.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { scheduledKickHeaders } from '../../src/server/http/scheduled-function.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { MAKE_LEASE_MS } from '../../src/server/standing-orders/standing-makes.ts';
import { runStandingOrders } from '../../src/server/standing-orders/standing-job.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { SITE_ORIGIN } from '../fixtures/http.ts';
import { callFromInstances, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { standingScenario, storedStanding } from '../fixtures/standing-orders.ts';

runOnLocalBlobs();

beforeAll(async () => {
  await seedShop();
  await setStockLevel('pumpkin-kumara-sauce', 300);
});

const items = [{ productId: 'pumpkin-kumara-sauce', quantity: 3 }];

async function ordersOf(standingId: string): Promise<Order[]> {
  const all = await Promise.all((await orders.listIds()).map((id) => orders.get(id)));
  return all.filter(
    (order): order is Order => order?.standingOrder?.id === standingId && order.id !== standingId,
  );
}

async function jobCall(now: Date): Promise<InstanceCall> {
  return {
    handler: functionModule('standing-orders'),
    path: '/.netlify/functions/standing-orders',
    options: {
      method: 'POST',
      headers: await scheduledKickHeaders(),
      json: { now: now.toISOString() },
    },
  };
}

const onHand = async () => (await stockLevels.get('pumpkin-kumara-sauce'))?.onHand ?? 0;

describe('the standing-order job in several processes', () => {
  it('makes the order once when runs in two processes go at the same time', async () => {
    const scenario = await standingScenario({ items });
    const before = await onHand();
    const call = await jobCall(scenario.makeAt);
    const answers = await callFromInstances([call, call, call, call], {
      instances: 2,
      concurrency: 2,
    });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const made = await ordersOf(scenario.standing.id);
    expect(made).toHaveLength(1);
    expect(await onHand()).toBe(before - 3);
    const runs = (await storedStanding(scenario.standing.id)).runs;
    expect(runs.filter((run) => run.date === scenario.nextDate)).toHaveLength(1);
  });

  it('makes exactly one order after a run dies between taking the holds and writing the order', async () => {
    const scenario = await standingScenario({ items });
    const before = await onHand();
    await expect(
      callFromInstances([await jobCall(scenario.makeAt)], {
        instances: 1,
        crashBeforeWriting: /^orders\/[0-9a-f-]{36}$/,
      }),
    ).rejects.toThrow(/SIGKILL/);
    expect(await ordersOf(scenario.standing.id)).toEqual([]);
    // Stock is already held by the dead run's order.
    expect(await onHand()).toBe(before - 3);

    // The next run, once the dead run's lease is over, finishes that very order.
    const later = new Date(scenario.makeAt.getTime() + MAKE_LEASE_MS + 60_000);
    const report = await runStandingOrders({ now: later, origin: SITE_ORIGIN });
    expect(report.made).toContain(scenario.standing.id);
    expect(await ordersOf(scenario.standing.id)).toHaveLength(1);
    expect(await onHand()).toBe(before - 3);
  });

  it('does not make a second order after a run dies once the order is made', async () => {
    const scenario = await standingScenario({ items });
    const before = await onHand();
    await expect(
      callFromInstances([await jobCall(scenario.makeAt)], {
        instances: 1,
        crashBeforeWriting: new RegExp(`^standing-orders/${scenario.standing.id}$`),
      }),
    ).rejects.toThrow(/SIGKILL/);
    expect(await ordersOf(scenario.standing.id)).toHaveLength(1);
    expect((await storedStanding(scenario.standing.id)).nextDate).toBe(scenario.nextDate);

    const later = new Date(scenario.makeAt.getTime() + MAKE_LEASE_MS + 60_000);
    await runStandingOrders({ now: later, origin: SITE_ORIGIN });
    const made = await ordersOf(scenario.standing.id);
    expect(made).toHaveLength(1);
    expect(await onHand()).toBe(before - 3);
    const standing = await storedStanding(scenario.standing.id);
    expect(standing.nextDate > scenario.nextDate).toBe(true);
    expect(standing.runs.at(-1)).toMatchObject({ outcome: 'made', orderId: made[0]?.id });
  });

  it('leaves a killed run’s delivery busy while its lease lasts, then to the first run after it', async () => {
    const scenario = await standingScenario({ items });
    const before = await onHand();
    await expect(
      callFromInstances([await jobCall(scenario.makeAt)], {
        instances: 1,
        crashBeforeWriting: /^orders\/[0-9a-f-]{36}$/,
      }),
    ).rejects.toThrow(/SIGKILL/);
    // A run the scheduler starts while the dead run could still be alive leaves it alone.
    const during = new Date(scenario.makeAt.getTime() + MAKE_LEASE_MS - 5_000);
    const [busy] = await callFromInstances([await jobCall(during)], { instances: 1 });
    expect((busy?.body as { busy: string[] }).busy).toContain(scenario.standing.id);
    expect(await ordersOf(scenario.standing.id)).toEqual([]);
    // The lease ends just after a run's 30 s: a run from then on finishes it, once.
    const after = new Date(scenario.makeAt.getTime() + MAKE_LEASE_MS + 1_000);
    expect(MAKE_LEASE_MS).toBeGreaterThan(30_000);
    expect(MAKE_LEASE_MS).toBeLessThan(60_000);
    const [made] = await callFromInstances([await jobCall(after)], { instances: 1 });
    expect((made?.body as { made: string[] }).made).toContain(scenario.standing.id);
    expect(await ordersOf(scenario.standing.id)).toHaveLength(1);
    expect(await onHand()).toBe(before - 3);
  });
});
