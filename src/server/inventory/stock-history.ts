import type { MovementPage } from '../../lib/admin/areas/inventory.ts';
import { movementKey, type StockMovement } from '../../lib/inventory/movements.ts';
import { ProductSchema } from '../../lib/products/product.ts';
import { products, stockLevels } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { getOrder } from '../orders/orders.ts';
import { recordStockMovement, stockMovements } from './stock-movements.ts';

/** Movements one page of the history shows. */
export const MOVEMENTS_PER_PAGE = 50;

/**
 * One page of a product's movements, newest first (GET …/movements): the page after `cursor`
 * (the key of the last movement of the page before). The latest movement kept in the stock
 * document is written out first if its own record is missing (an instance died in between).
 */
export async function movementPage(productId: string, cursor?: string): Promise<MovementPage> {
  const product = ProductSchema.shape.id.safeParse(productId).success
    ? await products.get(productId)
    : null;
  if (!product) throw new HttpError(404);
  const [level, keys] = await Promise.all([
    stockLevels.get(productId),
    stockMovements.listIds(`${productId}/`),
  ]);
  const latest = level?.lastMovement;
  if (latest && !keys.includes(movementKey(latest))) {
    await recordStockMovement(latest);
    keys.push(movementKey(latest));
    keys.sort();
  }
  const start = cursor === undefined ? 0 : keys.findIndex((key) => key > cursor);
  const pageKeys = start === -1 ? [] : keys.slice(start, start + MOVEMENTS_PER_PAGE);
  const found = await Promise.all(pageKeys.map((key) => stockMovements.get(key)));
  const movements = found.filter((movement): movement is StockMovement => movement !== null);
  const numbers = await orderNumbers(movements);
  const last = pageKeys.at(-1);
  return {
    productId,
    name: product.name,
    movements: movements.map((movement) => ({
      ...movement,
      orderNumber: movement.orderId ? (numbers.get(movement.orderId) ?? null) : null,
    })),
    nextCursor: last !== undefined && keys.at(-1) !== last ? last : null,
  };
}

/** The numbers of the orders behind a page's movements (an abandoned order has none). */
async function orderNumbers(movements: readonly StockMovement[]): Promise<Map<string, string>> {
  const ids = [...new Set(movements.flatMap((movement) => movement.orderId ?? []))];
  const orders = await Promise.all(ids.map((id) => getOrder(id).catch(() => null)));
  return new Map(orders.flatMap((order) => (order ? [[order.id, order.number] as const] : [])));
}
