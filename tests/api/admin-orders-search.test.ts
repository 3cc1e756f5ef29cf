import { describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import type { OrderListPage } from '../../src/lib/admin/areas/orders.ts';
import { ORDER_WORDS_OF_PREFIX, ORDER_WORDS_PREFIX } from '../../src/lib/orders/order-words.ts';
import { retryingStore } from '../../src/server/blobs/store-calls.ts';
import { deliveryOptions } from '../../src/server/delivery/options.ts';
import { backfillOrderDerived } from '../../src/server/orders/order-derived.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { papamoaOrderRequest, placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();
const team = signedInTeam(() => seedShop());

async function search(q: string, headers = team.staff) {
  const { status, body } = await call(adminOrders, `/api/admin/orders?q=${encodeURIComponent(q)}`, {
    headers,
  });
  return { status, body: body as OrderListPage };
}

/** Deletes every order's word keys, as the store held them before the word index was written. */
async function forgetSearchKeys() {
  for (const prefix of [`${ORDER_WORDS_PREFIX}/`, `${ORDER_WORDS_OF_PREFIX}/`]) {
    const { blobs } = await retryingStore().list({ prefix });
    await Promise.all(blobs.map((blob) => retryingStore().delete(blob.key)));
  }
}

const numbersFound = async (q: string) =>
  (await search(q)).body.orders.map((order) => order.number);

describe('GET /api/admin/orders?q=: accents, address, suburb and gift recipient', () => {
  it('finds a checkout order by its name without accents, its street, suburb and recipient', async () => {
    const options = await deliveryOptions({ postcode: '3118' });
    const day = options.days[0];
    const placed = await call(ordersHandler, '/api/orders', {
      json: papamoaOrderRequest(
        { date: day?.date ?? '', slotId: day?.slots[0]?.slotId ?? '' },
        {
          customer: { name: 'Zoë Café', email: 'zoe@example.co.nz', phone: '021 765 4321' },
          gift: { recipientName: 'Mārama Ngata', message: 'Kia ora!' },
        },
      ),
    });
    expect(placed.status).toBe(201);
    const { number } = placed.body as { number: string };
    for (const q of ['cafe', 'ZOE CAFE', 'Café', 'pacific ave', 'Pāpāmoa', 'marama', 'NGATA']) {
      expect(await numbersFound(q), q).toContain(number);
    }
    expect(await numbersFound('Hemi Walker')).not.toContain(number);
  });

  it('finds orders from before the search keys once the maintenance backfill gave them theirs', async () => {
    const older = await placeTestOrder({
      customer: { name: 'Old Order', email: 'old@example.co.nz', phone: '021 000 1111' },
    });
    // Orders placed before search keys existed have none: take this one's away.
    await forgetSearchKeys();
    expect(await numbersFound('marine pde')).not.toContain(older.number);
    expect(await backfillOrderDerived()).toBeGreaterThan(0);
    expect(await numbersFound('Marine Pde')).toContain(older.number);
    expect(await numbersFound('mount maunganui')).toContain(older.number);
  });

  it('answers 400 for a search too long', async () => {
    expect((await search('x'.repeat(101))).status).toBe(400);
  });
});
