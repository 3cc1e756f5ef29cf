import { randomUUID } from 'node:crypto';
import { formatNZD } from '../../lib/money.ts';
import { orderBalance, totalAfterRefundsCents } from '../../lib/orders/money-ledger.ts';
import {
  describeEdit,
  editRefusal,
  packsOf,
  stockChangesOf,
  totalsChanges,
  type OrderEditAnswer,
  type OrderEditForm,
  type OrderEditRequest,
  type StockChange,
} from '../../lib/orders/order-edit.ts';
import { adminOrderView, type Order } from '../../lib/orders/order.ts';
import { orderTotalsOf } from '../../lib/orders/pricing.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { changeSlotPacks } from '../delivery/slot-packs.ts';
import { HttpError } from '../http/errors.ts';
import { applyStockChanges, undoStockChanges } from '../inventory/order-stock-edits.ts';
import { editableMeals, editedFulfilment, priceEdit } from './order-edit-pricing.ts';
import { changeOrder } from './order-changes.ts';
import { getOrder, orders } from './orders.ts';
import { settlePromoUseTotal } from './promo-uses.ts';
import { staleOrder } from './status-change.ts';

const STALE = 'Someone changed this order a moment ago; reload it and make your edit again.';

/** GET /api/admin/orders/{id}/edit: what the edit form needs. */
export async function orderEditForm(id: string): Promise<OrderEditForm> {
  const [stored, meals] = await Promise.all([orders.getRevisioned(id), editableMeals()]);
  if (!stored) throw new HttpError(404);
  return { order: adminOrderView(stored.data), revision: stored.revision, meals };
}

/** A 409 naming the meal short of stock, or the slot that has no room, with the order. */
function refusedEdit(order: Order, message: string, details: Record<string, unknown>): HttpError {
  return new HttpError(409, message, { details: { order: adminOrderView(order), ...details } });
}

/** Whether the order write this edit attempted is stored (a failed answer may have landed). */
async function editLanded(id: string, editId: string): Promise<boolean> {
  const stored = await getOrder(id);
  return stored?.edits.some((edit) => edit.id === editId) ?? false;
}

/**
 * Gives back what the edit freed once it is saved: packs of meals taken out, and the slot's
 * packs. A failure here is logged, not answered: the edit stands, and the order only holds more
 * than it needs (never less), which staff can correct by adjusting stock.
 */
async function giveBackFreed(
  order: Order,
  freed: readonly StockChange[],
  packs: { before: number; after: number },
  actor: OrderActor,
): Promise<void> {
  try {
    await applyStockChanges(freed, order.id, actor);
    if (packs.after < packs.before) {
      const { date, slotId } = order.fulfilment;
      const morePacks = packs.after - packs.before;
      await changeSlotPacks({ date, slotId, orderId: order.id, morePacks });
    }
  } catch (error) {
    console.error(`Order ${order.number} was edited but could not give back freed stock`, error);
  }
}

/**
 * Edits an order before it is packed (POST /api/admin/orders/{id}/edit): lines, address and
 * contact details, priced with the checkout's pricing. Extra packs are taken from stock and from
 * the slot's pack limit first (each refusal 409, with everything taken given back), then the
 * order is written only if it is still the revision staff edited (409 otherwise, giving back
 * what was taken), and only then are freed packs given back. Nothing changed: no write.
 */
