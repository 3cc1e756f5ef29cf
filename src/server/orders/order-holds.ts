/**
 * An order's holds, derived from the saved order alone: its hold on each product's stock and its
 * place and packs in its delivery slot are set to what the order needs now (lines after edits and
 * refunds, nothing once cancelled, settled once the goods left), never moved by a difference. It
 * is one of the order's derived records (order-derived.ts), so every writer, a retry and the
 * maintenance job all bring it right the same way.
 */
import { holdStateOf, productsOfOrder, slotPacksOf } from '../../lib/inventory/order-holds.ts';
import type { Order } from '../../lib/orders/order.ts';
import { syncOrderSlot } from '../delivery/slot-packs.ts';
import { syncProductHold } from '../inventory/order-holds.ts';

/**
 * Extra products to look at (an edit's lines before it), an edit known not to have landed, and
 * whether a live order missing its slot place gets it back (the maintenance job's repair only).
 */
export interface OrderHoldsOptions {
  addPlace?: boolean | undefined;
  products?: readonly string[] | undefined;
  abandonedEdit?: string | undefined;
  now?: Date | undefined;
}

/**
 * Sets the order's stock holds and slot booking from the order as saved; says how many documents
 * it had to change (0 when all were right). Each product stands alone; the first failure is
 * thrown after the rest were tried, so a retry redoes what is left.
 */
export async function syncOrderHolds(order: Order, options: OrderHoldsOptions = {}) {
  const ids = [...new Set([...productsOfOrder(order), ...(options.products ?? [])])].sort();
  const steps: (() => Promise<boolean>)[] = ids.map(
    (productId) => () =>
      syncProductHold(order, productId, { now: options.now, abandonedEdit: options.abandonedEdit }),
  );
  const state = holdStateOf(order);
  if (state !== 'goods_gone') {
    const { date, slotId } = order.fulfilment;
    const packs = state === 'open' ? slotPacksOf(order) : null;
    const addPlace = options.addPlace;
    steps.push(() => syncOrderSlot({ date, slotId, orderId: order.id, packs, addPlace }));
  }
  let changed = 0;
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      if (await step()) changed += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw failures[0] instanceof Error ? failures[0] : new Error('Setting holds failed');
  }
  return changed;
}
