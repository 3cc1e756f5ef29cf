import type { InventoryRow } from '../../lib/admin/areas/inventory.ts';
import { addDays, nzDateOf } from '../../lib/delivery/nz-time.ts';
import { inventoryCsv, inventoryCsvFileName } from '../../lib/inventory/inventory-csv.ts';
import { stockStatus } from '../../lib/inventory/stock-status.ts';
import { heldOnShelf } from '../../lib/inventory/stocktake.ts';
import { lowStockThresholdOf, sortMealsForDisplay } from '../../lib/products/product.ts';
import { inDateCounter } from '../batches/in-date-stock.ts';
import { products, stockLevels } from '../catalog/catalog.ts';
import { heldPacks, offShelfOrders } from './order-stock.ts';
import { waitlistCounts } from './restock-waitlist.ts';
import { readShopSettings } from '../settings.ts';

/**
 * Every product's stock (GET /api/admin/inventory), in the shop's display order: packs on hand,
 * held for open orders (and how many of those are still on the shelf, unpacked), available (and
 * how many of those are still in date tomorrow), the threshold in force and the status it gives.
 */
export async function listInventory(now = new Date()): Promise<InventoryRow[]> {
  const [all, settings] = await Promise.all([products.list(), readShopSettings()]);
  const ids = all.map((product) => product.id);
  const [levels, waiting, inDate] = await Promise.all([
    Promise.all(ids.map((id) => stockLevels.get(id))),
    waitlistCounts(ids),
    inDateCounter(ids),
  ]);
  const tomorrow = addDays(nzDateOf(now), 1);
  const offShelf = await offShelfOrders(levels);
  return sortMealsForDisplay(all).map((product) => {
    const level = levels[all.indexOf(product)] ?? null;
    const available = level?.onHand ?? 0;
    const held = heldPacks(level);
    const threshold = lowStockThresholdOf(product, settings.lowStockThreshold);
    const inDateTomorrow = inDate(product.id, available, tomorrow);
    return {
      productId: product.id,
      name: product.name,
      packsOnHand: available + held,
      heldForOrders: held,
      heldOnShelf: heldOnShelf(level?.holds, offShelf),
      available,
      inDateTomorrow,
      threshold,
      ownThreshold: product.lowStockThreshold !== undefined,
      // Packs past their best-before by tomorrow cannot fill tomorrow's orders: not counted.
      status: stockStatus(inDateTomorrow, threshold),
      waiting: waiting.get(product.id) ?? 0,
    };
  });
}

/** The stock table as a CSV file (GET /api/admin/inventory.csv). */
export async function exportInventoryCsv(
  now = new Date(),
): Promise<{ csv: string; fileName: string }> {
  return {
    csv: inventoryCsv(await listInventory()),
    fileName: inventoryCsvFileName(nzDateOf(now)),
  };
}
