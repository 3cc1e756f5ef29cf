import { inventoryArea, type InventoryLevel } from '../../lib/admin/areas/inventory.ts';
import {
  onHandAfter,
  type AdjustmentReason,
  type InventoryAdjustmentRequest,
} from '../../lib/forms/inventory.ts';
import { heldOnShelf } from '../../lib/inventory/stocktake.ts';
import { ProductSchema } from '../../lib/products/product.ts';
import { recordAudit, type Actor } from '../audit.ts';
import { changeStockLevel, products, stockLevels, type StockLevel } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { heldPacks, offShelfOrders } from './order-stock.ts';

export type { InventoryLevel };

/** One change of stock by staff, as changeInventory applies it inside the atomic update. */
interface InventoryChange {
  reason: AdjustmentReason;
  note?: string | undefined;
  /** The packs for sale after the change, from the document the update read; null refuses. */
  nextOnHand: (current: StockLevel | null) => number | null;
  /** The 409 when nextOnHand refused, from the same document. */
  refusal: (current: StockLevel | null) => HttpError;
  /** What the audit log keeps beside the level before and after. */
  audit: () => Record<string, unknown>;
}

/**
 * Sets how many packs of a product can be sold (PUT), keeping what open orders hold: a stocktake
 * of what is for sale, logged as `stock.set`.
 */
export async function setInventory(
  actor: Actor,
  productId: string,
  onHand: number,
): Promise<InventoryLevel> {
  await assertProductExists(productId);
  const change: InventoryChange = {
    reason: 'stocktake',
    nextOnHand: () => onHand,
    refusal: (current) => notEnoughStock(current?.onHand ?? 0),
    audit: () => ({ reason: 'stocktake' }),
  };
  return changeInventory(actor, productId, change, 'stock.set');
}

/**
 * An adjustment by staff (received, stocktake, damaged, thawed, spoiled, correction), applied
 * inside the stock document's atomic update, so it adds to (never overwrites) orders taking
 * stock at the same moment. A stocktake gives the packs counted on the shelf: those held there
 * for orders not yet packed, as the update finds them, are subtracted (409 when more are held
 * than were counted). Refused with 409 when it would take stock below zero. Audited.
 */
export async function adjustInventory(
  actor: Actor,
  productId: string,
  adjustment: InventoryAdjustmentRequest,
): Promise<InventoryLevel> {
  await assertProductExists(productId);
  // Which orders' packs are boxed already is read before the update. An order placed meanwhile
  // is not packed, so the update takes its packs as on the shelf, which they are.
  const offShelf =
    adjustment.reason === 'stocktake'
      ? await offShelfOrders([await stockLevels.get(productId)])
      : new Set<string>();
  const heldThere = (current: StockLevel | null) => heldOnShelf(current?.holds, offShelf);
  let held = 0;
  const change: InventoryChange = {
    reason: adjustment.reason,
    note: adjustment.note,
    nextOnHand: (current) => {
      held = heldThere(current);
      return onHandAfter(current?.onHand ?? 0, adjustment, held);
    },
    refusal: (current) =>
      adjustment.reason === 'stocktake'
        ? countBelowHeld(adjustment.countedOnShelf, heldThere(current))
        : notEnoughStock(current?.onHand ?? 0),
    audit: () => ({ ...adjustment, ...(adjustment.reason === 'stocktake' ? { held } : {}) }),
  };
  return changeInventory(actor, productId, change, 'stock.adjust');
}

async function assertProductExists(productId: string): Promise<void> {
  const product = ProductSchema.shape.id.safeParse(productId).success
    ? await products.get(productId)
    : null;
  if (!product) throw new HttpError(404);
}

function notEnoughStock(available: number): HttpError {
  return new HttpError(409, `Only ${available} packs are in stock; stock cannot go below zero.`, {
    details: { reason: inventoryArea.refusals.notEnoughStock, available },
  });
}

function countBelowHeld(counted: number, held: number): HttpError {
  return new HttpError(
    409,
    `${held} packs are held for orders not yet packed, more than the ${counted} counted. Count again, including the packs held for those orders.`,
    { details: { reason: inventoryArea.refusals.countBelowHeld, heldOnShelf: held } },
  );
}

/** Applies a change of stock (409 when refused) and logs it. */
async function changeInventory(
  actor: Actor,
  productId: string,
  change: InventoryChange,
  action: 'stock.set' | 'stock.adjust',
): Promise<InventoryLevel> {
  let before = 0;
  const cause = {
    kind: 'adjustment',
    adjustmentId: crypto.randomUUID(),
    reason: change.reason,
    note: change.note,
    actor: { id: actor.id, username: actor.username },
  } as const;
  const saved = await changeStockLevel(
    productId,
    (current) => {
      before = current?.onHand ?? 0;
      const onHand = change.nextOnHand(current);
      if (onHand === null) throw change.refusal(current);
      return { ...current, onHand };
    },
    cause,
  );
  await recordAudit({
    actor: { id: actor.id, username: actor.username },
    action,
    target: `stock/${productId}`,
    before: { onHand: before },
    after: { onHand: saved.onHand, ...change.audit() },
  });
  return { productId, onHand: saved.onHand, heldForOrders: heldPacks(saved) };
}
