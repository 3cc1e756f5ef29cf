import { randomUUID } from 'node:crypto';
import { formatNZD } from '../../lib/money.ts';
import { orderBalance, totalAfterRefundsCents } from '../../lib/orders/money-ledger.ts';
import {
  describeEdit,
  editRefusal,
  refundedBeyondLines,
  packsOf,
  stockChangesOf,
  totalsChanges,
  type OrderEditAnswer,
  type OrderEditForm,
  type OrderEditRequest,
} from '../../lib/orders/order-edit.ts';
import { adminOrderView, type Order } from '../../lib/orders/order.ts';
import { orderTotalsOf } from '../../lib/orders/pricing.ts';
import type { OrderActor } from '../../lib/orders/status.ts';
import { raiseSlotPacks } from '../delivery/slot-packs.ts';
import { HttpError } from '../http/errors.ts';
import { holdForEdit } from '../inventory/order-holds.ts';
import { editableMeals, editedFulfilment, priceEdit } from './order-edit-pricing.ts';
import { changeOrder } from './order-changes.ts';
import { syncOrderHolds } from './order-holds.ts';
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
 * Sets the order's stock holds and slot packs from the order as stored now, looking at the
 * products of the lines before and after the edit too (a meal taken out is held no more; one an
 * abandoned edit added gives its packs back). A failure is logged, not answered: the order
 * stands, and the maintenance job sets its holds again.
 */
async function holdsFromStored(
  before: Order,
  edited: readonly { productId: string }[],
  abandonedEdit?: string,
): Promise<void> {
  try {
    const stored = await getOrder(before.id);
    if (!stored) return;
    const products = [...before.lines, ...edited].map((line) => line.productId);
    await syncOrderHolds(stored, { products, abandonedEdit });
  } catch (error) {
    console.error(`Order ${before.number}: its holds could not be set after an edit`, error);
  }
}

/**
 * Edits an order before it is packed (POST /api/admin/orders/{id}/edit): lines, address and
 * contact details, priced with the checkout's pricing. Extra packs are taken from stock and from
 * the slot's pack limit first, as new totals that a retry takes no second time (each refusal
 * 409), then the order is written only if it is still the revision staff edited (409 otherwise).
 * Whatever the outcome, the holds are then set from the order as stored, which keeps what a
 * saved edit needs and gives back the rest. Nothing changed: no write.
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
  const beyondRefunds = refundedBeyondLines(order.refunds, priced.lines);
  if (beyondRefunds) throw refusedEdit(order, beyondRefunds, { reason: 'refunded' });

  const editId = `ed-${randomUUID()}`;
  const taken = stockChangesOf(order.lines, priced.lines).filter(
    (change) => change.to > change.from,
  );
  const packs = { before: packsOf(order.lines), after: packsOf(priced.lines) };
  const { date, slotId } = fulfilment;
  const lines = taken.map((change) => ({ productId: change.productId, quantity: change.to }));
  const taking = await holdForEdit({ id: editId, orderId: id, lines }, actor, now).catch(
    async (error: unknown) => {
      // A store failure part-way: what was taken for this edit goes back before the answer.
      await holdsFromStored(order, priced.lines, editId);
      throw error;
    },
  );
  if (!taking.ok) {
    await holdsFromStored(order, priced.lines, editId);
    const { productId, available } = taking.shortage;
    const name = priced.lines.find((line) => line.productId === productId)?.name ?? productId;
    const left = available === 0 ? 'none are left' : `only ${String(available)} more are left`;
    throw refusedEdit(order, `Not enough ${name} in stock: ${left}. Nothing was changed.`, {
      reason: 'out_of_stock',
      shortage: { ...taking.shortage, name },
    });
  }
  let saved: { data: Order; revision: number };
  try {
    if (packs.after > packs.before) {
      const slot = await raiseSlotPacks({ date, slotId, orderId: id, packs: packs.after });
      if (!slot.ok) {
        throw refusedEdit(order, `${slot.message} Nothing was changed.`, { reason: 'slot_full' });
      }
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
        const refundedMeanwhile = refundedBeyondLines(latest.refunds, priced.lines);
        if (refundedMeanwhile) throw refusedEdit(latest, refundedMeanwhile, { reason: 'refunded' });
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
    await holdsFromStored(order, priced.lines, landed ? undefined : editId);
    throw error;
  }
  await holdsFromStored(order, priced.lines);
  await settlePromoTally(saved.data);
  return answer(saved.data, saved.revision);
}

/** The promo's tally follows an edit (its lists, activity entry and emails follow in the door). */
async function settlePromoTally(order: Order): Promise<void> {
  if (!order.promoCode) return;
  await settlePromoUseTotal(order.promoCode, order.id, totalAfterRefundsCents(order));
}