export async function editOrder(
  id: string,
  actor: OrderActor,
  request: OrderEditRequest,
  now = new Date(),
): Promise<OrderEditAnswer> {
  const stored = await orders.getRevisioned(id);
  if (!stored) throw new HttpError(404);
  const order = stored.data;
  if (stored.revision !== request.revision) throw staleOrder(order, STALE);
  const refusal = editRefusal(order);
  if (refusal) throw staleOrder(order, refusal);
  const fulfilment = await editedFulfilment(order, request);
  const priced = await priceEdit(order, request);
  const totals = orderTotalsOf(priced);
  const address = (f: Order['fulfilment']) => (f.method === 'delivery' ? f.address : null);
  const changes = [
    ...describeEdit(
      { lines: order.lines, customer: order.customer, address: address(order.fulfilment) },
      { lines: priced.lines, customer: request.customer, address: address(fulfilment) },
    ),
    ...totalsChanges(order.totals, totals),
  ];
  const answer = (saved: Order, revision: number): OrderEditAnswer => ({
    order: adminOrderView(saved),
    revision,
    balance: orderBalance(saved),
  });
  if (changes.length === 0) return answer(order, stored.revision);

  const stock = stockChangesOf(order.lines, priced.lines);
  const taken = stock.filter((change) => change.to > change.from);
  const freed = stock.filter((change) => change.to < change.from);
  const packs = { before: packsOf(order.lines), after: packsOf(priced.lines) };
  const { date, slotId } = fulfilment;
  const taking = await applyStockChanges(taken, id, actor);
  if (!taking.ok) {
    const { productId, available } = taking.shortage;
    const name = priced.lines.find((line) => line.productId === productId)?.name ?? productId;
    const left = available === 0 ? 'none are left' : `only ${String(available)} more are left`;
    throw refusedEdit(order, `Not enough ${name} in stock: ${left}. Nothing was changed.`, {
      reason: 'out_of_stock',
      shortage: { ...taking.shortage, name },
    });
  }
  const editId = `ed-${randomUUID()}`;
  let slotTaken = false;
  let saved: { data: Order; revision: number };
  try {
    if (packs.after > packs.before) {
      const morePacks = packs.after - packs.before;
      const slot = await changeSlotPacks({ date, slotId, orderId: id, morePacks });
      if (!slot.ok) {
        throw refusedEdit(order, `${slot.message} Nothing was changed.`, { reason: 'slot_full' });
      }
      slotTaken = true;
    }
    const edit = {
      id: editId,
      at: now.toISOString(),
      actor,
      changes,
      totalBeforeCents: order.totals.totalCents,
      totalAfterCents: totals.totalCents,
      todaysPrices: request.useTodaysPrices,
    };
    const total = formatNZD(totals.totalCents);
    const changed = await changeOrder({
      orderId: id,
      kind: 'edited',
      actor,
      changeId: editId,
      now,
      apply: (latest, revision) => {
        if (revision !== request.revision) throw staleOrder(latest, STALE);
        return {
          ...latest,
          customer: request.customer,
          fulfilment,
          lines: priced.lines,
          totals,
          edits: [...latest.edits, edit],
        };
      },
      activity: () => ({ action: 'order.update', before: null, after: { changes, total } }),
    });
    saved = { data: changed.order, revision: changed.revision };
  } catch (error) {
    // A store failure may hide a write that landed: then the edit stands and keeps its packs.
    const landed =
      !(error instanceof HttpError) && (await editLanded(id, editId).catch(() => true));
    if (!landed) await giveBackTaken({ id, date, slotId, slotTaken, packs, taken, actor });
    throw error;
  }
  await giveBackFreed(saved.data, freed, packs, actor);
  await settlePromoTally(saved.data);
  return answer(saved.data, saved.revision);
}

/** Undoes the packs a refused or failed edit took: the slot's, then each product's. */
async function giveBackTaken(taking: {
  id: string;
  date: string;
  slotId: string;
  slotTaken: boolean;
  packs: { before: number; after: number };
  taken: readonly StockChange[];
  actor: OrderActor;
}): Promise<void> {
  const { id, date, slotId, slotTaken, packs, taken, actor } = taking;
  try {
    if (slotTaken) {
      const morePacks = packs.before - packs.after;
      await changeSlotPacks({ date, slotId, orderId: id, morePacks });
    }
    await undoStockChanges(taken, id, actor);
  } catch (error) {
    console.error(`Order ${id}: a failed edit could not give back what it took`, error);
  }
}

/** The promo's tally follows an edit (its lists, activity entry and emails follow in the door). */
async function settlePromoTally(order: Order): Promise<void> {
  if (!order.promoCode) return;
  await settlePromoUseTotal(order.promoCode, order.id, totalAfterRefundsCents(order));
}
