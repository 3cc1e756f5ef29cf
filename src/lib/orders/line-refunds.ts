// Refunds by line: which packs and how much of the delivery fee are still refundable, and what a
// chosen set of them comes to at the order's own prices (never an amount from the browser).
import { formatNZD } from '../money.ts';
import type { RefundRequest } from './admin-requests.ts';
import type { Order, Refund, RefundLine } from './order.ts';
import { totalAfterRefundsCents } from './money-ledger.ts';

type RefundedOrder = Pick<Order, 'lines' | 'totals' | 'refunds'>;

/** The refunds that gave money back or are giving it (a failed one gave nothing). */
function liveRefunds(order: Pick<Order, 'refunds'>): Refund[] {
  return order.refunds.filter((refund) => refund.status !== 'failed');
}

/** Packs of each product refunded so far, by product id. */
function refundedPacks(order: Pick<Order, 'refunds'>): Map<string, number> {
  const packs = new Map<string, number>();
  for (const line of liveRefunds(order).flatMap((refund) => refund.lines ?? [])) {
    packs.set(line.productId, (packs.get(line.productId) ?? 0) + line.quantity);
  }
  return packs;
}

/** Packs of each order line not refunded yet, by product id. */
export function refundablePacks(order: Pick<Order, 'lines' | 'refunds'>): Map<string, number> {
  const refunded = refundedPacks(order);
  return new Map(
    order.lines.map((line) => [
      line.productId,
      Math.max(0, line.quantity - (refunded.get(line.productId) ?? 0)),
    ]),
  );
}

/** The part of the delivery fee not refunded yet. */
export function refundableDeliveryCents(order: Pick<Order, 'totals' | 'refunds'>): number {
  const refunded = liveRefunds(order).reduce(
    (sum, refund) => sum + (refund.deliveryFeeCents ?? 0),
    0,
  );
  return Math.max(0, order.totals.deliveryFeeCents - refunded);
}

/**
 * The share of the order's discount that goods worth `goodsCents` carry, rounded down. Shares
 * are taken of the running total of goods refunded, so the shares of every line refunded add
 * up to the whole discount exactly.
 */
function discountShare(totals: Order['totals'], goodsCents: number): number {
  if (totals.subtotalCents === 0) return 0;
  return Math.floor((goodsCents * totals.discountCents) / totals.subtotalCents);
}

/** What a refund by line comes to: its lines, discount share, delivery part and amount. */
export interface LineRefundFigures {
  lines: RefundLine[];
  discountCents: number;
  deliveryFeeCents: number;
  amountCents: number;
}

/** A refund by line that can be made, or why not. */
export type LineRefundResult = ({ ok: true } & LineRefundFigures) | { ok: false; message: string };

/**
 * What refunding the chosen packs (and the delivery fee) of an order comes to, from the order's
 * own line prices less their share of its discount: refused when a line is not on the order,
 * asks for more packs than are left, or the amount is more than is left to refund.
 */
export function lineRefundOf(
  order: RefundedOrder,
  request: Pick<RefundRequest, 'lines' | 'deliveryFee'>,
): LineRefundResult {
  const left = refundablePacks(order);
  const lines: RefundLine[] = [];
  for (const { productId, quantity } of request.lines ?? []) {
    if (quantity === 0) continue;
    const line = order.lines.find((orderLine) => orderLine.productId === productId);
    if (!line) return { ok: false, message: 'That meal is not on this order.' };
    const packs = left.get(productId) ?? 0;
    if (lines.some((chosen) => chosen.productId === productId) || quantity > packs) {
      return {
        ok: false,
        message: `Only ${packs} ${packs === 1 ? 'pack' : 'packs'} of ${line.name} ${packs === 1 ? 'is' : 'are'} left to refund.`,
      };
    }
    const { name, unitPriceCents } = line;
    lines.push({
      productId,
      name,
      quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * quantity,
    });
  }
  const deliveryFeeCents = request.deliveryFee ? refundableDeliveryCents(order) : 0;
  if (request.deliveryFee && deliveryFeeCents === 0) {
    return { ok: false, message: 'There is no delivery fee left to refund.' };
  }
  const goodsBefore = liveRefunds(order)
    .flatMap((refund) => refund.lines ?? [])
    .reduce((sum, line) => sum + line.lineTotalCents, 0);
  const goods = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents =
    discountShare(order.totals, goodsBefore + goods) - discountShare(order.totals, goodsBefore);
  const amountCents = goods - discountCents + deliveryFeeCents;
  const remaining = totalAfterRefundsCents(order);
  if (amountCents > remaining) {
    return { ok: false, message: `At most ${formatNZD(remaining)} is left to refund.` };
  }
  if (amountCents <= 0) return { ok: false, message: 'Those packs come to nothing to refund.' };
  return { ok: true, lines, discountCents, deliveryFeeCents, amountCents };
}

/** Whether a refund request names lines or the delivery fee (else it is an amount). */
export function isLineRefund(request: Pick<RefundRequest, 'amountCents'>): boolean {
  return request.amountCents === undefined;
}
