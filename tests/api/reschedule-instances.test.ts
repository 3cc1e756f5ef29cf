// Two staff moving two different orders into a slot's last place at once, from separate OS
// processes (like two function instances, no memory shared): exactly one move succeeds, the
// other is refused with the slot full, and the booking documents count every order once.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/lib/orders/order.ts';
import { setStockLevel } from '../../src/server/catalog/catalog.ts';
import { bookingIdOf, deliverySlots, slotBookings } from '../../src/server/delivery/store.ts';
import { getOrder } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callFromInstances, functionModule } from '../fixtures/instances.ts';
import { checkoutOrderIn } from '../fixtures/checkout-orders.ts';
import { openPapamoaSlots, type OpenSlot } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
let slots: OpenSlot[] = [];
const team = signedInTeam(async () => {
  await seedShop();
  await setStockLevel('beef-bolognese', 500);
  slots = await openPapamoaSlots();
});

/** An order placed through the checkout into `slot`, holding its place there. */
const placeIn = (slot: OpenSlot): Promise<Order> => checkoutOrderIn(slot);

const booking = (slot: OpenSlot) => slotBookings.get(bookingIdOf(slot.date, slot.slotId));

/** Leaves exactly `places` places free in `slot` (its weekly capacity over what is booked). */
async function leavePlaces(slot: OpenSlot, places: number): Promise<void> {
  const booked = (await booking(slot))?.booked ?? 0;
  await deliverySlots.update(slot.slotId, (current) => {
    if (!current) throw new Error(`No slot ${slot.slotId}`);
    return { ...current, capacity: booked + places };
  });
}

const moveCall = (order: Order, to: OpenSlot) => ({
  handler: functionModule('admin-orders'),
  path: `/api/admin/orders/${order.id}/reschedule`,
  options: {
    json: {
      method: 'delivery',
      ...to,
      expected: { date: order.fulfilment.date, slotId: order.fulfilment.slotId },
    },
    headers: team.staff,
    params: { id: order.id },
  },
});

describe(
  'moving orders into a slot’s last places from separate processes',
  { timeout: 120_000 },
  () => {
    it('two staff, two orders, one last place: exactly one move succeeds and the counts are right', async () => {
      const [a, b, target] = [slots[0], slots[1], slots[2]];
      if (!a || !b || !target) throw new Error('Too few open slots');
      const first = await placeIn(a);
      const second = await placeIn(b);
      await leavePlaces(target, 1);
      const before = (await booking(target))?.orderIds ?? [];

      const answers = await callFromInstances([moveCall(first, target), moveCall(second, target)], {
        instances: 2,
      });
      const statuses = answers.map(({ status }) => status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers[0]?.status === 200 ? first : second;
      const loser = winner === first ? second : first;
      const loserAnswer = answers[winner === first ? 1 : 0];
      expect(loserAnswer?.body).toMatchObject({
        message: expect.stringContaining('full') as unknown,
      });

      const after = await booking(target);
      expect(after?.orderIds).toEqual([...before, winner.id]);
      expect(after?.booked).toBe(before.length + 1);
      expect(after?.packs?.[winner.id]).toBe(3);
      // The winner left its old place; the loser kept its own.
      const winnerFrom = winner === first ? a : b;
      const loserFrom = loser === first ? a : b;
      expect((await booking(winnerFrom))?.orderIds).not.toContain(winner.id);
      expect((await booking(loserFrom))?.orderIds).toContain(loser.id);
      expect((await getOrder(winner.id))?.fulfilment).toMatchObject(target);
      expect((await getOrder(loser.id))?.fulfilment).toMatchObject(loserFrom);
    });

    it('four orders from four processes for two last places: two moved, two refused, never overbooked', async () => {
      const [a, target] = [slots[3], slots[4]];
      if (!a || !target) throw new Error('Too few open slots');
      const moving = await Promise.all([placeIn(a), placeIn(a), placeIn(a), placeIn(a)]);
      await leavePlaces(target, 2);
      const before = (await booking(target))?.booked ?? 0;
      const answers = await callFromInstances(
        moving.map((order) => moveCall(order, target)),
        { instances: 4 },
      );
      expect(answers.filter(({ status }) => status === 200)).toHaveLength(2);
      expect(answers.filter(({ status }) => status === 409)).toHaveLength(2);
      const after = await booking(target);
      expect(after?.booked).toBe(before + 2);
      expect(after?.orderIds).toHaveLength(before + 2);
      const held = (await booking(a))?.orderIds ?? [];
      for (const [index, order] of moving.entries()) {
        const moved = answers[index]?.status === 200;
        expect(after?.orderIds.includes(order.id)).toBe(moved);
        expect(held.includes(order.id)).toBe(!moved);
      }
    });
  },
);
