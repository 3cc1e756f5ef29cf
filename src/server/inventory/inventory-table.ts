import type { InventoryRow } from '../../lib/admin/areas/inventory.ts';
import { nzDateOf } from '../../lib/delivery/nz-time.ts';
import { inventoryCsv, inventoryCsvFileName } from '../../lib/inventory/inventory-csv.ts';
import { stockStatus } from '../../lib/inventory/stock-status.ts';
import { heldOnShelf } from '../../lib/inventory/stocktake.ts';
import { lowStockThresholdOf, sortMealsForDisplay } from '../../lib/products/product.ts';
import { products, stockLevels } from '../catalog/catalog.ts';
import { heldPacks, offShelfOrders } from './order-stock.ts';
import { waitlistCounts } from './restock-waitlist.ts';
import { readShopSettings } from '../settings.ts';

/**
 * Every product's stock (GET /api/admin/inventory), in the shop's display order: packs on hand,
 * held for open orders (and how many of those are still on the shelf, unpacked), available, the
 * threshold in force and the status it gives.
 */
export async function listInventory(): Promise<InventoryRow[]> {
  const [all, settings] = await Promise.all([products.list(), readShopSettings()]);
  const [levels, waiting] = await Promise.all([
    Promise.all(all.map((product) => stockLevels.get(product.id))),
    waitlistCounts(all.map((product) => product.id)),
  ]);
  const offShelf = await offShelfOrders(levels);
  return sortMealsForDisplay(all).map((product) => {
    const level = levels[all.indexOf(product)] ?? null;
    const available = level?.onHand ?? 0;
    const held = heldPacks(level);
    const threshold = lowStockThresholdOf(product, settings.lowStockThreshold);
    return {
      productId: product.id,
      name: product.name,
      packsOnHand: available + held,
      heldForOrders: held,
      heldOnShelf: heldOnShelf(level?.holds, offShelf),
      available,
      threshold,
      ownThreshold: product.lowStockThreshold !== undefined,
      status: stockStatus(available, threshold),
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
