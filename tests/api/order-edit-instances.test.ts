// Order edits from separate OS processes at once (like two function instances): two staff
// editing one order, and two orders reaching for the last packs of a meal. Exactly one wins
// each race, and stock, holds and the slot's packs are those of the edits that won.
import { beforeAll, describe, expect, it } from 'vitest';
import { setStockLevel, stockLevels } from '../../src/server/catalog/catalog.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { callFromInstances, functionModule, type InstanceCall } from '../fixtures/instances.ts';
import { checkoutOrderIn, roomyPapamoaSlot } from '../fixtures/checkout-orders.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());
let slot: OpenSlot;

beforeAll(async () => {
  slot = await roomyPapamoaSlot({ capacity: 50, maxPacks: 200 }, { 'beef-bolognese': 100 });
});

async function placeOrder(): Promise<string> {
  return (await checkoutOrderIn(slot)).id;
}

/** An edit of order `id` from its `revision` to these lines, as an instance sends it. */
async function editCall(id: string, items: { productId: string; quantity: number }[]) {
  const stored = await orders.getRevisioned(id);
  const request = papamoaOrderRequest(slot);
  return {
    handler: functionModule('admin-orders'),
    path: `/api/admin/orders/${id}/edit`,
    options: {
      json: {
        revision: stored?.revision,
        items,
        customer: request.customer,
        address: request.fulfilment.address,
      },
      headers: team.staff,
      params: { id },
    },
  } satisfies InstanceCall;
}

describe('order edits from several instances at once', { timeout: 120_000 }, () => {
  it('two staff editing one order: one edit is saved, the other is refused and gives back', async () => {
    const id = await placeOrder();
    const before = await stockLevels.get('beef-bolognese');
    const calls = [
      await editCall(id, [{ productId: 'beef-bolognese', quantity: 5 }]),
      await editCall(id, [{ productId: 'beef-bolognese', quantity: 9 }]),
    ];
    const answers = await callFromInstances(calls, { instances: 2 });
    const statuses = answers.map(({ status }) => status).sort();
    expect(statuses).toEqual([200, 409]);
    const won = answers.findIndex(({ status }) => status === 200);
    const packs = won === 0 ? 5 : 9;
    const [order, level, booking] = await Promise.all([
      orders.get(id),
      stockLevels.get('beef-bolognese'),
      slotBookings.get(bookingIdOf(slot.date, slot.slotId)),
    ]);
    expect(order?.lines[0]?.quantity).toBe(packs);
    expect(order?.edits).toHaveLength(1);
    expect(level?.holds?.[id]).toBe(packs);
    expect(level?.onHand).toBe((before?.onHand ?? 0) - (packs - 3));
    expect(booking?.packs?.[id]).toBe(packs);
  });

  it('two orders reaching for the last packs of a meal: exactly one gets them', async () => {
    await setStockLevel('butter-chicken', 3);
    const first = await placeOrder();
    const second = await placeOrder();
    const want = [
      { productId: 'beef-bolognese', quantity: 3 },
      { productId: 'butter-chicken', quantity: 3 },
    ];
    const calls = [await editCall(first, want), await editCall(second, want)];
    const answers = await callFromInstances(calls, { instances: 2 });
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const refused = answers.find(({ status }) => status === 409);
    expect(refused?.body).toMatchObject({ reason: 'out_of_stock' });
    const level = await stockLevels.get('butter-chicken');
    expect(level?.onHand).toBe(0);
    const holds = Object.values(level?.holds ?? {});
    expect(holds).toEqual([3]);
    const [a, b] = await Promise.all([orders.get(first), orders.get(second)]);
    expect([a?.lines.length, b?.lines.length].sort()).toEqual([1, 2]);
  });
});
