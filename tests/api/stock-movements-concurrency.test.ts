// Stock movements across function instances: orders and staff adjustments of one meal from
// several separate OS processes at once against the local Blobs server; the movements recorded
// must add up to the stock left, one per change, and stock never goes below zero.
import { beforeAll, expect, it } from 'vitest';
import type { StockMovement } from '../../src/lib/inventory/movements.ts';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { deliverySlots } from '../../src/server/delivery/store.ts';
import { heldPacks } from '../../src/server/inventory/order-stock.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { stockMovements } from '../../src/server/inventory/stock-movements.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { newClientIp } from '../fixtures/http.ts';
import { callFromInstances, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';
import { signedInAs } from '../fixtures/staff.ts';

runOnLocalBlobs();

const MEAL = 'butter-chicken';
let slot: OpenSlot;

beforeAll(async () => {
  await seedShop();
  const options = await deliveryOptions({ postcode: '3118' });
  const first = options.days[0]?.slots[0];
  if (!first || !options.days[0]) throw new Error('No open Papamoa slot');
  slot = { date: options.days[0].date, slotId: first.slotId };
  await deliverySlots.update(slot.slotId, (current) => {
    if (!current) throw new Error('No slot');
    return { ...current, capacity: 500 };
  });
});

it('20 orders and 8 adjustments of one meal at once: stock is the sum of its movements', async () => {
  const start = (await stockLevels.get(MEAL))?.onHand ?? 0;
  const staff = await signedInAs('packer', 'staff');
  const adjustments = Array.from({ length: 8 }, (_, index) =>
    index % 2 === 0 ? { reason: 'received', quantity: 2 } : { reason: 'spoiled', quantity: 3 },
  );
  const adjustmentCalls: InstanceCall[] = adjustments.map((json) => ({
    handler: functionModule('admin-inventory'),
    path: `/api/admin/inventory/${MEAL}/adjustments`,
    options: { json, headers: staff, params: { productId: MEAL } },
  }));
  // More packs asked for than there are (40 ordered and 12 spoiled against 36 and 8 received),
  // so some orders and removals must be refused.
  const orderCalls: InstanceCall[] = Array.from({ length: 20 }, () => ({
    handler: functionModule('orders'),
    path: '/api/orders',
    options: {
      json: papamoaOrderRequest(slot, { items: [{ productId: MEAL, quantity: 2 }] }),
      ip: newClientIp(),
    },
  }));
  const calls = orderCalls.flatMap((call, index) => [
    call,
    ...adjustmentCalls.slice(index, index + 1),
  ]);
  const answers = await callFromInstances(calls, { instances: 4, concurrency: 4 });
  const accepted = answers.filter((answer) => answer.status === 201).length;
  expect(
    answers.filter((answer) => ![201, 409].includes(answer.status)),
    'answers other than placed (201) or refused for stock (409)',
  ).toEqual([]);
  expect(accepted).toBeGreaterThan(0);
  expect(accepted).toBeLessThan(calls.length);

  const movements: StockMovement[] = (await stockMovements.list(`${MEAL}/`)).sort(
    (a, b) => a.seq - b.seq,
  );
  expect(movements).toHaveLength(accepted);
  const finalLevel = (await stockLevels.get(MEAL))?.onHand;
  const total = movements.reduce((sum, movement) => sum + movement.quantity, start);
  expect(finalLevel).toBe(total);
  // One after another, each starting where the one before left stock, never below zero.
  let level = start;
  for (const [index, movement] of movements.entries()) {
    expect(movement.seq).toBe(index + 1);
    level += movement.quantity;
    expect(movement.level).toBe(level);
    expect(movement.level).toBeGreaterThanOrEqual(0);
  }
}, 120_000);

// Time limit: three Node processes start and load the functions first, tens of seconds on a
// busy 2-core machine (past the 30 s default); what the test checks does not depend on it.
it('a stocktake while orders come in from other instances: the packs on the shelf stay the count', async () => {
  const meal = 'lamb-rogan-josh';
  await setStockLevel(meal, 100);
  const staff = await signedInAs('counter', 'staff');
  const counted = 60;
  const stocktake: InstanceCall = {
    handler: functionModule('admin-inventory'),
    path: `/api/admin/inventory/${meal}/adjustments`,
    options: {
      json: { reason: 'stocktake', countedOnShelf: counted },
      headers: staff,
      params: { productId: meal },
    },
  };
  const orderCalls: InstanceCall[] = Array.from({ length: 20 }, () => ({
    handler: functionModule('orders'),
    path: '/api/orders',
    options: {
      json: papamoaOrderRequest(slot, { items: [{ productId: meal, quantity: 2 }] }),
      ip: newClientIp(),
    },
  }));
  // The count lands among the orders: some are held before it, some after.
  const calls = [...orderCalls.slice(0, 10), stocktake, ...orderCalls.slice(10)];
  const answers = await callFromInstances(calls, { instances: 3, concurrency: 4 });
  expect(answers.map((answer) => answer.status)).toEqual(calls.map(() => 201));
  // No order is packed: every held pack is on the shelf, and every order only moves packs
  // from for-sale to held, so for-sale plus held is still what was counted.
  const level = await stockLevels.get(meal);
  expect((level?.onHand ?? 0) + heldPacks(level ?? null)).toBe(counted);
}, 180_000);
