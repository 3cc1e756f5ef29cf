import { ProductSchema } from '../lib/product.ts';
import { recordAudit } from './audit.ts';
import { changeStockLevel, products } from './catalog.ts';
import { HttpError } from './http/errors.ts';
import { heldPacks } from './orders/stock.ts';

/** A product's stock as the inventory screen shows it. */
export interface InventoryLevel {
  productId: string;
  /** Packs that can still be sold. */
  onHand: number;
  /** Packs taken by open orders and not yet delivered or collected. */
  heldForOrders: number;
}

/**
 * A stocktake by staff: sets how many packs of a product can be sold (404 for no such product),
 * keeps what open orders hold, and records the change, with the level it replaced, in the audit
 * log. Cached product answers are refreshed when availability flips.
 */
export async function setInventory(
  actor: { id: string; username: string },
  productId: string,
  onHand: number,
): Promise<InventoryLevel> {
  const product = ProductSchema.shape.id.safeParse(productId).success
    ? await products.get(productId)
    : null;
  if (!product) throw new HttpError(404);
  let before = 0;
  const saved = await changeStockLevel(productId, (current) => {
    before = current?.onHand ?? 0;
    return { ...current, onHand };
  });
  await recordAudit({
    actor: { id: actor.id, username: actor.username },
    action: 'stock.set',
    target: `stock/${productId}`,
    before: { onHand: before },
    after: { onHand: saved.onHand },
  });
  return { productId, onHand: saved.onHand, heldForOrders: heldPacks(saved) };
}
