import { z } from 'zod';
import { mealFoodFacts, type MealFoodFacts } from '../../lib/products/food-facts.ts';
import {
  catalogFieldsOf,
  isOnSale,
  ProductSchema,
  sortMealsForDisplay,
  StoredProductSchema,
  type ShopProduct,
  type StoredProduct,
} from '../../lib/products/product.ts';
import {
  movementFor,
  StockMovementSchema,
  type StockChangeCause,
  type StockMovement,
} from '../../lib/inventory/movements.ts';
import { REFUNDS_REMEMBERED } from '../../lib/inventory/order-holds.ts';
import { reusedRead } from '../blobs/instance-reuse.ts';
import { recordCollection } from '../blobs/records.ts';
import { followCatalogueWrite } from './catalogue-snapshot.ts';
import { purgeProductCaches } from '../http/cdn-cache.ts';
import { followLowStock } from '../inventory/low-stock-alerts.ts';
import { notifyRestockWaitlist } from '../inventory/restock-waitlist.ts';
import { recordStockMovement } from '../inventory/stock-movements.ts';
import { followStockWrite } from '../inventory/stock-snapshot.ts';

/** How many of the latest restocked refunds a stock document remembers. */
export const RESTOCKED_REFUNDS_KEPT = REFUNDS_REMEMBERED;

/**
 * How many packs of a product can still be sold, kept apart from the product so orders never
 * touch it. `holds` maps each open order's id to the packs taken for it (already out of
 * `onHand`), which makes taking and giving back stock exactly-once per order (inventory/order-stock.ts).
 */
export const StockLevelSchema = z.object({
  onHand: z.int().nonnegative(),
  holds: z.record(z.string().min(1).max(100), z.int().positive()).optional(),
  /** How many movements the product's stock has had; the next one is numbered `seq + 1`. */
  seq: z.int().nonnegative().optional(),
  /**
   * The latest movement, written in the same atomic step as the change it records, so the
   * history view can write it out if the instance died before its own record was written.
   */
  lastMovement: StockMovementSchema.optional(),
  /** Set the first time an order takes stock of the product: it can be archived, never deleted. */
  ordered: z.literal(true).optional(),
  /** Set while the product is being deleted: no order may take stock of it any more. */
  retired: z.literal(true).optional(),
  /** The latest refunds whose packs came back here, so a retried refund restocks once. */
  refundsRestocked: z.array(z.string().min(1).max(100)).max(RESTOCKED_REFUNDS_KEPT).optional(),
  /**
   * Packs edits in flight took before their order write, by edit id, until the write lands or
   * `until` passes: a hold set from the saved order keeps them (lib/inventory/order-holds.ts).
   */
  pendingEdits: z
    .record(
      z.string().min(1).max(100),
      z.object({
        orderId: z.string().min(1).max(100),
        packs: z.int().positive(),
        until: z.iso.datetime(),
      }),
    )
    .optional(),
});
export type StockLevel = z.output<typeof StockLevelSchema>;

/** The products staff edit, one record each under `products/`. */
export const products = recordCollection({
  prefix: 'products',
  schema: StoredProductSchema,
  afterWrite: () => {
    shopList.forget();
    pricedProduct.forget();
  },
  afterSave: followCatalogueWrite,
});

/** Stock levels, one shared document per product under `stock/`, changed only through update(). */
export const stockLevels = recordCollection({
  prefix: 'stock',
  schema: StockLevelSchema,
  afterWrite: () => {
    shopList.forget();
  },
  // Every writer of a stock document keeps the stock snapshot's copy of it (stock-snapshot.ts).
  afterSave: (productId) => followStockWrite(productId),
});

function forShop(product: StoredProduct, stock: StockLevel | null): ShopProduct {
  return { ...catalogFieldsOf(product), inStock: (stock?.onHand ?? 0) > 0 };
}

/**
 * The shop's product list, reused by a function instance for 5 s (forgotten at once after this
 * instance's own changes). Reading it costs a Blobs read per product and per stock level; the CDN
 * keeps the answer far longer anyway.
 */
const shopList = reusedRead(async (): Promise<ShopProduct[]> => {
  const [all, stock] = await Promise.all([products.list(), stockByProduct()]);
  return sortMealsForDisplay(
    all.filter(isOnSale).map((product) => forShop(product, stock.get(product.id) ?? null)),
  );
}, 5_000);

/**
 * One product as an order prices it (null unless it is on sale), reused by an instance for 5 s
 * (forgotten at once after this instance's own changes), so a warm instance prices an order
 * without a Blobs read.
 */
export const pricedProduct = reusedRead(async (id: string) => {
  const product = await products.get(id);
  return product && isOnSale(product) ? product : null;
}, 5_000);

/**
 * Every product in the shop's display order (Super Veg Sauce, Beef Bolognese, Kids Chilli Con
 * Carne, then the rest by name), with whether it is in stock.
 */
