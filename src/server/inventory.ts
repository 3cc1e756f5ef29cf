import { inventoryArea, type InventoryLevel } from '../lib/admin/areas/inventory.ts';
import { onHandAfter, type InventoryAdjustmentRequest } from '../lib/forms/inventory.ts';
import { ProductSchema } from '../lib/product.ts';
import { recordAudit, type Actor } from './audit.ts';
import { changeStockLevel, products } from './catalog.ts';
import { HttpError } from './http/errors.ts';
import { heldPacks } from './orders/stock.ts';

export type { InventoryLevel };

/**
 * A stocktake by staff (PUT): sets how many packs of a product can be sold, keeping what open
 * orders hold. The same as an adjustment with reason `stocktake`, logged as `stock.set`.
 */
export function setInventory(
  actor: Actor,
  productId: string,
  onHand: number,
): Promise<InventoryLevel> {
  const stocktake = { reason: 'stocktake', countedOnHand: onHand } as const;
  return changeInventory(actor, productId, stocktake, 'stock.set');
}

/**
 * An adjustment by staff (received, stocktake, damaged, thawed, spoiled, correction), applied
 * inside the stock document's atomic update, so it adds to (never overwrites) orders taking
 * stock at the same moment. Refused with 409 when it would take stock below zero. Audited.
 */
export function adjustInventory(
  actor: Actor,
  productId: string,
  adjustment: InventoryAdjustmentRequest,
): Promise<InventoryLevel> {
  return changeInventory(actor, productId, adjustment, 'stock.adjust');
}

async function assertProductExists(productId: string): Promise<void> {
  const product = ProductSchema.shape.id.safeParse(productId).success
    ? await products.get(productId)
    : null;
  if (!product) throw new HttpError(404);
}

/** Thrown inside the stock update when an adjustment would take more packs than there are. */
class NotEnoughStockError extends Error {
  readonly available: number;
  constructor(available: number) {
    super('Not enough stock');
    this.available = available;
  }
}

/** Applies a change of stock (404 for no such product, 409 below zero) and logs it. */
async function changeInventory(
  actor: Actor,
  productId: string,
  adjustment: InventoryAdjustmentRequest,
  action: 'stock.set' | 'stock.adjust',
): Promise<InventoryLevel> {
  await assertProductExists(productId);
  let before = 0;
  let saved;
  try {
    const cause = {
      kind: 'adjustment',
      adjustmentId: crypto.randomUUID(),
      reason: adjustment.reason,
      note: adjustment.note,
      actor: { id: actor.id, username: actor.username },
    } as const;
    saved = await changeStockLevel(
      productId,
      (current) => {
        before = current?.onHand ?? 0;
        const onHand = onHandAfter(before, adjustment);
        if (onHand === null) throw new NotEnoughStockError(before);
        return { ...current, onHand };
      },
      cause,
    );
  } catch (error) {
    if (!(error instanceof NotEnoughStockError)) throw error;
    throw new HttpError(
      409,
      `Only ${error.available} packs are in stock; stock cannot go below zero.`,
      {
        details: { reason: inventoryArea.refusals.notEnoughStock, available: error.available },
      },
    );
  }
  await recordAudit({
    actor: { id: actor.id, username: actor.username },
    action,
    target: `stock/${productId}`,
    before: { onHand: before },
    after: { onHand: saved.onHand, ...adjustment },
  });
  return { productId, onHand: saved.onHand, heldForOrders: heldPacks(saved) };
}
