// An order edit while the store fails a write part-way: whatever the edit took (stock of one
// meal, the slot's packs) is given back, so stock, slot and order are as they were.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import type { BlobsFault } from '../../src/server/blobs/local-blobs-faults.ts';
import { stockLevels } from '../../src/server/catalog/catalog.ts';
import { bookingIdOf, slotBookings } from '../../src/server/delivery/store.ts';
import { orders } from '../../src/server/orders/orders.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { checkoutOrderIn, roomyPapamoaSlot } from '../fixtures/checkout-orders.ts';
import { papamoaOrderRequest, type OpenSlot } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

const blobs = runOnLocalBlobs({ faults: null });
const team = signedInTeam(() => seedShop());
let slot: OpenSlot;

afterEach(() => {
  blobs.setFaults(null);
});

beforeAll(async () => {
  slot = await roomyPapamoaSlot(
    { capacity: 50, maxPacks: 60 },
    { 'beef-bolognese': 40, 'butter-chicken': 40 },
  );
});

/** Fails every write (PUT) of `key` from now on, the store answering 500/503 each time. */
function failWritesOf(key: string, fault: BlobsFault = 'refuse'): void {
  blobs.setFaults({
    rate: 0,
    pick: (request) => (request.key === key && request.method === 'PUT' ? fault : null),
  });
}

async function placeOrder(): Promise<string> {
  return (await checkoutOrderIn(slot)).id;
}

async function counts(id: string) {
  const [bolognese, chicken, booking, order] = await Promise.all([
    stockLevels.get('beef-bolognese'),
    stockLevels.get('butter-chicken'),
    slotBookings.get(bookingIdOf(slot.date, slot.slotId)),
    orders.getRevisioned(id),
  ]);
  return {
    stock: [bolognese?.onHand, chicken?.onHand],
    holds: [bolognese?.holds?.[id], chicken?.holds?.[id]],
    slot: { booked: booking?.booked, packs: booking?.packs },
    order: { revision: order?.revision, lines: order?.data.lines },
  };
}

async function editAddingPacks(id: string) {
  const stored = await orders.getRevisioned(id);
  const request = papamoaOrderRequest(slot);
  return call(adminOrders, `/api/admin/orders/${id}/edit`, {
    json: {
      revision: stored?.revision,
      items: [
        { productId: 'beef-bolognese', quantity: 6 },
        { productId: 'butter-chicken', quantity: 2 },
      ],
      customer: request.customer,
      address: request.fulfilment.address,
    },
    headers: team.staff,
    params: { id },
  });
}

describe('an order edit when a Blobs write fails part-way', () => {
  it('gives back the stock and slot packs it took when the order itself cannot be written', async () => {
    const id = await placeOrder();
    const before = await counts(id);
    failWritesOf(`orders/${id}`);
    const { status } = await editAddingPacks(id);
    blobs.setFaults(null);
    expect(status).toBe(503);
    expect(await counts(id)).toEqual(before);
  });

  it("gives back the first meal's stock when the second meal's stock cannot be written", async () => {
    const id = await placeOrder();
    const before = await counts(id);
    failWritesOf('stock/butter-chicken');
    const { status } = await editAddingPacks(id);
    blobs.setFaults(null);
    expect(status).toBe(503);
    expect(await counts(id)).toEqual(before);
  });

  it('keeps an edit whose order write landed though the store answered 500', async () => {
    const id = await placeOrder();
    failWritesOf(`orders/${id}`, 'fail-after');
    const { status } = await editAddingPacks(id);
    blobs.setFaults(null);
    expect(status).toBe(200);
    const after = await counts(id);
    expect(after.holds).toEqual([6, 2]);
    expect(after.slot.packs?.[id]).toBe(8);
    expect(after.order.lines?.map((line) => line.quantity)).toEqual([6, 2]);
  });
});