export async function listShopProducts(now = Date.now()): Promise<ShopProduct[]> {
  return shopList.get(undefined, now);
}

/** One product for the shop, or null when there is no such product or it is not on sale. */
export async function getShopProduct(id: string): Promise<ShopProduct | null> {
  return (await getShopMeal(id))?.meal ?? null;
}

/** One meal for its page: the shop's product and its food facts (null until complete), in one read. */
export async function getShopMeal(
  id: string,
): Promise<{ meal: ShopProduct; foodFacts: MealFoodFacts | null } | null> {
  if (!ProductSchema.shape.id.safeParse(id).success) return null;
  const [product, stock] = await Promise.all([products.get(id), stockLevels.get(id)]);
  if (!product || !isOnSale(product)) return null;
  return { meal: forShop(product, stock), foodFacts: mealFoodFacts(product) };
}

/** Every product's stock document, by product id. */
export async function stockByProduct(): Promise<Map<string, StockLevel>> {
  const ids = await stockLevels.listIds();
  const levels = await Promise.all(ids.map(async (id) => [id, await stockLevels.get(id)] as const));
  return new Map(levels.flatMap(([id, level]) => (level ? [[id, level] as const] : [])));
}

/**
 * Saves a product whole (seeding, tests and tools; staff edit through src/server/catalog/products.ts)
 * and drops the cached answers that showed the old one.
 */
export async function saveProduct(
  product: z.input<typeof StoredProductSchema>,
): Promise<StoredProduct> {
  const record = StoredProductSchema.parse(product);
  const saved = await products.update(record.id, () => record);
  await purgeProductCaches([record.id]);
  return saved.data;
}

/** How a stock change's caller wants its movement records written. */
export interface StockChangeOptions {
  /**
   * Takes the writing of the movement records instead of waiting for it (a checkout writes them
   * after its answer). The stock document keeps the latest movement in the same write as the
   * change, so until they are written the history can still read it from there.
   */
  recordMovementsLater?: ((write: () => Promise<void>) => void) | undefined;
}

/**
 * Changes one product's stock document through update(), for `cause`: numbers the change and
 * keeps it as the document's latest movement in the same write, then records the movement,
 * refreshes cached answers when availability flips (in stock <-> sold out), follows the
 * low-stock alert and, when a sold-out meal comes back, emails its waitlist. Every stock change goes through here.
 */
export async function changeStockLevel(
  productId: string,
  change: (current: StockLevel | null) => StockLevel,
  // A function when the cause is known only once the change has been worked out.
  cause: StockChangeCause | (() => StockChangeCause),
  now = () => new Date(),
  options: StockChangeOptions = {},
): Promise<StockLevel> {
  let before = 0;
  const outcome: { movement: StockMovement | null; previous: StockMovement | null } = {
    movement: null,
    previous: null,
  };
  const saved = await stockLevels.update(
    productId,
    (current) => {
      before = current?.onHand ?? 0;
      outcome.movement = null;
      outcome.previous = current?.lastMovement ?? null;
      const next = change(current);
      if (current && next === current) return current;
      const kept = { seq: current?.seq, lastMovement: current?.lastMovement };
      const seq = (current?.seq ?? 0) + 1;
      const why = typeof cause === 'function' ? cause() : cause;
      const movement = movementFor(why, { productId, before, after: next.onHand, seq, at: now() });
      outcome.movement = movement;
      return movement ? { ...next, seq, lastMovement: movement } : { ...next, ...kept };
    },
    // A checkout copies the level into the stock snapshot after its answer, with its movements.
    { followLater: options.recordMovementsLater },
  );
  const after = saved.data.onHand;
  const { movement, previous } = outcome;
  if (movement) {
    // The movement this write replaces as the document's latest is recorded first (a no-op when
    // it was): an instance that died before recording it would otherwise lose it for good.
    const recordMovements = async () => {
      if (previous) await recordStockMovement(previous);
      await recordStockMovement(movement);
    };
    if (options.recordMovementsLater) options.recordMovementsLater(recordMovements);
    else await recordMovements();
  }
  if (before > 0 !== after > 0) await purgeProductCaches([productId]);
  if (after !== before) {
    const product = await pricedProduct.get(productId);
    if (product) await followLowStock(product, after, after > before);
    if (product && before <= 0 && after > 0) await notifyRestockWaitlist(product);
  }
  return saved.data;
}

/** Sets how many packs can be sold (a stocktake by the shop itself: seeding, benchmarks, tests). */
export async function setStockLevel(productId: string, onHand: number): Promise<StockLevel> {
  const cause = {
    kind: 'adjustment',
    adjustmentId: crypto.randomUUID(),
    reason: 'stocktake',
    actor: null,
  } as const;
  return changeStockLevel(productId, (current) => ({ ...current, onHand }), cause);
}
