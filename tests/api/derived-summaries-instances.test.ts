// The summary records across function instances: orders and stock adjustments from separate OS
// processes at once (each copying its own writes into the summaries, none sharing memory) must
// leave the stock snapshot equal to the stock documents, the standing plan's copy of the slot-day
// equal to its booking document, and the dashboard board's orders section equal to a working-out
// from the orders' keys.
import { beforeAll, expect, it } from 'vitest';
import { ordersOnBoard } from '../../src/server/admin/orders-on-board.ts';
import { dashboardBoard } from '../../src/server/admin/dashboard-board-sections.ts';
import { stockLevels } from '../../src/server/catalog/catalog.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { stockSnapshot } from '../../src/server/inventory/stock-snapshot.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { standingPlan } from '../../src/server/standing-orders/standing-plan.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { newClientIp } from '../fixtures/http.ts';
import { callFromInstances, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { papamoaOrderRequest, roomyPapamoaSlot, type OpenSlot } from '../fixtures/orders.ts';
import { signedInAs } from '../fixtures/staff.ts';

runOnLocalBlobs({ faults: null });

const MEALS = ['butter-chicken', 'beef-bolognese'];
let slot: OpenSlot;

beforeAll(async () => {
  await seedShop();
  slot = await roomyPapamoaSlot(500);
});

// Time limit: three Node processes start and load the functions first, tens of seconds on a
// busy 2-core machine; what the test checks does not depend on it.
it('12 orders and 4 adjustments of two meals from 3 processes at once: every summary equals its sources', async () => {
  const staff = await signedInAs('counter', 'staff');
  const adjustments: InstanceCall[] = [0, 1, 2, 3].map((n) => {
    const productId = MEALS[n % 2] ?? 'butter-chicken';
    return {
      handler: functionModule('admin-inventory'),
      path: `/api/admin/inventory/${productId}/adjustments`,
      options: {
        json: { reason: 'received', quantity: 5 },
        headers: staff,
        params: { productId },
      },
    };
  });
  const orders: InstanceCall[] = Array.from({ length: 12 }, (_, n) => ({
    handler: functionModule('orders'),
    path: '/api/orders',
    options: {
      json: papamoaOrderRequest(slot, {
        items: [{ productId: MEALS[n % 2] ?? 'butter-chicken', quantity: 2 }],
      }),
      ip: newClientIp(),
    },
  }));
  const calls = orders.flatMap((call, index) => [call, ...adjustments.slice(index, index + 1)]);
  const answers = await callFromInstances(calls, { instances: 3, concurrency: 4 });
  expect(answers.map((answer) => answer.status).sort()).toEqual(
    [...orders.map(() => 201), ...adjustments.map(() => 201)].sort(),
  );

  const snapshot = await stockSnapshot();
  for (const meal of MEALS) {
    const level = await stockLevels.getRevisioned(meal);
    expect(snapshot.levels[meal]).toEqual({
      onHand: level?.data.onHand,
      revision: level?.revision,
    });
  }
  const id = bookingIdOf(slot.date, slot.slotId);
  const booking = await slotBookings.getRevisioned(id);
  expect(booking?.data.booked).toBe(12);
  expect((await standingPlan()).bookings[id]).toEqual({
    booking: booking?.data,
    revision: booking?.revision,
  });
  const board = await dashboardBoard();
  expect(board.orders).toEqual(await ordersOnBoard.compute());
  expect(board.orders.owed.count).toBe(12);
}, 180_000);
