// Orders placed before stock documents had the `ordered` mark: the maintenance job marks the
// products they name, once, so those products can be archived but never deleted.
import { describe, expect, it } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import maintenanceHandler from '../../netlify/functions/maintenance.mts';
import { productsArea } from '../../src/lib/admin/areas/products.ts';
import {
  products,
  saveProduct,
  setStockLevel,
  stockLevels,
} from '../../src/server/catalog/catalog.ts';
import { backfillOrderedMarks } from '../../src/server/orders/ordered-backfill.ts';
import { seedShop } from '../../src/server/seed/seed.ts';
import { scheduledKickHeaders } from '../../src/server/http/scheduled-function.ts';
import { runOnLocalBlobs } from '../fixtures/blobs.ts';
import { call } from '../fixtures/http.ts';
import { placeTestOrder } from '../fixtures/orders.ts';
import { signedInTeam } from '../fixtures/staff.ts';

runOnLocalBlobs();

const team = signedInTeam(() => seedShop());

const bolognese = async () => {
  const stored = await products.get('beef-bolognese');
  if (!stored) throw new Error('The seed has no Beef Bolognese');
  return stored;
};

/**
 * An order as it was stored before the mark: its product's stock has no `ordered`. Its hold
 * stays, as every order's has since holds were kept (the maintenance job gives a live order
 * missing its hold one, which would take the pack a second time here).
 */
async function orderFromBeforeTheMark(productId: string): Promise<void> {
  await placeTestOrder({ items: [{ productId, quantity: 1 }] });
  await stockLevels.update(productId, (current) => ({
    onHand: current?.onHand ?? 0,
    ...(current?.holds ? { holds: current.holds } : {}),
  }));
}

const runMaintenance = async () =>
  call(maintenanceHandler, '/.netlify/functions/maintenance', {
    method: 'POST',
    body: JSON.stringify({ next_run: new Date().toISOString() }),
    headers: await scheduledKickHeaders(),
  });

const deleteProduct = (id: string) =>
  call(adminProducts, `/api/admin/products/${id}`, {
    method: 'DELETE',
    params: { id },
    headers: team.admin,
  });

/** A copy of a seed meal under a new id, with stock, for one test's orders. */
async function mealFor(id: string): Promise<void> {
  await saveProduct({ ...(await bolognese()), id, name: id.replace(/-/g, ' ') });
  await setStockLevel(id, 5);
}

const isMarked = async (id: string) => (await stockLevels.get(id))?.ordered === true;

describe('backfilling the ordered mark', () => {
  it('marks the products old orders name, batch by batch, so deleting one is refused (409)', async () => {
    const ids = ['old-ragu', 'old-korma', 'old-dahl'];
    for (const id of ids) {
      await mealFor(id);
      await orderFromBeforeTheMark(id);
    }
    // A product deleted since its order (allowed before the mark) gets no stock document back.
    await mealFor('gone-stew');
    await orderFromBeforeTheMark('gone-stew');
    await products.delete('gone-stew');
    await stockLevels.delete('gone-stew');
    expect(await Promise.all(ids.map(isMarked))).toEqual([false, false, false]);

    // One order per batch: the first run reads one order and remembers where it stopped.
    const first = await backfillOrderedMarks(undefined, 1);
    expect(first).toBeLessThanOrEqual(1);
    expect((await Promise.all(ids.map(isMarked))).filter(Boolean)).toHaveLength(first);

    const { status, body } = await runMaintenance();
    expect(status).toBe(200);
    expect(body).toMatchObject({ markedOrdered: 3 - first });
    expect(await Promise.all(ids.map(isMarked))).toEqual([true, true, true]);
    expect(await stockLevels.get('gone-stew')).toBeNull();
    expect(await stockLevels.get('old-ragu')).toMatchObject({ onHand: 4, ordered: true });

    const refused = await deleteProduct('old-ragu');
    expect(refused).toMatchObject({
      status: 409,
      body: { reason: productsArea.refusals.ordered },
    });
    expect(await products.get('old-ragu')).not.toBeNull();
  });

  it('runs once: afterwards it marks nothing (orders placed since mark their products themselves)', async () => {
    await mealFor('late-ragu');
    await orderFromBeforeTheMark('late-ragu');
    expect(await backfillOrderedMarks()).toBe(0);
    expect(await runMaintenance()).toMatchObject({ status: 200, body: { markedOrdered: 0 } });
    expect(await isMarked('late-ragu')).toBe(false);
  });
});
